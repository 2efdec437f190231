import type { EntityManager } from '@mikro-orm/postgresql';
import { PasswordHasher } from '@app/auth';
import type { AppConfig } from '@app/config';
import { BloodRequestEntity, ReasonEntity, UserEntity } from '@app/persistence';
import { DonorTargeting } from '../search/donor-targeting.js';
import { seedPopulation } from './seed-population.js';

/** Every demo account (demo-donor-N@demo.bloodmatch.ng, demo-recipient-N@demo.bloodmatch.ng) uses this password. */
export const DEMO_PASSWORD = 'demo-blood-match-2026';
export const DEMO_DOMAIN = 'demo.bloodmatch.ng';

/**
 * A few hundred demo donors and recipients over real towns, and a few open requests in big cities whose first
 * search wave has run, so a demo donor's feed is not empty. Idempotent: accounts already there are kept, and
 * requests are added only when the demo recipients have none.
 */
export const seedDemo = async (em: EntityManager, config: AppConfig): Promise<string> => {
  const passwordHash = await new PasswordHasher(1).hash(DEMO_PASSWORD);
  await seedPopulation(em, { prefix: 'demo', domain: DEMO_DOMAIN, donors: 400, recipients: 60, passwordHash });
  const recipients = await em.find(
    UserEntity,
    { email: { $like: `demo-recipient-%@${DEMO_DOMAIN}` } },
    { populate: ['state'], limit: 20, orderBy: { email: 'asc' } },
  );
  const existing = await em.count(BloodRequestEntity, { requester: { $in: recipients.map((r) => r.id) } });
  let created = 0;
  if (existing === 0) {
    const reasons = await em.find(ReasonEntity, { type: 'request' });
    const targeting = new DonorTargeting(config);
    for (const [index, recipient] of recipients.entries()) {
      await em.transactional(async (tx) => {
        const request = tx.create(BloodRequestEntity, {
          requester: tx.getReference(UserEntity, recipient.id),
          recipient: 'self',
          firstName: recipient.firstName,
          lastName: recipient.lastName,
          gender: recipient.gender ?? 'Female',
          bloodGroup: recipient.bloodGroup ?? 'O+',
          reason: reasons[index % reasons.length]!,
          units: 1 + (index % 3),
          neededAt: new Date(Date.now() + (1 + (index % 5)) * 86_400_000),
          hospital: `General Hospital, ${recipient.address?.split(',')[0] ?? 'Lagos'}`,
          physician: 'Dr Demo',
          state: recipient.state!,
          latitude: recipient.latitude!,
          longitude: recipient.longitude!,
        });
        await tx.flush();
        await targeting.runNextWave(tx, request);
      });
      created += 1;
    }
  }
  const [counts] = await em.execute<{ donors: number; recipients: number }[]>(
    `select count(*) filter (where email like 'demo-donor-%')::int as donors,
            count(*) filter (where email like 'demo-recipient-%')::int as recipients
       from app_user where email like ?`,
    [`%@${DEMO_DOMAIN}`],
  );
  return `demo accounts: ${counts?.donors ?? 0} donors, ${counts?.recipients ?? 0} recipients (password "${DEMO_PASSWORD}"), ${created} new open requests`;
};
