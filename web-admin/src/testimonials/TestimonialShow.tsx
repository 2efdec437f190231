import { TextField } from 'react-admin';
import { UserReferenceField } from '../components/UserReferenceField';
import { ModerationShow } from '../components/ModerationShow';
import { TESTIMONIAL_MOVE_LABELS, TESTIMONIAL_MOVES } from './testimonial-moves';

export function TestimonialShow() {
  return (
    <ModerationShow
      received="Shared"
      workflow={{
        title: 'Decision',
        note: { source: 'moderation_note', label: 'Moderation note' },
        moves: TESTIMONIAL_MOVES,
        labels: TESTIMONIAL_MOVE_LABELS,
      }}
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
