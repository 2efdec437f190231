import { applyDecorators, HttpCode } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { z } from 'zod';
import { toOpenApiSchema } from '../../platform/http/openapi-schema.js';

/** Documents a bare reply (react-admin's dialect: no envelope) and sets the status code. */
export const ApiBareReply = (schema: z.ZodType, options: { status?: number; description?: string } = {}) => {
  const status = options.status ?? 200;
  return applyDecorators(
    HttpCode(status),
    ApiResponse({ status, description: options.description ?? 'Successful', schema: toOpenApiSchema(schema) as never }),
  );
};

/** A list: a bare array, its position in the whole given by the Content-Range header. */
export const ApiBareList = (item: z.ZodType) =>
  applyDecorators(
    HttpCode(200),
    ApiResponse({
      status: 200,
      description: 'The page of records; `Content-Range: <resource> start-end/total`',
      headers: { 'Content-Range': { schema: { type: 'string' }, description: '<resource> start-end/total' } },
      schema: toOpenApiSchema(z.array(item)) as never,
    }),
  );

/** `{ id, name }` of a person a record names, or null. */
export const personSchema = z.object({ id: z.string(), name: z.string() }).nullable();

export const personOf = (user: { id: string; firstName: string; lastName: string } | null | undefined) =>
  user ? { id: user.id, name: `${user.firstName} ${user.lastName}`.trim() } : null;

export const iso = (date: Date | null | undefined): string | null => (date ? date.toISOString() : null);
