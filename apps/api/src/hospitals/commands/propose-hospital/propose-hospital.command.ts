import { Command } from '@nestjs/cqrs';
import type { HospitalProposal } from '@app/domain';

export class ProposeHospitalCommand extends Command<{ hospitalId: string }> {
  constructor(
    readonly proposerId: string,
    readonly values: HospitalProposal,
  ) {
    super();
  }
}
