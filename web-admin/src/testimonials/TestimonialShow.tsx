import { ChipField, DateField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { UserReferenceField } from '../components/UserReferenceField';
import { Section } from '../components/Section';
import { StatusActions } from '../components/StatusActions';
import { TESTIMONIAL_MOVE_LABELS, TESTIMONIAL_MOVES } from './testimonial-moves';

export function TestimonialShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <DateField source="created_at" label="Shared" showTime />
        <ChipField source="status" />
        <TextField source="moderation_note" label="Moderation note" emptyText="—" />
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
      </SimpleShowLayout>
      <Section title="Decision">
        <StatusActions
          moves={TESTIMONIAL_MOVES}
          labels={TESTIMONIAL_MOVE_LABELS}
          noteField="moderation_note"
          noteLabel="Moderation note"
        />
      </Section>
    </Show>
  );
}
