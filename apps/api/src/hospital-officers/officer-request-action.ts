import { applyDecorators, Post } from '@nestjs/common';
import { ApiOperation, type ApiOperationOptions } from '@nestjs/swagger';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ApiErrors } from '../platform/http/error-replies.js';
import { ApiReply } from '../platform/http/replies.js';
import { loadOfficerRequests, officerRequestSchema, type OfficerRequestView } from './officer-request.view.js';

/** A route by which an officer acts on one request at their hospital (`:id/<action>`), replying with the request. */
export const OfficerRequestAction = (action: string, operation: ApiOperationOptions) =>
  applyDecorators(
    Post(`:id/${action}`),
    ApiOperation(operation),
    ApiReply(officerRequestSchema),
    ApiErrors(400, 401, 404, 409),
  );

/** One request at the officer's hospital as it stands now, for the reply to what they just did to it. */
export const loadOfficerRequest = async (
  em: EntityManager,
  hospitalId: string,
  requestId: string,
): Promise<OfficerRequestView> => {
  const [request] = await loadOfficerRequests(em.fork(), hospitalId, { requestId });
  return request!;
};
