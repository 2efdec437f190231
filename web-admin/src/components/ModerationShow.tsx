import type { ReactNode } from 'react';
import { ChipField, DateField, Show, SimpleShowLayout, TextField } from 'react-admin';

/**
 * The show page of something staff moderate: it opens with when it came in, its status and the note left with the
 * last decision, then the record's own fields; `sections` (the actions, the people concerned) follow below.
 */
export function ModerationShow({
  received,
  note,
  children,
  sections,
}: {
  received: string;
  note: { source: string; label: string };
  children: ReactNode;
  sections: ReactNode;
}) {
  return (
    <Show>
      <SimpleShowLayout>
        <DateField source="created_at" label={received} showTime />
        <ChipField source="status" />
        <TextField source={note.source} label={note.label} emptyText="—" />
        {children}
      </SimpleShowLayout>
      {sections}
    </Show>
  );
}
