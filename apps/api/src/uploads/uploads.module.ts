import { Module } from '@nestjs/common';
import { CleanUpUnclaimedUploadsJob } from './cleanup/clean-up-unclaimed-uploads.job.js';
import { UploadFileController } from './commands/upload-file/upload-file.http.controller.js';
import { UploadFileHandler } from './commands/upload-file/upload-file.handler.js';

/** Files sent before a form that uses them (advocate passport and CV), judged by content and cleaned up if unused. */
@Module({
  controllers: [UploadFileController],
  providers: [UploadFileHandler, CleanUpUnclaimedUploadsJob],
})
export class UploadsModule {}
