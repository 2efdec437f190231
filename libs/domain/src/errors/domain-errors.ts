/**
 * Errors the use cases raise, each with a stable snake_case code that clients may branch on (the message is for
 * people and is translated). The API maps them to HTTP in one filter; handlers never speak HTTP.
 */
export abstract class DomainError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** Bad input: a message, and per-field messages where a field is at fault. */
export class InvalidInputError extends DomainError {
  constructor(
    message: string,
    readonly fields: Record<string, string> = {},
    code = 'invalid_input',
  ) {
    super(message, code);
  }
}

export const invalidField = (field: string, message: string) => new InvalidInputError(message, { [field]: message });

export class NotAuthenticatedError extends DomainError {
  constructor(message: string, code = 'not_authenticated') {
    super(message, code);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message: string, code = 'forbidden') {
    super(message, code);
  }
}

/** Also used for another user's resource, so its existence is not revealed. */
export class NotFoundError extends DomainError {
  constructor(message: string, code = 'not_found') {
    super(message, code);
  }
}

/** A clash with what is stored (a value that must be unique); `fields` names the input at fault, when one is. */
export class ConflictError extends DomainError {
  constructor(
    message: string,
    code = 'conflict',
    readonly fields: Record<string, string> = {},
  ) {
    super(message, code);
  }
}

export class TooManyRequestsError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    code = 'too_many_requests',
  ) {
    super(message, code);
  }
}

/** A part the use case needs (file storage, a provider) is failing; `detail` is for the operator's log, not people. */
export class ServiceUnavailableError extends DomainError {
  constructor(
    message: string,
    readonly detail: string,
    code = 'service_unavailable',
  ) {
    super(message, code);
  }
}
