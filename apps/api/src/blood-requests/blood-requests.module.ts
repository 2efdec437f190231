import { Module } from '@nestjs/common';
import { ChangeRequestStatusController } from './commands/change-request-status/change-request-status.http.controller.js';
import { ChangeRequestStatusHandler } from './commands/change-request-status/change-request-status.handler.js';
import { ConfirmDonationAttemptController } from './commands/confirm-donation-attempt/confirm-donation-attempt.http.controller.js';
import { ConfirmDonationAttemptHandler } from './commands/confirm-donation-attempt/confirm-donation-attempt.handler.js';
import { ConfirmMatchController } from './commands/confirm-match/confirm-match.http.controller.js';
import { ConfirmMatchHandler } from './commands/confirm-match/confirm-match.handler.js';
import { CreateBloodRequestController } from './commands/create-blood-request/create-blood-request.http.controller.js';
import { CreateBloodRequestHandler } from './commands/create-blood-request/create-blood-request.handler.js';
import { MarkRequestSeenController } from './commands/mark-request-seen/mark-request-seen.http.controller.js';
import { MarkRequestSeenHandler } from './commands/mark-request-seen/mark-request-seen.handler.js';
import { RespondToRequestController } from './commands/respond-to-request/respond-to-request.http.controller.js';
import { RespondToRequestHandler } from './commands/respond-to-request/respond-to-request.handler.js';
import { SetAvailabilityController } from './commands/set-availability/set-availability.http.controller.js';
import { SetAvailabilityHandler } from './commands/set-availability/set-availability.handler.js';
import { ListMyRequestsHandler } from './queries/list-my-requests/list-my-requests.handler.js';
import { BloodRequestJobs } from './jobs/blood-request.jobs.js';
import { DonorHistoryController } from './queries/donor-history/donor-history.http.controller.js';
import { DonorMatchController } from './queries/donor-match/donor-match.http.controller.js';
import { DonorHistoryHandler } from './queries/donor-history/donor-history.handler.js';
import { DonorMatchHandler } from './queries/donor-match/donor-match.handler.js';
import { ListDonationsHandler } from './queries/list-donations/list-donations.handler.js';
import { ListDonorRequestsController } from './queries/list-donor-requests/list-donor-requests.http.controller.js';
import { ListDonorRequestsHandler } from './queries/list-donor-requests/list-donor-requests.handler.js';
import { ListMyRequestsController } from './queries/list-my-requests/list-my-requests.http.controller.js';
import { DonorTargeting } from './search/donor-targeting.js';

// The jobs' SchedulerRegistry comes from the application's one ScheduleModule.forRoot().
@Module({
  controllers: [
    // Static paths before parameterised ones sharing a prefix.
    ListDonorRequestsController,
    DonorHistoryController,
    DonorMatchController,
    ConfirmDonationAttemptController,
    RespondToRequestController,
    MarkRequestSeenController,
    ConfirmMatchController,
    CreateBloodRequestController,
    ListMyRequestsController,
    ChangeRequestStatusController,
    SetAvailabilityController,
  ],
  providers: [
    DonorTargeting,
    BloodRequestJobs,
    CreateBloodRequestHandler,
    ChangeRequestStatusHandler,
    ConfirmMatchHandler,
    RespondToRequestHandler,
    MarkRequestSeenHandler,
    ConfirmDonationAttemptHandler,
    SetAvailabilityHandler,
    ListMyRequestsHandler,
    ListDonorRequestsHandler,
    DonorHistoryHandler,
    ListDonationsHandler,
    DonorMatchHandler,
  ],
  exports: [DonorTargeting, BloodRequestJobs],
})
export class BloodRequestsModule {}
