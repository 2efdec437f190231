import { vi } from 'vitest';

export interface RecordedCall {
  url: string;
  method: string;
  headers: Headers;
  body: BodyInit | null | undefined;
}

type Reply = { status?: number; body?: unknown; headers?: Record<string, string> };

/** Replaces fetch with one answering each call from `replies` in order, and records what was sent. */
export function stubFetch(...replies: Reply[]) {
  const calls: RecordedCall[] = [];
  const queue = [...replies];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, method: init.method ?? 'GET', headers: new Headers(init.headers), body: init.body });
      const reply = queue.shift();
      if (!reply) throw new Error(`Unexpected call to ${url}`);
      return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json', ...reply.headers },
      });
    }),
  );
  return calls;
}

export const jsonBody = (call: RecordedCall) => JSON.parse(String(call.body)) as Record<string, unknown>;
