import { SelectField, TextField } from 'react-admin';
import { SignInAccountList } from '../components/SignInAccounts';
import { OFFICER_ROLE_CHOICES } from './officer-roles';

export function HospitalOfficerList() {
  return (
    <SignInAccountList roles={OFFICER_ROLE_CHOICES}>
      <TextField source="hospital" sortable={false} />
      <SelectField source="role" choices={OFFICER_ROLE_CHOICES} sortable={false} />
    </SignInAccountList>
  );
}
