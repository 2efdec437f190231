/** The values of a message's `{{slots}}`. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** A message by its catalogue key (`namespace:key`, e.g. `api:appeals.filled`) and the values of its slots. */
export interface MessageRef {
  readonly key: string;
  readonly params?: MessageParams;
}

/**
 * A message for people: by key (every error of the code tables), or English text that arrives from outside them
 * (a form rule's message, shared with the user app), which the API translates by looking its text up.
 */
export type MessageText = string | MessageRef;

type EnglishRenderer = (key: string, params: MessageParams) => string;

// The domain reads no catalogue itself (it depends on nothing); @app/i18n/node installs the English one on load.
let renderEnglish: EnglishRenderer = (key) => key;

/** How a message by key is written in English for logs and `error.message`. */
export const useEnglishMessages = (render: EnglishRenderer): void => {
  renderEnglish = render;
};

export const englishText = (text: MessageText): string =>
  typeof text === 'string' ? text : renderEnglish(text.key, text.params ?? {});

/**
 * Errors the use cases raise, each with a stable snake_case code that clients may branch on, and its message by
 * catalogue key and parameters (translated by the API; `message` is the English rendering, for logs). The API maps
 * them to HTTP in one filter; handlers never speak HTTP. Build them from a code table (error-table.ts).
 */
export abstract class DomainError extends Error {
  /** The catalogue key of the message; null for English text from outside the code tables. */
  readonly messageKey: string | null;
  readonly params: MessageParams;

  constructor(
    text: MessageText,
    readonly code: string,
  ) {
    super(englishText(text));
    this.name = new.target.name;
    this.messageKey = typeof text === 'string' ? null : text.key;
    this.params = typeof text === 'string' ? {} : (text.params ?? {});
  }

  /** The message as given: by key, or the English text. */
  get text(): MessageText {
    return this.messageKey ? { key: this.messageKey, params: this.params } : this.message;
  }
}

/** Per-field messages, by the input at fault. */
export type FieldMessages = Readonly<Record<string, MessageText>>;

/** Bad input: a message, and per-field messages where a field is at fault. */
export class InvalidInputError extends DomainError {
  constructor(
    text: MessageText,
    readonly fields: FieldMessages = {},
    code = 'invalid_input',
  ) {
    super(text, code);
  }
}

export const invalidField = (field: string, text: MessageText) => new InvalidInputError(text, { [field]: text });

export class NotAuthenticatedError extends DomainError {
  constructor(text: MessageText, code = 'not_authenticated') {
    super(text, code);
  }
}

export class ForbiddenError extends DomainError {
  constructor(text: MessageText, code = 'forbidden') {
    super(text, code);
  }
}

/** Also used for another user's resource, so its existence is not revealed. */
export class NotFoundError extends DomainError {
  constructor(text: MessageText, code = 'not_found') {
    super(text, code);
  }
}

/**
 * A clash with what is stored (a value that must be unique); `fields` names the input at fault, when one is, and
 * `details` what the person can do instead (e.g. the free slots of a full appeal), when the refusal offers something.
 */
export class ConflictError extends DomainError {
  constructor(
    text: MessageText,
    code = 'conflict',
    readonly fields: FieldMessages = {},
    readonly details?: Record<string, unknown>,
  ) {
    super(text, code);
  }
}

export class TooManyRequestsError extends DomainError {
  constructor(
    text: MessageText,
    readonly retryAfterSeconds: number,
    code = 'too_many_requests',
  ) {
    super(text, code);
  }
}

/** A part the use case needs (file storage, a provider) is failing; `detail` is for the operator's log, not people. */
export class ServiceUnavailableError extends DomainError {
  constructor(
    text: MessageText,
    readonly detail: string,
    code = 'service_unavailable',
  ) {
    super(text, code);
  }
}
