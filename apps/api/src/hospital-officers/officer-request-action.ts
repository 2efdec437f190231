import { applyDecorators, Post } from '@nestjs/common';
import { ApiOperation, type ApiOperationOptions } from '@nestjs/swagger';
import { ApiErrors } from '../platform/http/error-replies.js';
import { ApiReply } from '../platform/http/replies.js';
import { officerRequestSchema } from './officer-request.view.js';

/** A route by which an officer acts on one request at their hospital (`:id/<action>`), replying with the request. */
export const OfficerRequestAction = (action: string, operation: ApiOperationOptions) =>
  applyDecorators(
    Post(`:id/${action}`),
    ApiOperation(operation),
    ApiReply(officerRequestSchema),
    ApiErrors(400, 401, 404, 409),
  );
