import type { FastifyInstance } from 'fastify';
import { languageOfAcceptHeader, translateApiMessage } from '@app/i18n/node';
import type { MessageRef } from '@app/domain';
import { REPLY_MESSAGE } from './replies.js';

/**
 * A success reply's `message` (a sentence for people, by its catalogue key) in the request's language. A Fastify
 * hook rather than a Nest interceptor: a global interceptor wraps every route's result in rxjs
 * observables, which the CPU profile of `npm run bench` showed among the per-request costs (docs/benchmarks.md).
 * Failures are translated by the exception filter; only objects reach this hook (not strings, buffers or streams).
 */
export const registerReplyTranslation = (fastify: FastifyInstance): void => {
  fastify.addHook('preSerialization', (request, reply, body: unknown, done) => {
    const message = isReplyBody(body) && reply.statusCode < 400 ? body[REPLY_MESSAGE] : undefined;
    const language = message !== undefined ? languageOfAcceptHeader(request.headers['accept-language']) : 'en';
    done(null, language === 'en' ? body : { ...(body as object), message: translateApiMessage(language, message!) });
  });
};

/** Only bodies built by `reply` carry a key; an operator's reply stays in English. */
const isReplyBody = (body: unknown): body is { [REPLY_MESSAGE]?: MessageRef } =>
  !!body && typeof body === 'object' && !Array.isArray(body);
