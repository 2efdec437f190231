import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import { EntityManager } from '@mikro-orm/postgresql';
import { MailDelivery } from '@app/messaging';
import { startTestApi, type TestApi } from '@test/api';

interface Received {
  to: string[];
  raw: string;
}

/** An SMTP server on a local port that refuses every connection (421, "try again later") until told to accept. */
const startSmtpServer = async () => {
  const received: Received[] = [];
  const state = { accepting: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      if (state.accepting) return callback();
      return callback(Object.assign(new Error('Service not available, try again later'), { responseCode: 421 }));
    },
    onData(stream: SMTPServerDataStream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};

/** Quoted-printable undone, so a link in the body reads as sent. */
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('email through the outbox, with SMTP down and then back', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let api: TestApi;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    api = await startTestApi({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, RATE_LIMIT_REGISTER_IP: '100/600' });
  });
  afterAll(async () => {
    await api.close();
    await smtp.close();
  });

  const sql = (query: string, params: unknown[] = []) =>
    api.app.get(EntityManager).fork().getConnection().execute(query, params);
  const outgoingTo = async (email: string) =>
    (await sql(
      `select attempts, sent_at, last_error, next_attempt_at > now() as waiting from outgoing_mail where recipient = ?`,
      [email],
    )) as { attempts: number; sent_at: Date | null; last_error: string | null; waiting: boolean }[];
  /** Time passing: every message waiting for its next attempt becomes due now. */
  const backoffElapses = () => sql(`update outgoing_mail set next_attempt_at = now() where sent_at is null`);
  const signUp = (email: string) =>
    api.http().post('/v1/auth/register').send({
      first_name: 'Ngozi',
      last_name: 'Eze',
      email,
      phone_number: '2348012345678',
      password: 'a long passphrase',
      privacy: true,
    });

  it('answers the sign-up while SMTP refuses, then delivers its email once SMTP is back, once', async () => {
    const reply = await signUp('outage@example.com').expect(201);
    expect(reply.body).toEqual({ data: null, message: 'Check your email for the link to continue.' });
    expect(smtp.received).toHaveLength(0);
    const [waiting] = await outgoingTo('outage@example.com');
    expect(waiting).toMatchObject({ sent_at: null, waiting: true });
    expect(waiting!.attempts).toBeGreaterThanOrEqual(1);
    expect(waiting!.last_error).toMatch(/421|not available/i);

    // Still down at the next attempt: the message waits again, longer.
    await backoffElapses();
    await api.app.get(MailDelivery).deliver();
    expect(smtp.received).toHaveLength(0);
    expect((await outgoingTo('outage@example.com'))[0]!.sent_at).toBeNull();

    smtp.state.accepting = true;
    await backoffElapses();
    // The mail job (running on its own schedule too) and this call race for it: it is sent once either way.
    await Promise.all([api.app.get(MailDelivery).deliver(), api.app.get(MailDelivery).deliver()]);
    await api.app.get(MailDelivery).deliver();
    const delivered = smtp.received.filter((mail) => mail.to.includes('outage@example.com'));
    expect(delivered).toHaveLength(1);
    expect((await outgoingTo('outage@example.com'))[0]!.sent_at).not.toBeNull();

    // The link it carries works: the person finishes sign-up.
    const token = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(decoded(delivered[0]!.raw))?.[1];
    await api.http().post('/v1/auth/verify-email').send({ token }).expect(200);
  });

  it('sends each of many queued emails exactly once when several senders run at once', async () => {
    smtp.state.accepting = false;
    const emails = Array.from({ length: 12 }, (_, n) => `crowd-${n}@example.com`);
    for (const email of emails) await signUp(email).expect(201);
    smtp.state.accepting = true;
    await backoffElapses();
    const delivery = api.app.get(MailDelivery);
    await Promise.all(Array.from({ length: 4 }, () => delivery.deliver()));
    await delivery.deliver();
    const counts = emails.map((email) => smtp.received.filter((mail) => mail.to.includes(email)).length);
    expect(counts).toEqual(emails.map(() => 1));
    // Sent mail keeps no body: its one-time link is not kept in the database.
    const bodies = (await sql(
      `select count(*)::int as n from outgoing_mail where sent_at is not null and (text_body is not null or html_body is not null or link is not null)`,
    )) as { n: number }[];
    expect(bodies[0]!.n).toBe(0);
  });

  it('sends a message held by a sender that died once its hold ends, once, under the same Message-ID', async () => {
    smtp.state.accepting = false;
    await signUp('held@example.com').expect(201);
    const [{ id }] = (await sql(`select id from outgoing_mail where recipient = 'held@example.com'`)) as {
      id: string;
    }[];
    // As a sender that claimed it and died before marking it sent would leave it (whether or not it got it out).
    await sql(
      `update outgoing_mail set next_attempt_at = now(), locked_until = now() + interval '2 minutes' where id = ?`,
      [id],
    );
    smtp.state.accepting = true;
    await api.app.get(MailDelivery).deliver();
    expect(smtp.received.filter((mail) => mail.to.includes('held@example.com'))).toHaveLength(0);

    await sql(`update outgoing_mail set locked_until = now() - interval '1 second' where id = ?`, [id]);
    await api.app.get(MailDelivery).deliver();
    await api.app.get(MailDelivery).deliver();
    const delivered = smtp.received.filter((mail) => mail.to.includes('held@example.com'));
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.raw).toMatch(new RegExp(`^Message-ID: <${id}@bloodmatch\\.ng>`, 'mi'));
  });
});
