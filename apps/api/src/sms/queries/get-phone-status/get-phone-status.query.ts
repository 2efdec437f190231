import { Query } from '@nestjs/cqrs';
import type { PhoneStatus } from '../../phone-status.view.js';

/** The person's number, whether it is proved, their SMS choice, and any code still usable for this number. */
export class GetPhoneStatusQuery extends Query<PhoneStatus> {
  constructor(readonly userId: string) {
    super();
  }
}
