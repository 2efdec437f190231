import { TextField } from 'react-admin';
import { SignInAccountEdit } from '../components/SignInAccounts';

/** `id` for rendering outside the console's routes (tests); the route's id otherwise. */
export function HospitalOfficerEdit({ id }: { id?: string }) {
  return (
    <SignInAccountEdit
      id={id}
      transform={(data) => ({ disabled: Boolean(data.disabled) })}
      disabledHelp="A disabled officer is signed out at once and cannot sign in."
    >
      <TextField source="hospital" />
    </SignInAccountEdit>
  );
}
