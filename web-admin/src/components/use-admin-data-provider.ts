import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../providers/data-provider';

/** The data provider with the console's moderation actions (warn, suspend, decide, confirm...). */
export const useAdminDataProvider = () => useDataProvider<AdminDataProvider>();
