/**
 * Fields that name or reach a person. The staff audit log cannot be edited (a trigger refuses it), so it must never
 * hold them: records and the people in them are kept by id, and erasing an account leaves nothing of it in the log.
 */
export const AUDIT_PERSONAL_FIELDS = [
  'name',
  'first_name',
  'last_name',
  'email',
  'phone_number',
  'reported_name',
  'address',
] as const;

const personal = new Set<string>(AUDIT_PERSONAL_FIELDS);

/** An image of a record as the audit log keeps it: the same, less every personal field at any depth. */
export const auditImage = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(auditImage);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !personal.has(key))
      .map(([key, inner]) => [key, auditImage(inner)]),
  );
};
