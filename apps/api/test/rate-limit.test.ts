import { describe, expect, it } from 'vitest';
import { call, useTestApp } from './helpers.js';

describe('login rate limit per IP', () => {
  const ctx = useTestApp({ LOGIN_RATE_PER_MINUTE: '3' });

  it('answers 429 in the error shape past the limit, for that IP only', async () => {
    const attempt = (ip: string) =>
      call(ctx.app, null, { method: 'POST', url: '/user/login', payload: { email: `x${ip}@x.id`, password: 'salah-sekali' }, remoteAddress: ip, headers: { 'x-lang': 'id' } });
    for (let i = 0; i < 3; i++) expect((await attempt('192.0.2.1')).statusCode).toBe(401);
    const limited = await attempt('192.0.2.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: 'Terlalu banyak percobaan, coba lagi nanti' });
    expect((await attempt('192.0.2.2')).statusCode).toBe(401);
  });
});
