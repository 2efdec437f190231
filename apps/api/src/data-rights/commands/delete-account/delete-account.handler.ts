import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { UserEntity } from '@app/persistence';
import { AccountSecurity } from '../../../accounts/index.js';
import { refusalMessage } from '../../../platform/rate-limit/rate-limiter.js';
import { FileStorage, storageFailureText } from '../../../platform/storage/file-storage.js';
import { isMailTo, removeWrittenMail, removeWrittenSms } from '../../retention/written-mail.js';
import { DeleteAccountCommand, type AccountDeletion } from './delete-account.command.js';
import { closeOpenRequests, releaseAcceptedMatches } from './open-commitments.js';
import { deletionFailuresKey, erasePersonalData } from './personal-data-erasure.js';
import { DATA_RIGHTS_ERRORS } from '../../data-rights.errors.js';

/**
 * Deletes an account (NDPA 2023, right to erasure): with the right password, in one transaction the person's open
 * requests close, their accepted places are released (the other side is told through the outbox), and their
 * personal data is erased; their stored files, written mail and written texts go once that has committed. A wrong password changes nothing.
 */
@CommandHandler(DeleteAccountCommand)
export class DeleteAccountHandler implements ICommandHandler<DeleteAccountCommand> {
  private readonly logger = new Logger('AccountDeletion');

  constructor(
    private readonly em: EntityManager,
    private readonly security: AccountSecurity,
    private readonly storage: FileStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ userId, password }: DeleteAccountCommand): Promise<AccountDeletion> {
    const failures = this.security.config.RATE_LIMIT_LOGIN_ACCOUNT_FAILURES;
    const failureKey = deletionFailuresKey(userId);
    // The slot is taken before the password is checked, so parallel guesses cannot outrun the lock.
    const slot = await this.security.limiter.reserve(
      failureKey,
      failures,
      refusalMessage('api:dataRights.tooManyWrongPasswords', failures),
    );
    const current = await this.em
      .fork()
      .findOne(UserEntity, { id: userId, deletedAt: null }, { populate: ['passwordHash'] });
    if (!current) throw DATA_RIGHTS_ERRORS.error('user_not_found');
    if (!(await this.security.hasher.verify(current.passwordHash, password))) {
      throw DATA_RIGHTS_ERRORS.error('password_wrong', { field: 'password' });
    }
    await slot.release();
    const now = new Date();
    const smsNumbers: string[] = [];
    const { files, ...outcome } = await this.em.fork().transactional(async (em) => {
      const user = await em.findOneOrFail(
        UserEntity,
        { id: userId, deletedAt: null },
        { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ['passwordHash'] },
      );
      // Every number texts went to (a changed number's too), read before erasure deletes the SMS outbox rows.
      const numbers = await em.execute<{ phone_number: string }[]>(
        'select distinct phone_number from sms_message where user_id = ?',
        [user.id],
      );
      smsNumbers.push(user.phoneNumber, ...numbers.map((row) => row.phone_number));
      const requestsClosed = await closeOpenRequests(em, user.id);
      const matchesReleased = await releaseAcceptedMatches(em, user.id, now);
      await em.flush();
      return { requestsClosed, matchesReleased, files: await erasePersonalData(em, user, now) };
    });
    for (const key of files)
      await this.storage
        .delete(key)
        .catch((error: unknown) => this.logger.warn(`could not delete ${key}: ${storageFailureText(error)}`));
    // Copies of mail written to disk (no SMTP configured) go too, rather than waiting for their retention.
    await removeWrittenMail(this.config.DATA_DIR, (path) => isMailTo(path, current.email));
    await removeWrittenSms(this.config.DATA_DIR, smsNumbers);
    return outcome;
  }
}
