import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZCurrency } from '@jalurkarir/shared';
import { responseSerializerCompiler } from './response-serializer.js';

describe('responseSerializerCompiler', () => {
  it('sends exactly the read schema: extra keys dropped, dates as ISO text, nulls kept', async () => {
    const app = Fastify();
    app.setSerializerCompiler(responseSerializerCompiler);
    const schema = z.object({ data: ZCurrency.extend({ note: z.string().nullable() }) });
    app.get('/x', { schema: { response: { 200: schema } } }, async () => ({
      data: {
        id: '00000000-0000-4000-8000-000000000001',
        code: 'IDR',
        name: 'Rupiah',
        symbol: 'Rp',
        decimals: 0,
        is_default: true,
        created_at: new Date('2026-01-02T03:04:05.000Z'),
        note: null,
        password_hash: 'secret',
      },
    }));
    const res = await app.inject({ method: 'GET', url: '/x' });
    expect(res.json()).toEqual({
      data: {
        id: '00000000-0000-4000-8000-000000000001',
        code: 'IDR',
        name: 'Rupiah',
        symbol: 'Rp',
        decimals: 0,
        is_default: true,
        created_at: '2026-01-02T03:04:05.000Z',
        note: null,
      },
    });
    expect(res.body).not.toContain('secret');
    await app.close();
  });

  it('routes without a response schema are sent as JSON.stringify sends them', async () => {
    const send = responseSerializerCompiler({ schema: { type: 'object' } });
    expect(send({ a: 1, b: [true] })).toBe('{"a":1,"b":[true]}');
  });
});
