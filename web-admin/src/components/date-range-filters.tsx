import { DateInput } from 'react-admin';

/** The "created between" pair every moderated list filters by (`created_at_gte` / `created_at_lte`). */
export const createdBetweenFilters = [
  <DateInput key="created_at_gte" source="created_at_gte" label="Created from" />,
  <DateInput key="created_at_lte" source="created_at_lte" label="Created until" />,
];
