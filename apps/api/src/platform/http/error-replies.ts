import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';

const errorSchema = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'string' } },
  },
  required: ['message'],
};

const descriptions: Record<number, string> = {
  400: 'Bad input: `errors` names each field at fault',
  401: 'No token, or a bad or expired one',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflicts with the current state',
  429: 'Too many requests; see Retry-After',
};

/** Documents the failure replies a route can give. */
export const ApiErrors = (...statuses: number[]) =>
  applyDecorators(
    ...statuses.map((status) =>
      ApiResponse({ status, description: descriptions[status], schema: errorSchema as never }),
    ),
  );
