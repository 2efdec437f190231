import { Catch, HttpException, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import {
  ConflictError,
  DomainError,
  ForbiddenError,
  InvalidInputError,
  NotAuthenticatedError,
  NotFoundError,
  TooManyRequestsError,
} from '@app/domain';
import { languageOfAcceptHeader, translateApiFieldMessages, translateApiMessage } from '@app/i18n/node';

interface ErrorBody {
  message: string;
  errors?: Record<string, string>;
}

const domainStatus = (error: DomainError): number => {
  if (error instanceof InvalidInputError) return 400;
  if (error instanceof NotAuthenticatedError) return 401;
  if (error instanceof ForbiddenError) return 403;
  if (error instanceof NotFoundError) return 404;
  if (error instanceof ConflictError) return 409;
  if (error instanceof TooManyRequestsError) return 429;
  return 400;
};

const httpMessage = (exception: HttpException): string => {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return String(message[0]);
  return typeof message === 'string' ? message : exception.message;
};

/**
 * The one place failures become HTTP: `{ message, errors? }` with the status the error's kind calls for, the
 * messages in the language the request asks for (the app sends its current language as Accept-Language).
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<FastifyReply>();
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const [status, english] = this.describe(exception);
    const language = languageOfAcceptHeader(request.headers['accept-language']);
    const body: ErrorBody = { message: translateApiMessage(language, english.message) };
    if (english.errors) body.errors = translateApiFieldMessages(language, english.errors);
    if (exception instanceof TooManyRequestsError) response.header('Retry-After', String(exception.retryAfterSeconds));
    if (status >= 500)
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    void response.status(status).send(body);
  }

  private describe(exception: unknown): [number, ErrorBody] {
    if (exception instanceof DomainError) {
      const fields =
        exception instanceof InvalidInputError && Object.keys(exception.fields).length ? exception.fields : undefined;
      return [
        domainStatus(exception),
        fields ? { message: exception.message, errors: fields } : { message: exception.message },
      ];
    }
    if (exception instanceof HttpException) return [exception.getStatus(), { message: httpMessage(exception) }];
    if (exception instanceof UniqueConstraintViolationException) return [409, { message: 'This already exists' }];
    const fastifyError = exception as { statusCode?: unknown; message?: unknown };
    if (
      typeof fastifyError.statusCode === 'number' &&
      fastifyError.statusCode >= 400 &&
      fastifyError.statusCode < 500
    ) {
      return [fastifyError.statusCode, { message: String(fastifyError.message ?? 'Bad request') }];
    }
    return [500, { message: 'Something went wrong, try again later.' }];
  }
}
