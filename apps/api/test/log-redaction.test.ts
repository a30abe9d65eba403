import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { redactUrl, safeError } from '../src/lib/safe-log.js';
import { API, DEMO, login, useTestApp } from './helpers.js';

/**
 * The log never carries request bodies, query values, SQL parameters, password
 * hashes, tokens or e-mail addresses. The app logs at `info` into memory; the test sends personal
 * values through every failing path it can reach — 400, 401, 409, and a forced 500 from the
 * database — and then greps the whole log for them.
 */
describe('the log carries no personal data', () => {
  const ctx = useTestApp();
  const lines: string[] = [];
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({
      config: { ...ctx.config, logLevel: 'info' },
      database: ctx.database,
      logStream: { write: (line) => void lines.push(line) },
    });
    await app.ready();
  });
  afterAll(async () => app?.close());

  const EMAIL = 'Rahasia.Pribadi@Contoh.id';
  const EMAIL_500 = 'Kedua.Rahasia@contoh.id';
  const PASSWORD = 'SandiRahasia-77';
  const NAME = 'Sulastri Wijayakusuma';
  const SEARCH = 'Cari Tetangga Rahasia';
  const TOKEN = 'tok9f8e7d6c5b4a3928171605f4e3d2c1b0aa';
  const NUL = '\u0000';

  const send = (method: 'GET' | 'POST', url: string, opts: { token?: string; payload?: unknown; headers?: Record<string, string> } = {}) =>
    app.inject({
      method,
      url: `${API}${url}`,
      payload: opts.payload as never,
      headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...(opts.headers ?? {}) },
    });

  it('sends personal values through every failing path', async () => {
    const admin = await login(app, DEMO.admin);
    const signup = { name: NAME, email: EMAIL, password: PASSWORD, role: 'admin_perusahaan', company_name: `PT ${NAME}` };
    const statuses: Record<string, number> = {};
    const record = async (label: string, res: { statusCode: number }) => void (statuses[label] = res.statusCode);

    // 400: NUL in every field of the bodies that carry credentials, and a bad JSON body.
    await record(
      'signup NUL',
      await send('POST', '/user/signup', { payload: { ...signup, name: NAME + NUL, email: EMAIL + NUL, password: PASSWORD + NUL } }),
    );
    await record('login NUL', await send('POST', '/user/login', { payload: { email: EMAIL + NUL, password: PASSWORD + NUL } }));
    await record('forgot NUL', await send('POST', '/user/forgot-password', { payload: { email: EMAIL + NUL } }));
    await record(
      'bad JSON',
      await send('POST', '/user/login', { payload: `{"email":"${EMAIL}","password":"${PASSWORD}"`, headers: { 'content-type': 'application/json' } }),
    );
    await record('unknown field', await send('POST', '/user/login', { payload: { email: EMAIL, password: PASSWORD, token: TOKEN } }));
    await record('verify token', await send('POST', '/user/verify-token', { payload: { token: TOKEN } }));
    await record('reset token', await send('POST', '/user/reset-password', { payload: { token: TOKEN, password: PASSWORD } }));
    // 201 then 409 (taken), 401 (wrong password, unknown e-mail, bad bearer token).
    await record('signup', await send('POST', '/user/signup', { payload: signup }));
    await record('signup taken', await send('POST', '/user/signup', { payload: signup }));
    await record('login wrong', await send('POST', '/user/login', { payload: { email: EMAIL, password: `${PASSWORD}x` } }));
    await record('login unknown', await send('POST', '/user/login', { payload: { email: `x${EMAIL}`, password: PASSWORD } }));
    await record('bad bearer', await send('GET', '/user/profile', { token: TOKEN }));
    await record('forgot', await send('POST', '/user/forgot-password', { payload: { email: EMAIL } }));
    // Search strings and personal query values in URLs.
    const q = encodeURIComponent(SEARCH);
    await record('list search', await send('GET', `/user/list?search=${q}&page=1`, { token: admin }));
    await record('list search NUL', await send('GET', `/user/list?search=${q}%00`, { token: admin }));
    await record('list search e-mail', await send('GET', `/user/list?search=${encodeURIComponent(EMAIL)}`, { token: admin }));
    await record('all search', await send('GET', `/sekolah/all?search=${q}`));
    await record('export search', await send('GET', `/siswa/export?format=csv&search=${q}`, { token: admin }));
    await record('unknown query', await send('GET', `/user/list?email=${encodeURIComponent(EMAIL)}&token=${TOKEN}`, { token: admin }));

    // 500: the database refuses the query (a column is renamed for a moment), so Drizzle's error
    // carries the SQL parameters — name, e-mail and the argon2 hash of the sign-up's password.
    await ctx.database.db.execute(sql`ALTER TABLE users RENAME COLUMN validated TO validated_gone`);
    try {
      await record('signup 500', await send('POST', '/user/signup', { payload: { ...signup, email: EMAIL_500 } }));
      await record('login 500', await send('POST', '/user/login', { payload: { email: EMAIL, password: PASSWORD } }));
    } finally {
      await ctx.database.db.execute(sql`ALTER TABLE users RENAME COLUMN validated_gone TO validated`);
    }

    expect(statuses).toEqual({
      'signup NUL': 400,
      'login NUL': 400,
      'forgot NUL': 400,
      'bad JSON': 400,
      'unknown field': 400,
      'verify token': 400,
      'reset token': 400,
      signup: 201,
      'signup taken': 409,
      'login wrong': 401,
      'login unknown': 401,
      'bad bearer': 401,
      forgot: 200,
      'list search': 200,
      'list search NUL': 400,
      'list search e-mail': 200,
      'all search': 200,
      'export search': 200,
      'unknown query': 400,
      'signup 500': 500,
      'login 500': 500,
    });
  });

  it('and none of them is in the log', () => {
    const log = lines.join('');
    // The log was written: requests, the two 500s with the database's code, redacted URLs.
    expect(log).toContain('incoming request');
    expect(log.match(/unhandled error/g)?.length).toBe(2);
    expect(log).toContain('search=[redacted]&page=1');
    for (const secret of [
      EMAIL,
      EMAIL.toLowerCase(),
      EMAIL_500.toLowerCase(),
      'contoh.id',
      PASSWORD,
      '$argon2',
      'argon2id',
      TOKEN,
      NAME,
      'Sulastri',
      SEARCH,
      encodeURIComponent(SEARCH),
      'Tetangga',
      '\\u0000',
      'params',
    ]) {
      expect(log.includes(secret), `log contains ${JSON.stringify(secret)}`).toBe(false);
    }
    // The 500s still say what went wrong: the database's code and the SQL without its values.
    expect(log).toContain('"code":"42703"');
    expect(log).toContain('where \\"users\\".\\"email\\" = $1');
  });
});

describe('log redaction helpers', () => {
  it('redacts every query value except codes, ids and switches', () => {
    expect(redactUrl('/api/v1/user/list?search=budi&page=2&sort_by=name&email=a%40b.id&token=abc&x')).toBe(
      '/api/v1/user/list?search=[redacted]&page=2&sort_by=name&email=[redacted]&token=[redacted]&[redacted]',
    );
    expect(redactUrl('/api/v1/health')).toBe('/api/v1/health');
  });

  it('drops Drizzle parameters and PostgreSQL details, keeps code, constraint and SQL', () => {
    const pgError = Object.assign(new Error('invalid input syntax for type uuid: "siti@contoh.id"'), {
      code: '22P02',
      severity: 'ERROR',
      detail: 'Key (email)=(siti@contoh.id)',
      table: 'users',
      routine: 'string_to_uuid',
    });
    const drizzle = Object.assign(
      new Error('Failed query: select "id" from "users" where "email" = $1\nparams: siti@contoh.id,$argon2id$v=19$m=1$abc'),
      {
        query: 'select',
        params: ['siti@contoh.id'],
        cause: pgError,
      },
    );
    const safe = safeError(drizzle);
    const text = JSON.stringify(safe);
    expect(text).not.toMatch(/siti|argon2|params/);
    expect(safe.message).toBe('Failed query: select "id" from "users" where "email" = $1');
    expect(safe.cause).toMatchObject({ code: '22P02', table: 'users', message: 'invalid input syntax for type uuid: "[redacted]"' });
    expect(String(safe.stack)).toContain('log-redaction.test.ts');
  });
});
