import { Command } from '@nestjs/cqrs';
import type { z } from 'zod';
import type { reportAbuseForm } from '@app/domain';

export type AbuseReport = z.output<typeof reportAbuseForm>;

export class ReportAbuseCommand extends Command<{ id: string }> {
  constructor(
    readonly reporterId: string,
    readonly report: AbuseReport,
  ) {
    super();
  }
}
