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

type Path = (string | number)[];

/** Where in a parsed value the first leaf (or object key) that `bad` picks sits; null when there is none. */
const firstPath = (value: unknown, bad: (leaf: unknown) => boolean, depth = 0): Path | null => {
  if (bad(value)) return [];
  if (!value || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : Object.entries(value);
  for (const [key, item] of entries) {
    if (typeof key === 'string' && bad(key)) return [key];
    const inner = firstPath(item, bad, depth + 1);
    if (inner) return [key, ...inner];
  }
  return null;
};

const isUnstorableText = (leaf: unknown) => typeof leaf === 'string' && !isStorableText(leaf);

/**
 * Where in a parsed JSON value (or query/path object) the first text that cannot be stored sits: the path to it
 * (an object key counts as its own place), [] when the value itself is such text, null when there is none.
 */
export const unstorableTextPath = (value: unknown): Path | null => firstPath(value, isUnstorableText);

/** Not worded by the spec: the field error for a number no column of the product can hold. */
export const NUMBER_OUT_OF_RANGE = 'This number is outside the range allowed';

/**
 * Every number the API takes is stored in, or compared with, a 32-bit integer column (ids, counts, units) or is
 * bounded far inside this range (coordinates, amounts); outside it PostgreSQL refuses the value with an error.
 */
export const COLUMN_NUMBER_RANGE = { min: -2_147_483_648, max: 2_147_483_647 } as const;

const isOutOfRange = (leaf: unknown) =>
  typeof leaf === 'number' && !(leaf >= COLUMN_NUMBER_RANGE.min && leaf <= COLUMN_NUMBER_RANGE.max);

/** Where in a parsed value the first number outside COLUMN_NUMBER_RANGE (or not finite) sits; null when none is. */
export const outOfRangeNumberPath = (value: unknown): Path | null => firstPath(value, isOutOfRange);

/**
 * Whether `key` is one of the record's own keys. `key in record` would also accept what every object inherits
 * ("constructor", "toString", "__proto__"), letting those through as if they were allowed values.
 */
export const isOwnKey = <R extends object>(record: R, key: unknown): key is keyof R & string =>
  typeof key === 'string' && Object.hasOwn(record, key);
