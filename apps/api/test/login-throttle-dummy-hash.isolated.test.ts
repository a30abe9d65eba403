import { beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema.js';
import { getDummyHash, verifyPassword } from '../src/lib/passwords.js';
import { call, DEMO, login, useTestApp } from './helpers.js';

// Count the argon2 verifies the login handler makes, and against which hash (not how long they take).
vi.mock('../src/lib/passwords.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../src/lib/passwords.js')>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});

/**
 * Every login path does the same work — one argon2 verify — so the answer time
 * does not tell an unknown e-mail, an account still waiting for its owner's password, and a wrong
 * password apart.
 */
describe('login does one argon2 verify on every path', () => {
  const ctx = useTestApp();
  const verify = vi.mocked(verifyPassword);
  beforeEach(() => verify.mockClear());

  const attempt = (email: string, password: string) => call(ctx.app, null, { method: 'POST', url: '/user/login', payload: { email, password } });

  it('an account made by staff without a password verifies against the dummy hash', async () => {
    const schoolAdmin = await login(ctx.app, DEMO.admin_sekolah);
    const made = await call(ctx.app, schoolAdmin, {
      method: 'POST',
      url: '/guru/create',
      payload: { name: 'Guru Undangan', email: 'undangan@guru.id' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const [row] = await ctx.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, 'undangan@guru.id'));
    expect(row!.hash.startsWith('$argon2')).toBe(false); // no password yet
    verify.mockClear();

    const res = await attempt('undangan@guru.id', 'tebak-tebakan-1');
    expect(res.statusCode).toBe(401);
    expect(res.json().name).toBe('InvalidCredentials');
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify.mock.calls[0]![0]).toBe(await getDummyHash());
  });

  it('an unknown e-mail verifies against the dummy hash, a known one against its own', async () => {
    await attempt('tidak-ada@contoh.id', 'tebak-tebakan-1');
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify.mock.calls[0]![0]).toBe(await getDummyHash());

    verify.mockClear();
    await attempt(DEMO.guru, 'tebak-tebakan-1');
    expect(verify).toHaveBeenCalledTimes(1);
    const [guru] = await ctx.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, DEMO.guru));
    expect(verify.mock.calls[0]![0]).toBe(guru!.hash);
  });
});
