import DownloadIcon from '@mui/icons-material/GetApp';
import { useState } from 'react';
import {
  Button,
  CreateButton,
  downloadCSV,
  FilterButton,
  TopToolbar,
  useFilterContext,
  useListContext,
  useNotify,
  useResourceDefinition,
} from 'react-admin';
import { useAdminDataProvider } from './use-admin-data-provider';

/** Downloads the whole filtered list as the API writes it (formula cells made harmless, the export audited). */
export function ExportCsvButton() {
  const { filter, filterValues, sort, resource, total } = useListContext();
  const dataProvider = useAdminDataProvider();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const exportList = async () => {
    setBusy(true);
    try {
      const csv = await dataProvider.exportCsv(resource, { sort, filter: { ...filterValues, ...filter } });
      downloadCSV(csv, resource);
    } catch (error) {
      notify(error instanceof Error ? error.message : 'The export failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label="Export" onClick={() => void exportList()} disabled={busy || total === 0}>
      <DownloadIcon />
    </Button>
  );
}

/** react-admin's list actions with the console's export in place of the stock one. */
export function StaffListActions() {
  const filters = useFilterContext();
  const { hasCreate } = useResourceDefinition();
  return (
    <TopToolbar>
      {filters && filters.length > 0 && <FilterButton />}
      {hasCreate && <CreateButton />}
      <ExportCsvButton />
    </TopToolbar>
  );
}
