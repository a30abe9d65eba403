import { beforeAll, describe, expect, it } from 'vitest';
import { API, useTestApp } from './helpers.js';

/**
 * A body over the limit, sent by a real HTTP client (Node's fetch) to a listening server: the
 * client reads a 413 with the usual error body — not a connection reset while it is still sending
 * — and the server goes on answering.
 */
describe('a request body over the limit, over real HTTP', () => {
  const ctx = useTestApp();
  let base: string;
  beforeAll(async () => {
    base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });

  const oneMegabyte = JSON.stringify({ email: 'a@b.id', password: 'x'.repeat(1024 * 1024) });
  /** The same megabyte as a stream sent in pieces with pauses, as a slow network would: the client is still sending when the answer comes. */
  const slowly = (text: string) => {
    const bytes = new TextEncoder().encode(text);
    let at = 0;
    return new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (at >= bytes.length) return controller.close();
        await new Promise((resolve) => setTimeout(resolve, 5));
        controller.enqueue(bytes.subarray(at, at + 32 * 1024));
        at += 32 * 1024;
      },
    });
  };

  it('answers 413 with the error body in the request’s language, readable by fetch', async () => {
    for (const [lang, message] of [
      ['id', 'Data terlalu besar'],
      ['en', 'The data is too large'],
    ] as const) {
      const res = await fetch(`${base}${API}/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(oneMegabyte)), 'x-lang': lang },
        body: slowly(oneMegabyte),
        duplex: 'half',
        signal: AbortSignal.timeout(20_000),
      } as RequestInit);
      expect(res.status).toBe(413);
      // The server does not hang up on a client that is still sending (that is the network error).
      expect(res.headers.get('connection')).not.toBe('close');
      expect(await res.json()).toEqual({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE', name: 'PayloadTooLarge', message });
    }
  });

  it('keeps answering afterwards, and a body within the limit is read as usual', async () => {
    await fetch(`${base}${API}/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: oneMegabyte }).then((res) =>
      res.arrayBuffer(),
    );
    const res = await fetch(`${base}${API}/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@jalurkarir.id', password: 'wrong-password' }),
      signal: AbortSignal.timeout(20_000),
    });
    expect(res.status).toBe(401);
    expect((await res.json()).code).toBe('INVALID_CREDENTIALS');
  });
});
