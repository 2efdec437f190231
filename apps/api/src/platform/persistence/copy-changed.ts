const sameValue = (a: unknown, b: unknown) =>
  a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;

/** The fields a model changed between the state it was loaded with and its state now, with their new values. */
export const changedFields = <State extends object, Field extends keyof State>(
  before: State,
  after: State,
  fields: ReadonlyArray<Field>,
): Partial<Pick<State, Field>> => {
  const changed: Partial<Pick<State, Field>> = {};
  for (const field of fields) {
    if (!sameValue(before[field], after[field])) changed[field] = after[field];
  }
  return changed;
};

/**
 * Copies onto an entity the fields a model changed between the state it was loaded with and its state now, so an
 * unchanged field is not written (and a field the model does not own is never touched).
 */
export const copyChanged = <Row extends object, State extends object>(
  row: Row,
  before: State,
  after: State,
  fields: ReadonlyArray<keyof State & keyof Row>,
) => {
  Object.assign(row, changedFields(before, after, fields));
};
