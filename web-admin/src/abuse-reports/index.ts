import ReportIcon from '@mui/icons-material/Report';
import type { ResourceProps } from 'react-admin';
import { AbuseReportList } from './AbuseReportList';
import { AbuseReportShow } from './AbuseReportShow';

export const abuseReports: Omit<ResourceProps, 'name'> = {
  list: AbuseReportList,
  show: AbuseReportShow,
  icon: ReportIcon,
  options: { label: 'Abuse reports' },
  recordRepresentation: 'reported_name',
};
