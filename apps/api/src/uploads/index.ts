export { ApiFileUpload, readUploadedFile } from './commands/upload-file/upload-file.request.dto.js';
export { type UploadedFile, UploadFileCommand } from './commands/upload-file/upload-file.command.js';
export { contentDisposition, SERVED_CONTENT_TYPES } from './file-kinds.js';
