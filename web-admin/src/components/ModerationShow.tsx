import type { ReactNode } from 'react';
import { ChipField, DateField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { Section } from './Section';
import { StatusActions, type StatusMove } from './StatusActions';

/** The staff's note on a moderated record: its field and label. */
export interface ModerationNote {
  source: string;
  label: string;
}

/**
 * A status workflow worked from the show page: a section of that title with one button per allowed move, each
 * writing the note.
 */
export interface ShowWorkflow<S extends string> {
  title: string;
  note: ModerationNote;
  moves: Record<S, readonly S[]>;
  labels: Record<S, StatusMove>;
}

/**
 * The show page of something staff moderate: it opens with when it came in, its status and the note left with the
 * last decision, then the record's own fields; below, the workflow's buttons and `sections`.
 */
export function ModerationShow<S extends string>({
  received,
  children,
  sections,
  ...noted
}: {
  received: string;
  children: ReactNode;
  sections?: ReactNode;
} & ({ workflow: ShowWorkflow<S> } | { note: ModerationNote; workflow?: undefined })) {
  const { workflow } = noted;
  const note = workflow ? workflow.note : noted.note;
  return (
    <Show>
      <SimpleShowLayout>
        <DateField source="created_at" label={received} showTime />
        <ChipField source="status" />
        <TextField source={note.source} label={note.label} emptyText="—" />
        {children}
      </SimpleShowLayout>
      {workflow && (
        <Section title={workflow.title}>
          <StatusActions
            moves={workflow.moves}
            labels={workflow.labels}
            noteField={note.source}
            noteLabel={note.label}
          />
        </Section>
      )}
      {sections}
    </Show>
  );
}
