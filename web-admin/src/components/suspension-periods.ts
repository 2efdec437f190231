import { MAX_STAFF_SUSPENSION_DAYS } from '@app/domain';

export const SUSPENSION_PERIODS = [
  { id: '7', name: 'One week' },
  { id: '30', name: 'One month' },
  { id: '90', name: 'Three months' },
  { id: '182', name: 'Six months' },
  { id: '365', name: 'One year' },
].filter((period) => Number(period.id) <= MAX_STAFF_SUSPENSION_DAYS);

/** The moment a suspension of `days` starting `from` ends, as the API expects it (ISO 8601). */
export const suspensionEnd = (days: string | number, from = new Date()) =>
  new Date(from.getTime() + Number(days) * 24 * 60 * 60 * 1000).toISOString();
