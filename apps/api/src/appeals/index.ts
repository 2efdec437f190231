export { APPEAL_POPULATE, appealSchema, appealView, type AppealView } from './appeal.view.js';
export { RaiseAppealCommand } from './commands/raise-appeal/raise-appeal.command.js';
export { RecordAppealDonationCommand } from './commands/record-appeal-donation/record-appeal-donation.command.js';
export { StopAppealCommand } from './commands/stop-appeal/stop-appeal.command.js';
