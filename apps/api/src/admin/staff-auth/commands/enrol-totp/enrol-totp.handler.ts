import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import QRCode from 'qrcode';
import { createTotpSecret, sealTotpSecret, totpUri } from '@app/auth';
import { ConflictError, NotAuthenticatedError } from '@app/domain';
import { StaffMemberEntity } from '@app/persistence';
import { CHALLENGE_EXPIRED, StaffSignIn } from '../../staff-sign-in.js';
import { EnrolTotpCommand, type EnrolTotpReply } from './enrol-totp.command.js';

/** A new secret each call until the first code confirms one; after that, enrolment is closed. */
@CommandHandler(EnrolTotpCommand)
export class EnrolTotpHandler implements ICommandHandler<EnrolTotpCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly signIn: StaffSignIn,
  ) {}

  async execute({ challengeToken }: EnrolTotpCommand): Promise<EnrolTotpReply> {
    const claims = this.signIn.challenge(challengeToken);
    return this.em.fork().transactional(async (em) => {
      const staff = await em.findOne(StaffMemberEntity, { id: claims.sub, disabledAt: null });
      if (!staff) throw new NotAuthenticatedError(CHALLENGE_EXPIRED);
      if (claims.step !== 'enrol' || staff.totpEnrolledAt)
        throw new ConflictError('Your authenticator is already set up; enter its code');
      const secret = createTotpSecret();
      staff.totpSecret = sealTotpSecret(secret, this.signIn.totpKey);
      const otpauthUrl = totpUri(secret, staff.email);
      return { secret, otpauth_url: otpauthUrl, qr_code_data_url: await QRCode.toDataURL(otpauthUrl) };
    });
  }
}
