import type { EntityManager } from '@mikro-orm/postgresql';
import { PasswordHasher } from '@app/auth';
import type { AppConfig } from '@app/config';
import { UserRegistered, UserVerified } from '@app/contracts';
import { InvalidInputError, newBloodRequestForm } from '@app/domain';
import { recordEvent } from '@app/messaging';
import {
  BloodRequestEntity,
  BloodRequestTargetEntity,
  DonationMatchEntity,
  HospitalEntity,
  ReasonEntity,
  UserEntity,
} from '@app/persistence';
import { CreateBloodRequestCommand } from '../../apps/api/src/blood-requests/commands/create-blood-request/create-blood-request.command.js';
import { CreateBloodRequestHandler } from '../../apps/api/src/blood-requests/commands/create-blood-request/create-blood-request.handler.js';
import { ConfirmMatchCommand } from '../../apps/api/src/blood-requests/commands/confirm-match/confirm-match.command.js';
import { ConfirmMatchHandler } from '../../apps/api/src/blood-requests/commands/confirm-match/confirm-match.handler.js';
import { RespondToRequestCommand } from '../../apps/api/src/blood-requests/commands/respond-to-request/respond-to-request.command.js';
import { RespondToRequestHandler } from '../../apps/api/src/blood-requests/commands/respond-to-request/respond-to-request.handler.js';
import { RateLimits } from '../../apps/api/src/platform/rate-limit/rate-limits.js';
import { DonorTargeting } from '../../apps/api/src/blood-requests/search/donor-targeting.js';
import { seedDemoHospitals } from './seed-hospitals.js';
import { seedPopulation } from './seed-population.js';

/** Every demo account (demo-donor-N@demo.bloodmatch.ng, demo-recipient-N@demo.bloodmatch.ng) uses this password. */
export const DEMO_PASSWORD = 'demo-blood-match-2026';
export const DEMO_DOMAIN = 'demo.bloodmatch.ng';

const DEMO_REQUESTS = 20;
/** Of the demo requests, how many get a donor who accepted, and of those how many the recipient confirmed. */
const DEMO_ACCEPTED = 10;
const DEMO_CONFIRMED = 6;

const lagosDateTime = (date: Date) => new Date(date.getTime() + 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/**
 * A few hundred demo donors and recipients over real towns, requests in big cities whose first search wave has
 * run, donors who accepted some of them and recipients who confirmed some donations: a living platform whose home
 * page figures count something. Requests, acceptances and confirmations go through the same command handlers as
 * the API, so their events reach the projectors (stats, notifications, reminders) once the API runs.
 * Idempotent: accounts already there are kept, requests are added only when the demo recipients have none, and
 * donations only when none of their requests has a donor yet.
 */
export const seedDemo = async (em: EntityManager, config: AppConfig): Promise<string> => {
  const passwordHash = await new PasswordHasher(1).hash(DEMO_PASSWORD);
  const added = await seedPopulation(em, {
    prefix: 'demo',
    domain: DEMO_DOMAIN,
    donors: 400,
    recipients: 60,
    passwordHash,
  });
  await recordSignUps(em, added);
  const hospitals = await seedDemoHospitals(em);
  const recipients = await em.find(
    UserEntity,
    { email: { $like: `demo-recipient-%@${DEMO_DOMAIN}` } },
    { populate: ['state'], orderBy: { email: 'asc' } },
  );
  const created = await createRequests(em, config, recipients);
  const { accepted, confirmed } = await createDonations(em, config, recipients);
  const [counts] = await em.execute<{ donors: number; recipients: number }[]>(
    `select count(*) filter (where email like 'demo-donor-%')::int as donors,
            count(*) filter (where email like 'demo-recipient-%')::int as recipients
       from app_user where email like ?`,
    [`%@${DEMO_DOMAIN}`],
  );
  return (
    `demo accounts: ${counts?.donors ?? 0} donors, ${counts?.recipients ?? 0} recipients (password "${DEMO_PASSWORD}"), ` +
    `${hospitals} new demo hospitals, ${created} new open requests, ${accepted} new accepted donations, ` +
    `${confirmed} new confirmed donations`
  );
};

/** The sign-up and verification events a real sign-up records, for the accounts this run added. */
const recordSignUps = async (em: EntityManager, added: { id: string; role: 'donor' | 'recipient' }[]) => {
  if (added.length === 0) return;
  await em.transactional(async (tx) => {
    for (const user of added) {
      recordEvent(tx, UserRegistered, user.id, { user_id: user.id, role: user.role });
      recordEvent(tx, UserVerified, user.id, { user_id: user.id });
    }
    await tx.flush();
  });
};

const createRequests = async (em: EntityManager, config: AppConfig, recipients: UserEntity[]) => {
  const existing = await em.count(BloodRequestEntity, { requester: { $in: recipients.map((r) => r.id) } });
  if (existing > 0) return 0;
  const reasons = await em.find(ReasonEntity, { type: 'request' }, { orderBy: { id: 'asc' } });
  const handler = new CreateBloodRequestHandler(em, new DonorTargeting(config), new RateLimits(em), config);
  // A recipient in a state with a demo hospital asks there; elsewhere, at a named general hospital of their town.
  const hospitals = new Map(
    (await em.find(HospitalEntity, { source: 'demo' }, { orderBy: { name: 'asc' } })).map((h) => [h.state.id, h.id]),
  );
  let created = 0;
  for (const [index, recipient] of recipients.entries()) {
    const hospitalId = hospitals.get(recipient.state!.id);
    const values = newBloodRequestForm.parse({
      recipient: 'self',
      reason_id: reasons[index % reasons.length]!.id,
      units: 1 + (index % 3),
      date: lagosDateTime(new Date(Date.now() + (1 + (index % 5)) * 86_400_000)),
      physician: 'Dr Demo',
      ...(hospitalId
        ? { hospital_id: hospitalId }
        : {
            hospital: `General Hospital, ${recipient.address?.split(',')[0] ?? 'Lagos'}`,
            state_id: recipient.state!.id,
            latitude: recipient.latitude!,
            longitude: recipient.longitude!,
          }),
    });
    try {
      await handler.execute(new CreateBloodRequestCommand(recipient.id, values));
    } catch (error) {
      // A demo person scattered around their town may land across a state line or off the coast: the API refuses
      // such a location, as it would for anyone, so the next recipient asks instead.
      if (error instanceof InvalidInputError && ('location' in error.fields || 'state_id' in error.fields)) continue;
      throw error;
    }
    created += 1;
    if (created === DEMO_REQUESTS) break;
  }
  return created;
};

/**
 * For the first demo requests, the first targeted donor able to give accepts (as through PUT /v1/requests/donor/:id),
 * and for some of them the recipient confirms the donation (as through PUT /v1/requests/matches/:id/confirm).
 */
const createDonations = async (em: EntityManager, config: AppConfig, recipients: UserEntity[]) => {
  const theirs = { requester: { $in: recipients.map((r) => r.id) } };
  if ((await em.count(DonationMatchEntity, { request: theirs })) > 0) return { accepted: 0, confirmed: 0 };
  // Only the demo requests, the first ones: a demo recipient may since have asked many more (`npm run bench` creates
  // hundreds of thousands), which need not be loaded.
  const requests = await em.find(BloodRequestEntity, theirs, {
    orderBy: { createdAt: 'asc', id: 'asc' },
    limit: DEMO_REQUESTS,
  });
  const respond = new RespondToRequestHandler(em);
  const confirm = new ConfirmMatchHandler(em, config);
  let accepted = 0;
  let confirmed = 0;
  for (const request of requests) {
    if (accepted >= DEMO_ACCEPTED) break;
    const targets = await em.find(BloodRequestTargetEntity, { request: request.id }, { orderBy: { donor: 'asc' } });
    for (const target of targets) {
      // A donor who cannot give now (donated recently, already committed elsewhere) is refused like in the app.
      const result = await respond
        .execute(new RespondToRequestCommand(target.donor.id, request.id, { status: 'accepted' }))
        .catch(() => null);
      if (!result?.matchId) continue;
      accepted += 1;
      if (confirmed < DEMO_CONFIRMED) {
        await confirm.execute(new ConfirmMatchCommand(request.requester.id, result.matchId));
        confirmed += 1;
      }
      break;
    }
  }
  return { accepted, confirmed };
};
