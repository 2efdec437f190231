import { MODERATION_MOVES } from '@app/domain';
import { Stack } from '@mui/material';
import {
  ChipField,
  DateField,
  Labeled,
  ReferenceField,
  Show,
  SimpleShowLayout,
  TextField,
  WithRecord,
} from 'react-admin';
import { MODERATION_MOVE_LABELS } from '../components/moderation-moves';
import { PersonModeration } from '../components/PersonModeration';
import { Section } from '../components/Section';
import { StatusActions } from '../components/StatusActions';
import { LinkReportedUser } from './LinkReportedUser';

export function AbuseReportShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <DateField source="created_at" label="Reported" showTime />
        <ChipField source="status" />
        <TextField source="staff_note" label="Staff note" emptyText="—" />
        <TextField source="description" />
        <ReferenceField
          source="reporter.id"
          reference="users"
          link="show"
          label="Reported by"
          emptyText="Account deleted"
        >
          <TextField source="name" />
        </ReferenceField>
        <TextField source="reporter_role" label="Reporter is a" />
        <TextField source="reported_name" label="Person reported (as typed)" />
        <DateField source="reviewed_at" label="Last reviewed" showTime emptyText="—" />
      </SimpleShowLayout>
      <Section title="Status">
        <StatusActions
          moves={MODERATION_MOVES}
          labels={MODERATION_MOVE_LABELS}
          noteField="staff_note"
          noteLabel="Staff note"
        />
      </Section>
      <Section title="The person reported">
        <WithRecord
          render={(report) =>
            report.reported_user ? (
              <Stack spacing={1}>
                <Labeled label="Account">
                  <ReferenceField source="reported_user.id" reference="users" link="show">
                    <TextField source="name" />
                  </ReferenceField>
                </Labeled>
                <PersonModeration userId={report.reported_user.id} />
              </Stack>
            ) : (
              <LinkReportedUser />
            )
          }
        />
      </Section>
    </Show>
  );
}
