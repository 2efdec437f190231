import { TextField } from 'react-admin';
import { SignInAccountList } from '../components/SignInAccounts';
import { StaffListActions } from '../components/StaffListActions';
import { STAFF_ROLE_CHOICES } from './staff-roles';

export function StaffList() {
  return (
    <SignInAccountList roles={STAFF_ROLE_CHOICES} actions={<StaffListActions />}>
      <TextField source="role" />
    </SignInAccountList>
  );
}
