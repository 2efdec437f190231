import { applyDecorators, HttpCode } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import type { EntityName, FilterQuery, QueryOrderMap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { englishText, type MessageRef } from '@app/domain';
import { toOpenApiSchema } from './openapi-schema.js';

/** Every success body: the payload under `data` and a sentence for people under `message`. */
export interface Reply<T> {
  data: T;
  message: string;
  [REPLY_MESSAGE]?: MessageRef;
}

/** The catalogue key of a reply's `message`, for its translation; a symbol, so it is never serialised. */
export const REPLY_MESSAGE: unique symbol = Symbol('reply message');

const SUCCESSFUL: MessageRef = { key: 'api:generic.successful' };

/**
 * A success body. Its sentence by catalogue key (`{ key: 'api:…' }`), never as text: written in English in `message`
 * and put into the request's language by the reply hook.
 */
export const reply = <T>(data: T, message: MessageRef = SUCCESSFUL): Reply<T> => ({
  data,
  message: message.params ? englishText(message) : sentenceOf(message.key),
  [REPLY_MESSAGE]: message,
});

/** A sentence without parameters is rendered once, not on every request: most replies carry the same few. */
const renderedSentences = new Map<string, string>();
const sentenceOf = (key: string): string => {
  const known = renderedSentences.get(key);
  if (known !== undefined) return known;
  const text = englishText({ key });
  // Before the catalogue is loaded a key renders as itself: not worth keeping.
  if (text !== key) renderedSentences.set(key, text);
  return text;
};

/**
 * A success body read by a machine or an operator (a load balancer's health probe), never by a person in the app: its
 * text stays in English. Each text is on NOT_FOR_PEOPLE in api-messages.spec.ts with the reason.
 */
export const operatorReply = <T>(data: T, text: string): Reply<T> => ({ data, message: text });

/** Documents the reply envelope around a data schema, and sets the status code. */
export const ApiReply = (data: z.ZodType, options: { status?: number; description?: string } = {}) => {
  const status = options.status ?? 200;
  return applyDecorators(
    HttpCode(status),
    ApiResponse({
      status,
      description: options.description ?? 'Successful',
      schema: toOpenApiSchema(z.object({ data, message: z.string() })) as never,
    }),
  );
};

export const pageQuery = z.object({
  page: z.coerce
    .number({ error: 'page must be a whole number from 1' })
    .int('page must be a whole number from 1')
    .min(1, 'page must be a whole number from 1')
    .default(1),
  limit: z.coerce
    .number({ error: 'limit must be a whole number from 1 to 100' })
    .int('limit must be a whole number from 1 to 100')
    .min(1, 'limit must be a whole number from 1 to 100')
    .max(100, 'limit must be a whole number from 1 to 100')
    .default(20),
});
export type PageQuery = z.output<typeof pageQuery>;

export const pageInfoSchema = z.object({ total: z.number().int(), total_pages: z.number().int() });

export const pageInfo = (total: number, query: PageQuery) => ({ total, total_pages: Math.ceil(total / query.limit) });

export const pageWindow = (query: PageQuery) => ({ offset: (query.page - 1) * query.limit, limit: query.limit });

/** A list reply's data: the items under their own key, and the paging info. */
export const pageReplySchema = (key: string, item: z.ZodType) =>
  z.object({ [key]: z.array(item), page_info: pageInfoSchema });
export type PageReply<Key extends string, Item> = Record<Key, Item[]> & {
  page_info: z.output<typeof pageInfoSchema>;
};

/** One page of an entity's rows, newest or soonest first as `orderBy` says, with the paging info lists reply with. */
export const findPage = async <Entity extends object>(
  em: EntityManager,
  entity: EntityName<Entity>,
  where: FilterQuery<Entity>,
  orderBy: QueryOrderMap<Entity>,
  query: PageQuery,
): Promise<{ rows: Entity[]; page_info: z.output<typeof pageInfoSchema> }> => {
  const [rows, total] = await em
    .fork()
    .findAndCount(entity, where as never, { orderBy, ...pageWindow(query) } as never);
  return { rows: rows as Entity[], page_info: pageInfo(total, query) };
};

/** Documents a reply that is a file (not JSON) in one of `contentTypes` (ranges such as `image/*` allowed). */
export const ApiFileReply = (contentTypes: readonly string[], description: string) =>
  ApiResponse({
    status: 200,
    description,
    content: Object.fromEntries(
      contentTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
    ) as never,
  });
