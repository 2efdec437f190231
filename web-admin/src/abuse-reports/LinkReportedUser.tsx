import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import { AutocompleteInput, ReferenceInput, required, useRecordContext, useUpdate, type RaRecord } from 'react-admin';
import { ActionDialog } from '../components/ActionDialog';

const userOption = (user: RaRecord) => `${user.name} (${user.role}, ${user.email})`;

/** A report names the person as the reporter typed it; staff find the account so they can act on it. */
export function LinkReportedUser() {
  const report = useRecordContext();
  const [update] = useUpdate();
  if (!report) return null;
  return (
    <ActionDialog<{ reported_user_id: string }>
      label="Find the person's account"
      icon={<PersonSearchIcon />}
      title="Which account is the person reported?"
      description={`The reporter typed "${report.reported_name}". Search by name or email.`}
      confirmLabel="Link account"
      successMessage="Account linked to the report"
      onConfirm={(values) =>
        update(
          'abuse-reports',
          { id: report.id, data: { reported_user_id: values.reported_user_id }, previousData: report },
          { mutationMode: 'pessimistic', returnPromise: true },
        )
      }
    >
      <ReferenceInput source="reported_user_id" reference="users" sort={{ field: 'last_name', order: 'ASC' }}>
        <AutocompleteInput
          label="Account"
          optionText={userOption}
          filterToQuery={(q: string) => ({ q })}
          validate={required()}
          fullWidth
        />
      </ReferenceInput>
    </ActionDialog>
  );
}
