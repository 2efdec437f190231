import { Module } from '@nestjs/common';
import { CancelAppealResponseHandler } from './commands/cancel-appeal-response/cancel-appeal-response.handler.js';
import { RaiseAppealHandler } from './commands/raise-appeal/raise-appeal.handler.js';
import { RecordAppealDonation } from './commands/record-appeal-donation/record-appeal-donation.handler.js';
import { RespondToAppealHandler } from './commands/respond-to-appeal/respond-to-appeal.handler.js';
import { StopAppealHandler } from './commands/stop-appeal/stop-appeal.handler.js';
import { UpdateAppealHandler } from './commands/update-appeal/update-appeal.handler.js';
import { AppealJobs } from './jobs/appeal.jobs.js';
import { AppealSlotsHandler } from './queries/appeal-slots/appeal-slots.handler.js';
import { DonorAppealsHandler } from './queries/donor-appeals/donor-appeals.handler.js';
import { HospitalAppealsHandler } from './queries/hospital-appeals/hospital-appeals.handler.js';
import { DonorAppealsController } from './queries/donor-appeals/donor-appeals.http.controller.js';
import { HospitalAppealsController } from './queries/hospital-appeals/hospital-appeals.http.controller.js';

/** Urgent appeals: raised by staff (admin routes) or a hospital's officer, answered by the donors they reached. */
@Module({
  controllers: [DonorAppealsController, HospitalAppealsController],
  providers: [
    RaiseAppealHandler,
    StopAppealHandler,
    UpdateAppealHandler,
    RespondToAppealHandler,
    CancelAppealResponseHandler,
    DonorAppealsHandler,
    HospitalAppealsHandler,
    AppealSlotsHandler,
    RecordAppealDonation,
    AppealJobs,
  ],
  exports: [RecordAppealDonation, AppealJobs],
})
export class AppealsModule {}
