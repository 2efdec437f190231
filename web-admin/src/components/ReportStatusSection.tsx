import { MODERATION_MOVES } from '@app/domain';
import { MODERATION_MOVE_LABELS } from './moderation-moves';
import { Section } from './Section';
import { StatusActions } from './StatusActions';

/** The status buttons of a report (abuse reports and flagged feedback follow the same workflow). */
export function ReportStatusSection() {
  return (
    <Section title="Status">
      <StatusActions
        moves={MODERATION_MOVES}
        labels={MODERATION_MOVE_LABELS}
        noteField="staff_note"
        noteLabel="Staff note"
      />
    </Section>
  );
}
