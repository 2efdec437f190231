import HistoryIcon from '@mui/icons-material/History';
import type { ResourceProps } from 'react-admin';
import { AuditLogList } from './AuditLogList';
import { AuditLogShow } from './AuditLogShow';

export const auditLog: Omit<ResourceProps, 'name'> = {
  list: AuditLogList,
  show: AuditLogShow,
  icon: HistoryIcon,
  options: { label: 'Audit log' },
};
