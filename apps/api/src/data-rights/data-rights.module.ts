import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/index.js';
import { DeleteAccountController } from './commands/delete-account/delete-account.http.controller.js';
import { DeleteAccountHandler } from './commands/delete-account/delete-account.handler.js';
import { ExportPersonalDataController } from './queries/export-personal-data/export-personal-data.http.controller.js';
import { ExportPersonalDataHandler } from './queries/export-personal-data/export-personal-data.handler.js';
import { RetentionJobs } from './retention/retention.jobs.js';

/** Each person's rights over their data (NDPA 2023): export, deletion, and the retention of everything kept. */
@Module({
  imports: [AccountsModule],
  controllers: [ExportPersonalDataController, DeleteAccountController],
  providers: [DeleteAccountHandler, ExportPersonalDataHandler, RetentionJobs],
})
export class DataRightsModule {}
