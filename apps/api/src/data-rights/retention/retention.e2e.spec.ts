import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { DAY_MS, RETENTION_DAYS } from '@app/domain';
import { startTestApi, type TestApi } from '@test/api';
import { RetentionJobs } from './retention.jobs.js';

describe('retention: what is past its period goes, what is not stays', () => {
  let api: TestApi;
  const now = new Date();
  /** A moment `days` past the kind's period (negative: still inside it). */
  const past = (kind: keyof typeof RETENTION_DAYS, days = 1) =>
    new Date(now.getTime() - (RETENTION_DAYS[kind] + days) * DAY_MS);
  const within = (kind: keyof typeof RETENTION_DAYS) => past(kind, -0.5);

  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    api.app.get(EntityManager).fork().getConnection().execute<T[]>(query, params);
  const ids = async (query: string) => (await sql<{ id: string }>(query)).map((row) => row.id).sort();

  const user = async (status: 'pending' | 'active', createdAt: Date, extra: { deleted?: boolean } = {}) => {
    const id = randomUUID();
    await sql(
      `insert into app_user (id, first_name, last_name, email, phone_number, password_hash, status, verified_at,
         deleted_at, sessions_valid_after, created_at, updated_at)
       values (?, 'Kept', 'Or Not', ?, '2348030000000', 'x', ?, ?, ?, ?, ?, ?)`,
      [
        id,
        `${id}@example.com`,
        status,
        status === 'active' ? createdAt : null,
        extra.deleted ? now : null,
        createdAt,
        createdAt,
        createdAt,
      ],
    );
    return id;
  };

  beforeAll(async () => {
    api = await startTestApi({ LOG_LEVEL: 'error', SEARCH_WAVE_INTERVAL_SECONDS: '0' });
  });
  afterAll(() => api.close());

  it('removes each kind of data past its retention and keeps the rest', async () => {
    const owner = await user('active', past('abandonedSignUps', 10));
    await user('pending', past('abandonedSignUps'));
    const recentSignUp = await user('pending', within('abandonedSignUps'));
    const deletedAccount = await user('pending', past('abandonedSignUps'), { deleted: true });

    const notification = (createdAt: Date) =>
      sql(
        `insert into notification (id, user_id, title, body, read, event_id, created_at)
         values (?, ?, 'Title', 'Body', false, ?, ?) returning id`,
        [randomUUID(), owner, randomUUID(), createdAt],
      );
    await notification(past('notifications'));
    const [newNotification] = await notification(within('notifications'));

    const token = (expiresAt: Date, usedAt: Date | null) =>
      sql(
        `insert into account_token (id, user_id, purpose, token_hash, expires_at, used_at, created_at)
         values (?, ?, 'reset_password', ?, ?, ?, ?) returning id`,
        [randomUUID(), owner, randomUUID(), expiresAt, usedAt, past('accountTokens', 30)],
      );
    await token(past('accountTokens'), null);
    await token(new Date(now.getTime() + DAY_MS), past('accountTokens'));
    const [liveToken] = await token(new Date(now.getTime() + DAY_MS), null);
    const [recentlyExpiredToken] = await token(within('accountTokens'), null);

    const revoked = (expiresAt: Date) =>
      sql(`insert into revoked_session (jti, user_id, expires_at) values (?, ?, ?) returning jti as id`, [
        randomUUID(),
        owner,
        expiresAt,
      ]);
    await revoked(past('revokedSessions'));
    const [liveSession] = await revoked(new Date(now.getTime() + DAY_MS));

    const deadLetter = (resolvedAt: Date | null, column: 'redriven_at' | 'discarded_at' = 'redriven_at') =>
      sql(
        `insert into dead_letter (id, consumer, event_id, event_type, aggregate_id, envelope, error, attempts,
           created_at, ${column})
         values (?, 'notifications', ?, 'x', 'y', '{}', 'boom', 3, ?, ?) returning id`,
        [randomUUID(), randomUUID(), past('resolvedDeadLetters', 60), resolvedAt],
      );
    await deadLetter(past('resolvedDeadLetters'));
    await deadLetter(past('resolvedDeadLetters'), 'discarded_at');
    const [recentlyRedriven] = await deadLetter(within('resolvedDeadLetters'));
    const [pending] = await deadLetter(null);

    const counter = (key: string, windowEndsAt: Date) =>
      sql(`insert into rate_limit_counter (key, points, expire) values (?, 1, ?)`, [key, windowEndsAt.getTime()]);
    await counter('login-failures:old@example.com', past('rateLimitCounters'));
    await counter('login-failures:current@example.com', new Date(now.getTime() + 60_000));

    const mail = join(api.config.DATA_DIR, 'mail');
    mkdirSync(mail, { recursive: true });
    const eml = (name: string, modified: Date) => {
      writeFileSync(join(mail, name), 'To: someone@example.com\n\nHello');
      utimesSync(join(mail, name), modified, modified);
    };
    eml('old.eml', past('mailFiles'));
    eml('recent.eml', within('mailFiles'));

    const report = await api.app.get(RetentionJobs).run(now);
    expect(report).toEqual({
      notifications: 1,
      mailFiles: 1,
      accountTokens: 2,
      revokedSessions: 1,
      abandonedSignUps: 1,
      resolvedDeadLetters: 2,
      rateLimitCounters: 1,
    });

    expect(await ids(`select id from notification`)).toEqual([newNotification!.id].sort());
    expect(await ids(`select id from account_token`)).toEqual([liveToken!.id, recentlyExpiredToken!.id].sort());
    expect(await ids(`select jti as id from revoked_session`)).toEqual([liveSession!.id]);
    expect(await ids(`select id from app_user`)).toEqual([owner, recentSignUp, deletedAccount].sort());
    expect(await ids(`select id from dead_letter`)).toEqual([recentlyRedriven!.id, pending!.id].sort());
    expect(await ids(`select key as id from rate_limit_counter`)).toEqual(['login-failures:current@example.com']);
    expect(readdirSync(mail).filter((name) => name.endsWith('.eml'))).toEqual(['recent.eml']);

    // A second pass finds nothing more to remove.
    expect(Object.values(await api.app.get(RetentionJobs).run(now))).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });
});
