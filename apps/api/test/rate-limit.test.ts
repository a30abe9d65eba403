import { describe, expect, it } from 'vitest';
import { call, useTestApp } from './helpers.js';

/**
 * Per-IP request limits on the public account routes: login, sign-up and forgot-password share
 * one budget (LOGIN_RATE_PER_MINUTE); sign-up has its own stricter one on top (SIGNUP_RATE_PER_MINUTE).
 */
describe('login / sign-up / forgot-password rate limit per IP', () => {
  const ctx = useTestApp({ LOGIN_RATE_PER_MINUTE: '4', SIGNUP_RATE_PER_MINUTE: '2' });
  const login = (ip: string) =>
    call(ctx.app, null, {
      method: 'POST',
      url: '/user/login',
      payload: { email: `x${ip}@x.id`, password: 'salah-sekali' },
      remoteAddress: ip,
      headers: { 'x-lang': 'id' },
    });
  const forgot = (ip: string) =>
    call(ctx.app, null, { method: 'POST', url: '/user/forgot-password', payload: { email: `x${ip}@x.id` }, remoteAddress: ip });
  // An invalid body still counts: the limit runs before validation.
  const signup = (ip: string) => call(ctx.app, null, { method: 'POST', url: '/user/signup', payload: {}, remoteAddress: ip });

  it('answers 429 in the error shape past the limit, for that IP only', async () => {
    for (let i = 0; i < 4; i++) expect((await login('192.0.2.1')).statusCode).toBe(401);
    const limited = await login('192.0.2.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: 'Terlalu banyak percobaan, coba lagi nanti' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login('192.0.2.2')).statusCode).toBe(401);
  });

  it('counts login, sign-up and forgot-password together: switching routes buys nothing', async () => {
    const ip = '192.0.2.3';
    expect((await login(ip)).statusCode).toBe(401);
    expect((await forgot(ip)).statusCode).toBe(200);
    expect((await signup(ip)).statusCode).toBe(400);
    expect((await forgot(ip)).statusCode).toBe(200);
    // Four requests used the shared budget of four, whichever route they went to.
    expect((await login(ip)).statusCode).toBe(429);
    expect((await forgot(ip)).statusCode).toBe(429);
    expect((await signup(ip)).statusCode).toBe(429);
  });

  it('sign-up has a stricter limit of its own, below the shared one', async () => {
    const ip = '192.0.2.4';
    expect((await signup(ip)).statusCode).toBe(400);
    expect((await signup(ip)).statusCode).toBe(400);
    const limited = await signup(ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    // The shared budget still has room for a login from that IP.
    expect((await login(ip)).statusCode).toBe(401);
  });
});
