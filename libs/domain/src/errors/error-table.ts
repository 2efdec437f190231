import {
  ConflictError,
  ForbiddenError,
  InvalidInputError,
  NotAuthenticatedError,
  NotFoundError,
  ServiceUnavailableError,
  TooManyRequestsError,
  type DomainError,
  type MessageParams,
  type MessageRef,
} from './domain-errors.js';

/** Which error (and so which HTTP status) a code is. */
export type ErrorKind =
  | 'invalid_input'
  | 'not_authenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_many_requests'
  | 'service_unavailable';

/** One row of a code table: its kind and its message's catalogue key (the English text is only in the catalogue). */
export interface ErrorEntry {
  readonly kind: ErrorKind;
  readonly key: string;
  /** The code the reply carries when it is not the table's default (the entry's name, or its kind's generic code). */
  readonly code?: string;
}

/** A row with the code its replies carry settled. */
export type ResolvedErrorEntry = ErrorEntry & { readonly code: string };

export interface ErrorTableOptions {
  /**
   * The code a row's replies carry unless it says otherwise: its own name (`own`, the default), or the generic code
   * of its kind (`generic`: `not_found`, `invalid_input`, ...) that clients already branch on.
   */
  replyCode?: 'own' | 'generic';
}

export interface ErrorOptions {
  /** The values of the message's `{{slots}}`. */
  params?: MessageParams;
  /** The input(s) at fault (invalid input, conflict): the message is also given as each one's. */
  field?: string | readonly string[];
  /** What the person can do instead (conflict). */
  details?: Record<string, unknown>;
  /** When to try again (too many requests); 60 s unless given. */
  retryAfterSeconds?: number;
  /** What failed, for the operator's log (service unavailable). */
  detail?: string;
}

const build = ({ kind, key, code }: ResolvedErrorEntry, options: ErrorOptions): DomainError => {
  const text: MessageRef = { key, params: options.params ?? {} };
  const fields = Object.fromEntries([options.field ?? []].flat().map((name) => [name, text]));
  switch (kind) {
    case 'invalid_input':
      return new InvalidInputError(text, fields, code);
    case 'not_authenticated':
      return new NotAuthenticatedError(text, code);
    case 'forbidden':
      return new ForbiddenError(text, code);
    case 'not_found':
      return new NotFoundError(text, code);
    case 'conflict':
      return new ConflictError(text, code, fields, options.details);
    case 'too_many_requests':
      return new TooManyRequestsError(text, options.retryAfterSeconds ?? 60, code);
    case 'service_unavailable':
      return new ServiceUnavailableError(text, options.detail ?? code, code);
  }
};

/**
 * A context's errors: its stable codes (what clients branch on), each with its kind and message key. Handlers throw
 * `TABLE.error(code, options)`, never an error with a literal message (the lint refuses one).
 */
export interface ErrorTable<Code extends string> {
  readonly entries: Readonly<Record<Code, ResolvedErrorEntry>>;
  error(code: Code, options?: ErrorOptions): DomainError;
}

export const errorTable = <Code extends string>(
  rows: Record<Code, ErrorEntry>,
  { replyCode = 'own' }: ErrorTableOptions = {},
): ErrorTable<Code> => {
  const entries = Object.fromEntries(
    Object.entries<ErrorEntry>(rows).map(([name, entry]) => [
      name,
      { ...entry, code: entry.code ?? (replyCode === 'generic' ? entry.kind : name) },
    ]),
  ) as Record<Code, ResolvedErrorEntry>;
  return { entries, error: (code, options = {}) => build(entries[code], options) };
};
