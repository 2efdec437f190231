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
  /** The code the reply carries when it is not the entry's name: a generic one (`not_found`) that clients know. */
  readonly code?: string;
}

export interface ErrorOptions {
  /** The values of the message's `{{slots}}`. */
  params?: MessageParams;
  /** The input at fault (invalid input, conflict): the message is also given as that field's. */
  field?: string;
  /** What the person can do instead (conflict). */
  details?: Record<string, unknown>;
  /** When to try again (too many requests); 60 s unless given. */
  retryAfterSeconds?: number;
  /** What failed, for the operator's log (service unavailable). */
  detail?: string;
}

const build = (name: string, { kind, key, code = name }: ErrorEntry, options: ErrorOptions): DomainError => {
  const text: MessageRef = { key, params: options.params ?? {} };
  const fields = options.field ? { [options.field]: text } : {};
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
  readonly entries: Readonly<Record<Code, ErrorEntry>>;
  error(code: Code, options?: ErrorOptions): DomainError;
}

export const errorTable = <Code extends string>(entries: Record<Code, ErrorEntry>): ErrorTable<Code> => ({
  entries,
  error: (code, options = {}) => build(code, entries[code], options),
});
