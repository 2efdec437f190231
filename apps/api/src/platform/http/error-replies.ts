import { applyDecorators } from '@nestjs/common';
import { ApiResponse, type ApiResponseOptions } from '@nestjs/swagger';
import { APPEAL_REFUSALS, BLOOD_REQUEST_REFUSALS } from '@app/domain';

const GENERIC_CODES = ['invalid_input', 'not_authenticated', 'forbidden', 'not_found', 'conflict', 'already_exists'];
const MORE_CODES = [
  'too_large',
  'unsupported_media_type',
  'too_many_requests',
  'bad_request',
  'service_unavailable',
  'storage_unavailable',
  'internal_error',
];

const errorSchema = {
  type: 'object',
  properties: {
    message: { type: 'string', description: 'For people, in the language of Accept-Language' },
    code: {
      type: 'string',
      description: `A stable snake_case code to branch on (the message may change or be translated). Generic: ${[
        ...GENERIC_CODES,
        ...MORE_CODES,
      ].join(
        ', ',
      )}. Request lifecycle: ${Object.keys(BLOOD_REQUEST_REFUSALS.entries).join(', ')}. Appeals: ${Object.keys(APPEAL_REFUSALS.entries).join(', ')}.`,
    },
    errors: { type: 'object', additionalProperties: { type: 'string' } },
    details: { type: 'object', additionalProperties: true, description: 'What can be done instead, when offered' },
  },
  required: ['message', 'code'],
};

const descriptions: Record<number, string> = {
  400: 'Bad input: `errors` names each field at fault',
  401: 'No token, or a bad or expired one',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflicts with the current state',
  429: 'Too many requests; see Retry-After',
  503: 'A part the operation needs (file storage) is failing; try again later',
};

/** A failure reply as the document describes it: JSON always, whatever the route's success produces. */
export const errorResponse = (status: number) => ({
  description: descriptions[status] ?? 'Failed',
  content: { 'application/json': { schema: errorSchema } },
});

/** Documents the failure replies a route can give. */
export const ApiErrors = (...statuses: number[]) =>
  applyDecorators(...statuses.map((status) => ApiResponse({ status, ...errorResponse(status) } as ApiResponseOptions)));

type DocumentedOperation = { parameters?: unknown[]; requestBody?: unknown; responses?: Record<string, unknown> };

/** The methods whose requests carry a body, which the JSON parser refuses (400) when it is malformed. */
const CARRIES_A_BODY = new Set(['post', 'put', 'patch', 'delete']);

/**
 * Every operation that takes input (a path or query parameter, a body) can answer 400: the validation layer refuses
 * text no field may hold and numbers no column can hold in all of them, before any route's own rules. So can every
 * request that may carry a body, even to a route that reads none: the JSON parser refuses a malformed one (or one
 * with a `__proto__` key) before the route is reached.
 */
export const documentInputRefusals = (paths: Record<string, Record<string, DocumentedOperation>>) => {
  for (const item of Object.values(paths))
    for (const [method, operation] of Object.entries(item)) {
      if (!operation.parameters?.length && !operation.requestBody && !CARRIES_A_BODY.has(method)) continue;
      operation.responses ??= {};
      operation.responses['400'] ??= errorResponse(400);
    }
};
