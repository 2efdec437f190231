import { Module } from '@nestjs/common';
import { ApplyAsAdvocateController } from './commands/apply-as-advocate/apply-as-advocate.http.controller.js';
import { ApplyAsAdvocateHandler } from './commands/apply-as-advocate/apply-as-advocate.handler.js';
import { SendPartnershipMessageController } from './commands/send-partnership-message/send-partnership-message.http.controller.js';
import { SendPartnershipMessageHandler } from './commands/send-partnership-message/send-partnership-message.handler.js';

/** The public partner form and advocacy applications; staff moderate both (status and timestamps on each). */
@Module({
  controllers: [SendPartnershipMessageController, ApplyAsAdvocateController],
  providers: [SendPartnershipMessageHandler, ApplyAsAdvocateHandler],
})
export class PartnershipsModule {}
