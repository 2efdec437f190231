import { ReferenceField, TextField } from 'react-admin';

interface UserReferenceFieldProps {
  /** Where the user's id is, e.g. `reporter.id`. */
  source: string;
  label?: string;
  emptyText?: string;
}

/** A person's name linking to their user page. */
export function UserReferenceField({ source, label, emptyText = 'Account deleted' }: UserReferenceFieldProps) {
  return (
    <ReferenceField source={source} reference="users" link="show" label={label} emptyText={emptyText}>
      <TextField source="name" />
    </ReferenceField>
  );
}
