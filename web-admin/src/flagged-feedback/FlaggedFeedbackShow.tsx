import { DateField, NumberField, TextField, WithRecord } from 'react-admin';
import { PersonModeration } from '../components/PersonModeration';
import { REPORT_WORKFLOW } from '../components/moderation-moves';
import { ModerationShow } from '../components/ModerationShow';
import { Section } from '../components/Section';
import { UserReferenceField } from '../components/UserReferenceField';

export function FlaggedFeedbackShow() {
  return (
    <ModerationShow
      received="Flagged"
      workflow={REPORT_WORKFLOW}
      sections={
        <Section title="The donor">
          <WithRecord
            render={(feedback) => feedback.reported_user && <PersonModeration userId={feedback.reported_user.id} />}
          />
        </Section>
      }
    >
      <TextField source="outcome" />
      <TextField source="description" emptyText="—" />
      <WithRecord
        label="Reported by"
        render={(feedback) =>
          feedback.reported_by_hospital ? (
            `An officer of ${feedback.reported_by_hospital}`
          ) : (
            <UserReferenceField source="reporter.id" />
          )
        }
      />
      <UserReferenceField source="reported_user.id" label="Donor" />
      <TextField source="request.hospital" label="Request: hospital" />
      <TextField source="request.blood_group" label="Request: blood group" />
      <NumberField source="request.units" label="Request: units" />
      <DateField source="request.needed_at" label="Request: needed on" />
      <TextField source="request.status" label="Request: status" />
    </ModerationShow>
  );
}
