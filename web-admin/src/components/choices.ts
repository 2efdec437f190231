/** react-admin choices from a list of statuses, labelled with a capital first letter. */
export const choicesOf = (values: readonly string[]) =>
  values.map((value) => ({ id: value, name: value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ') }));
