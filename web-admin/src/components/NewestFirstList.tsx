import type { ReactElement, ReactNode } from 'react';
import { Datagrid, List } from 'react-admin';
import { StaffListActions } from './StaffListActions';

/** A list staff work through: newest first, with the staff list actions; a row opens the record. */
export function NewestFirstList({ filters, children }: { filters: ReactElement[]; children: ReactNode }) {
  return (
    <List filters={filters} actions={<StaffListActions />} sort={{ field: 'created_at', order: 'DESC' }}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        {children}
      </Datagrid>
    </List>
  );
}
