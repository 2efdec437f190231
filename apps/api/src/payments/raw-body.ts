import { Readable } from 'node:stream';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Routes whose handlers need the exact bytes received (webhook signatures are computed over them). */
export const RAW_BODY_PATHS = new Set(['/v1/payments/paystack/webhook']);

const RAW_BODY = Symbol('rawBody');

export const rawBodyOf = (request: FastifyRequest): Buffer | undefined =>
  (request as unknown as { [RAW_BODY]?: Buffer })[RAW_BODY];

const capture = async (payload: AsyncIterable<unknown>): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of payload) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};

/**
 * Keeps a copy of the raw body for RAW_BODY_PATHS before Fastify parses it, then hands the same bytes on, so the
 * route still gets its parsed JSON and every other route is untouched.
 */
@Injectable()
export class RawBodyCapture implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    // Runs for every request: the others are handed on in the same turn (`done`, not an async hook, whose promise
    // would cost every request; see docs/benchmarks.md).
    fastify.addHook('preParsing', (request, _reply, payload, done) => {
      if (!RAW_BODY_PATHS.has(request.url.split('?')[0]!)) return done(null, payload);
      capture(payload).then(
        (raw) => {
          (request as unknown as { [RAW_BODY]?: Buffer })[RAW_BODY] = raw;
          const replay = Readable.from([raw]) as Readable & { receivedEncodedLength?: number };
          replay.receivedEncodedLength = raw.length;
          done(null, replay);
        },
        (error: Error) => done(error),
      );
    });
  }
}
