/** Not worded by the spec: the field error for text that cannot be stored. */
export const UNSTORABLE_TEXT = 'Contains a character that is not allowed';

/**
 * NUL (PostgreSQL text cannot hold it) and a UTF-16 surrogate without its pair (not Unicode, so not valid UTF-8 on
 * the wire to the database). With the `u` flag a well-paired surrogate is read as one code point, so \p{Cs} only
 * matches lone halves.
 */
const UNSTORABLE = /[\0\p{Cs}]/u;

export const isStorableText = (text: string): boolean => !UNSTORABLE.test(text);

const MAX_DEPTH = 20;

/**
 * Where in a parsed JSON value (or query/path object) the first text that cannot be stored sits: the path to it
 * (an object key counts as its own place), [] when the value itself is such text, null when there is none.
 */
export const unstorableTextPath = (value: unknown, depth = 0): (string | number)[] | null => {
  if (typeof value === 'string') return isStorableText(value) ? null : [];
  if (!value || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : Object.entries(value);
  for (const [key, item] of entries) {
    if (typeof key === 'string' && !isStorableText(key)) return [key];
    const inner = unstorableTextPath(item, depth + 1);
    if (inner) return [key, ...inner];
  }
  return null;
};

/**
 * Whether `key` is one of the record's own keys. `key in record` would also accept what every object inherits
 * ("constructor", "toString", "__proto__"), letting those through as if they were allowed values.
 */
export const isOwnKey = <R extends object>(record: R, key: unknown): key is keyof R & string =>
  typeof key === 'string' && Object.hasOwn(record, key);
