/**
 * Errors the use cases raise, each with a stable code. The API maps them to HTTP in one filter;
 * handlers never speak HTTP.
 */
export abstract class DomainError extends Error {
  abstract readonly code: string;
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** Bad input: a message, and per-field messages where a field is at fault. */
export class InvalidInputError extends DomainError {
  readonly code = 'invalid_input';
  constructor(
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const invalidField = (field: string, message: string) => new InvalidInputError(message, { [field]: message });

export class NotAuthenticatedError extends DomainError {
  readonly code = 'not_authenticated';
}

export class ForbiddenError extends DomainError {
  readonly code = 'forbidden';
}

/** Also used for another user's resource, so its existence is not revealed. */
export class NotFoundError extends DomainError {
  readonly code = 'not_found';
}

export class ConflictError extends DomainError {
  readonly code = 'conflict';
}

export class TooManyRequestsError extends DomainError {
  readonly code = 'too_many_requests';
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}
