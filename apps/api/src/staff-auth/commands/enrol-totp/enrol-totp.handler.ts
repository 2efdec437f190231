import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import QRCode from 'qrcode';
import { createTotpSecret, sealTotpSecret, totpUri } from '@app/auth';
import { SignIns } from '../../sign-ins.js';
import { EnrolTotpCommand, type EnrolTotpReply } from './enrol-totp.command.js';
import { STAFF_AUTH_ERRORS } from '../../staff-auth.errors.js';

/** A new secret each call until the first code confirms one; after that, enrolment is closed. */
@CommandHandler(EnrolTotpCommand)
export class EnrolTotpHandler implements ICommandHandler<EnrolTotpCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly signIns: SignIns,
  ) {}

  async execute({ challengeToken, kind }: EnrolTotpCommand): Promise<EnrolTotpReply> {
    const signIn = this.signIns.of(kind);
    const claims = signIn.challenge(challengeToken);
    return this.em.fork().transactional(async (em) => {
      const staff = await em.findOne(signIn.entity, { id: claims.sub, disabledAt: null });
      if (!staff) throw STAFF_AUTH_ERRORS.error('sign_in_expired');
      if (claims.step !== 'enrol' || staff.totpEnrolledAt) throw STAFF_AUTH_ERRORS.error('authenticator_already_set');
      const secret = createTotpSecret();
      staff.totpSecret = sealTotpSecret(secret, signIn.totpKey);
      const otpauthUrl = totpUri(secret, staff.email);
      return { secret, otpauth_url: otpauthUrl, qr_code_data_url: await QRCode.toDataURL(otpauthUrl) };
    });
  }
}
