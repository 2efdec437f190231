import { Stack } from '@mui/material';
import { DateField, Labeled, TextField, WithRecord } from 'react-admin';
import { PersonModeration } from '../components/PersonModeration';
import { REPORT_WORKFLOW } from '../components/moderation-moves';
import { ModerationShow } from '../components/ModerationShow';
import { Section } from '../components/Section';
import { UserReferenceField } from '../components/UserReferenceField';
import { LinkReportedUser } from './LinkReportedUser';

export function AbuseReportShow() {
  return (
    <ModerationShow
      received="Reported"
      workflow={REPORT_WORKFLOW}
      sections={
        <Section title="The person reported">
          <WithRecord
            render={(report) =>
              report.reported_user ? (
                <Stack spacing={1}>
                  <Labeled label="Account">
                    <UserReferenceField source="reported_user.id" />
                  </Labeled>
                  <PersonModeration userId={report.reported_user.id} />
                </Stack>
              ) : (
                <LinkReportedUser />
              )
            }
          />
        </Section>
      }
    >
      <TextField source="description" />
      <UserReferenceField source="reporter.id" label="Reported by" />
      <TextField source="reporter_role" label="Reporter is a" />
      <TextField source="reported_name" label="Person reported (as typed)" />
      <DateField source="reviewed_at" label="Last reviewed" showTime emptyText="—" />
    </ModerationShow>
  );
}
