import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SandboxSmsSender } from './sms-sender.js';
import { TermiiSmsSender } from './termii-sms-sender.js';

const API_KEY = 'TLtestkey0123456789';

/** Answers like Termii's Messaging API; `next` says how the next request is answered. */
const termiiStandIn = () => {
  const received: Array<{ method: string; url: string; contentType: string; body: unknown }> = [];
  let next: { status: number; body: unknown } | 'hang-up' | null = null;
  const readBody = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };
  const server: Server = createServer((request, response) => {
    void readBody(request).then((text) => {
      const body = JSON.parse(text) as Record<string, unknown>;
      received.push({
        method: request.method!,
        url: request.url!,
        contentType: request.headers['content-type'] ?? '',
        body,
      });
      const answer = next;
      next = null;
      if (answer === 'hang-up') return request.socket.destroy();
      const reply =
        answer ??
        (request.url !== '/api/sms/send'
          ? { status: 404, body: { message: 'Not found' } }
          : body.api_key !== API_KEY
            ? { status: 401, body: { message: 'Invalid API key' } }
            : {
                status: 200,
                body: {
                  code: 'ok',
                  message_id: '9122821270554876574',
                  message: 'Successfully Sent',
                  balance: 9,
                  user: 'Blood Match',
                },
              });
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(reply.body));
    });
  });
  return {
    server,
    received,
    answerNext: (answer: typeof next) => {
      next = answer;
    },
  };
};

describe('the Termii SMS client against a server speaking its API', () => {
  const termii = termiiStandIn();
  let baseUrl: string;
  const sender = (apiKey = API_KEY) =>
    new TermiiSmsSender({ apiKey, senderId: 'BloodMatch', channel: 'dnd', baseUrl: `${baseUrl}/`, timeoutMs: 2000 });

  beforeAll(async () => {
    await new Promise<void>((resolve) => termii.server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(termii.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => termii.server.close(() => resolve())));
  beforeEach(() => {
    termii.received.length = 0;
  });

  it('posts the documented JSON body to /api/sms/send and returns the message id', async () => {
    const outcome = await sender().send({ to: '2348031234567', text: 'Blood needed near Ikeja' });

    expect(outcome).toEqual({ status: 'sent', providerId: '9122821270554876574' });
    expect(termii.received).toEqual([
      {
        method: 'POST',
        url: '/api/sms/send',
        contentType: 'application/json',
        body: {
          api_key: API_KEY,
          to: '2348031234567',
          from: 'BloodMatch',
          sms: 'Blood needed near Ikeja',
          type: 'plain',
          channel: 'dnd',
        },
      },
    ]);
  });

  it('reports a refused key or number as rejected for good, with Termii’s message', async () => {
    expect(await sender('wrong-key-000').send({ to: '2348031234567', text: 'x' })).toEqual({
      status: 'rejected',
      reason: 'Termii 401: Invalid API key',
    });
    termii.answerNext({ status: 400, body: { message: 'Insufficient balance' } });
    expect(await sender().send({ to: '2348031234567', text: 'x' })).toEqual({
      status: 'rejected',
      reason: 'Termii 400: Insufficient balance',
    });
  });

  it.each([
    [500, { message: 'Internal server error' }, 'Termii 500: Internal server error'],
    [503, {}, 'Termii 503: no message'],
    [429, { message: 'Too many requests' }, 'Termii 429: Too many requests'],
    [200, { code: 'ok', message: 'Queued' }, 'Termii 200: Queued'],
  ])('reports %i %j as worth retrying', async (status, body, reason) => {
    termii.answerNext({ status, body });
    expect(await sender().send({ to: '2348031234567', text: 'x' })).toEqual({ status: 'retry', reason });
  });

  it('reports a dropped connection as worth retrying', async () => {
    termii.answerNext('hang-up');
    const outcome = await sender().send({ to: '2348031234567', text: 'x' });
    expect(outcome.status).toBe('retry');
    expect(outcome.status === 'retry' && outcome.reason).toMatch(/^Termii unreachable: /);
  });
});

describe('the sandbox SMS sender', () => {
  it('writes each message to its own JSON file readable by the service only, and logs it', async () => {
    const directory = join(mkdtempSync(join(tmpdir(), 'sms-sandbox-')), 'sms');
    const lines: string[] = [];
    const sandbox = new SandboxSmsSender(directory, (line) => lines.push(line));

    const first = await sandbox.send({ to: '2348031234567', text: 'Your code is 123456' });
    await sandbox.send({ to: '2348031234567', text: 'Second' });

    // Both files can carry the same millisecond, so the first message's file is found by its id, not by order.
    const files = readdirSync(directory);
    expect(files).toHaveLength(2);
    const providerId = first.status === 'sent' ? first.providerId : '';
    const firstFile = files.find((file) => file.endsWith(`-${providerId}.json`));
    expect(firstFile).toBeDefined();
    const written = JSON.parse(readFileSync(join(directory, firstFile!), 'utf8')) as Record<string, string>;
    expect(written).toMatchObject({ id: providerId, to: '2348031234567', text: 'Your code is 123456' });
    expect(first).toEqual({ status: 'sent', providerId: written.id });
    expect(statSync(join(directory, firstFile!)).mode & 0o777).toBe(0o600);
    expect(lines[0]).toContain('SMS to 2348031234567 written to');
    expect(lines[0]).toContain('Your code is 123456');
  });
});
