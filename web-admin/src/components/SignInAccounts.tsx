import type { ReactElement, ReactNode } from 'react';
import {
  BooleanField,
  BooleanInput,
  Datagrid,
  DateField,
  Edit,
  List,
  SaveButton,
  SearchInput,
  SelectInput,
  SimpleForm,
  TextField,
  Toolbar,
  type EditProps,
} from 'react-admin';

type Choice = { id: string; name: string };

/**
 * Staff members and hospital officers: accounts that sign in with a password and a TOTP code, listed and edited
 * alike. `children` are the resource's own columns or inputs (shown after the name and email).
 */
export function SignInAccountList({
  roles,
  actions,
  children,
}: {
  roles: Choice[];
  actions?: ReactElement;
  children: ReactNode;
}) {
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder="Name or email" />,
    <SelectInput key="role" source="role" choices={roles} />,
    <BooleanInput key="disabled" source="disabled" label="Disabled" />,
  ];
  return (
    <List filters={filters} actions={actions} sort={{ field: 'created_at', order: 'DESC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="name" />
        <TextField source="email" />
        {children}
        <BooleanField source="totp_enrolled" label="Two-step set up" sortable={false} />
        <BooleanField source="disabled" sortable={false} />
        <DateField source="last_sign_in_at" label="Last sign-in" showTime emptyText="Never" sortable={false} />
      </Datagrid>
    </List>
  );
}

export function SignInAccountEdit({
  id,
  transform,
  disabledHelp,
  children,
}: Pick<EditProps, 'id' | 'transform'> & { disabledHelp: string; children: ReactNode }) {
  return (
    <Edit id={id} mutationMode="pessimistic" redirect="list" transform={transform}>
      <SimpleForm
        toolbar={
          // Disabled, never deleted: the audit log keeps pointing at them.
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <TextField source="name" />
        <TextField source="email" />
        {children}
        <BooleanInput source="disabled" helperText={disabledHelp} />
      </SimpleForm>
    </Edit>
  );
}
