import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { refuseHostileInput } from '../../../platform/http/validation.js';
import { UPLOAD_ERRORS } from '../../uploads.errors.js';

const sizeLimit = (maxBytes: number): string => {
  const mib = maxBytes / (1024 * 1024);
  return mib >= 1 ? `${Number(mib.toFixed(1))} MB` : `${Math.round(maxBytes / 1024)} KB`;
};

/** The multipart field `file`, read whole: missing, empty or too large files are a 400 on `file`. */
export const readUploadedFile = async (
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ fileName: string; content: Buffer }> => {
  if (!request.isMultipart()) throw UPLOAD_ERRORS.error('file_missing', { field: 'file' });
  const file = await request.file().catch(() => undefined);
  if (!file || file.fieldname !== 'file') throw UPLOAD_ERRORS.error('file_missing', { field: 'file' });
  const content = await file.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw UPLOAD_ERRORS.error('file_too_large', { field: 'file', params: { limit: sizeLimit(maxBytes) } });
    }
    throw error;
  });
  if (content.length === 0) throw UPLOAD_ERRORS.error('file_missing', { field: 'file' });
  // The name is kept as sent (it is shown to staff), so it is held to the rule every text field is.
  refuseHostileInput(file.filename, 'file', 'file');
  return { fileName: file.filename ?? 'file', content };
};

/** Documents a multipart body with one `file` field of the kinds described. */
export const ApiFileUpload = (kinds: string) =>
  applyDecorators(
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: {
        type: 'object',
        required: ['file'],
        properties: { file: { type: 'string', format: 'binary', description: kinds } },
      },
    }),
  );
