import { TextField } from 'react-admin';
import { UserReferenceField } from '../components/UserReferenceField';
import { ModerationShow } from '../components/ModerationShow';
import { Section } from '../components/Section';
import { StatusActions } from '../components/StatusActions';
import { TESTIMONIAL_MOVE_LABELS, TESTIMONIAL_MOVES } from './testimonial-moves';

export function TestimonialShow() {
  return (
    <ModerationShow
      received="Shared"
      note={{ source: 'moderation_note', label: 'Moderation note' }}
      sections={
        <Section title="Decision">
          <StatusActions
            moves={TESTIMONIAL_MOVES}
            labels={TESTIMONIAL_MOVE_LABELS}
            noteField="moderation_note"
            noteLabel="Moderation note"
          />
        </Section>
      }
    >
      <TextField source="name" emptyText="Anonymous" />
      <UserReferenceField source="author.id" label="Account" emptyText="—" />
      <TextField source="type" label="From a" />
      <TextField source="state" />
      <TextField source="summary" />
      <TextField source="challenges" emptyText="—" />
      <TextField source="aftermath" emptyText="—" />
      <TextField source="conclusion" emptyText="—" />
      <TextField source="reason" emptyText="—" />
      <TextField source="lesson" emptyText="—" />
    </ModerationShow>
  );
}
