import { MODERATION_STATUSES } from '@app/domain';
import { SearchInput, SelectArrayInput } from 'react-admin';
import { choicesOf } from '../components/choices';
import { createdBetweenFilters } from '../components/date-range-filters';

export const abuseReportFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name or description" />,
  <SelectArrayInput key="status" source="status" label="Status" choices={choicesOf(MODERATION_STATUSES)} alwaysOn />,
  ...createdBetweenFilters,
];
