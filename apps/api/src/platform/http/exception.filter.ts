import { Catch, HttpException, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import {
  ConflictError,
  DomainError,
  ForbiddenError,
  type FieldMessages,
  InvalidInputError,
  NotAuthenticatedError,
  NotFoundError,
  ServiceUnavailableError,
  TooManyRequestsError,
  type MessageText,
} from '@app/domain';
import { languageOfAcceptHeader, translateApiFieldMessages, translateApiMessage } from '@app/i18n/node';

interface ErrorBody {
  message: string;
  code: string;
  errors?: Record<string, string>;
  /** What the person can do instead (e.g. the free slots of an appeal), when the refusal offers something. */
  details?: Record<string, unknown>;
}

/** The 404 of a path no route serves (answered outside Nest), in the request's language. */
export const notFoundBody = (acceptLanguage: string | string[] | undefined): ErrorBody => ({
  message: translateApiMessage(languageOfAcceptHeader(acceptLanguage), { key: 'api:generic.notFound' }),
  code: 'not_found',
});

/** The code of a failure that is not a domain error: named after its HTTP status. */
const STATUS_CODES: Record<number, string> = {
  400: 'invalid_input',
  401: 'not_authenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
  503: 'service_unavailable',
};
const statusCode = (status: number) => STATUS_CODES[status] ?? (status >= 500 ? 'internal_error' : 'bad_request');

const domainStatus = (error: DomainError): number => {
  if (error instanceof InvalidInputError) return 400;
  if (error instanceof NotAuthenticatedError) return 401;
  if (error instanceof ForbiddenError) return 403;
  if (error instanceof NotFoundError) return 404;
  if (error instanceof ConflictError) return 409;
  if (error instanceof TooManyRequestsError) return 429;
  if (error instanceof ServiceUnavailableError) return 503;
  return 400;
};

/** A failure before it is written in the request's language. */
interface Failure {
  text: MessageText;
  code: string;
  errors?: FieldMessages;
  details?: Record<string, unknown>;
}

/** Framework exceptions (a guard, a pipe, a body parser) bring English text: it is translated by lookup. */
const httpMessage = (exception: HttpException): string => {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return String(message[0]);
  return typeof message === 'string' ? message : exception.message;
};

/**
 * The one place failures become HTTP: `{ message, code, errors? }` (code: the domain error's stable code) with the status the error's kind calls for, the
 * messages in the language the request asks for (the app sends its current language as Accept-Language).
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<FastifyReply>();
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const [status, failure] = this.describe(exception);
    const language = languageOfAcceptHeader(request.headers['accept-language']);
    const body: ErrorBody = { message: translateApiMessage(language, failure.text), code: failure.code };
    if (failure.errors) body.errors = translateApiFieldMessages(language, failure.errors);
    if (failure.details) body.details = failure.details;
    if (exception instanceof TooManyRequestsError) response.header('Retry-After', String(exception.retryAfterSeconds));
    if (exception instanceof ServiceUnavailableError) this.logger.error(`${exception.code}: ${exception.detail}`);
    else if (status >= 500)
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    void response.status(status).send(body);
  }

  private describe(exception: unknown): [number, Failure] {
    if (exception instanceof DomainError) {
      const fields =
        (exception instanceof InvalidInputError || exception instanceof ConflictError) &&
        Object.keys(exception.fields).length
          ? exception.fields
          : undefined;
      const details = exception instanceof ConflictError ? exception.details : undefined;
      const failure: Failure = { text: exception.text, code: exception.code, ...(details ? { details } : {}) };
      return [domainStatus(exception), fields ? { ...failure, errors: fields } : failure];
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      return [status, { text: httpMessage(exception), code: statusCode(status) }];
    }
    if (exception instanceof UniqueConstraintViolationException)
      return [409, { text: { key: 'api:generic.alreadyExists' }, code: 'already_exists' }];
    const fastifyError = exception as { statusCode?: unknown; message?: unknown };
    if (
      typeof fastifyError.statusCode === 'number' &&
      fastifyError.statusCode >= 400 &&
      fastifyError.statusCode < 500
    ) {
      const status = fastifyError.statusCode;
      return [status, { text: String(fastifyError.message ?? 'Bad request'), code: statusCode(status) }];
    }
    return [500, { text: { key: 'api:generic.somethingWrong' }, code: statusCode(500) }];
  }
}
