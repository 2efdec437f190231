import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { map, type Observable } from 'rxjs';
import { languageOfAcceptHeader, translateApiMessage } from '@app/i18n/node';

/** A success reply's `message` (a sentence for people, written in English by the controllers) in the request's language. */
@Injectable()
export class TranslateRepliesInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const language = languageOfAcceptHeader(request.headers['accept-language']);
    return next.handle().pipe(
      map((body: unknown) => {
        if (language === 'en' || !body || typeof body !== 'object' || Array.isArray(body)) return body;
        const message = (body as { message?: unknown }).message;
        return typeof message === 'string' ? { ...body, message: translateApiMessage(language, message) } : body;
      }),
    );
  }
}
