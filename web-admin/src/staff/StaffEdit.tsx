import { SelectInput } from 'react-admin';
import { SignInAccountEdit } from '../components/SignInAccounts';
import { STAFF_ROLE_CHOICES } from './staff-roles';

export function StaffEdit() {
  return (
    <SignInAccountEdit disabledHelp="A disabled staff member is signed out at once and cannot sign in.">
      <SelectInput source="role" choices={STAFF_ROLE_CHOICES} />
    </SignInAccountEdit>
  );
}
