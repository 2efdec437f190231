const sameValue = (a: unknown, b: unknown) =>
  a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;

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
  for (const field of fields) {
    if (!sameValue(before[field], after[field])) row[field] = after[field] as never;
  }
};
