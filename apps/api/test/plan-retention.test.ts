import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { createDatabase, type Database } from '../src/db/client.js';
import { call, DEMO, login, useTestApp } from './helpers.js';

/**
 * PostgreSQL plans a named statement's first five runs for their values, then keeps one generic
 * plan if it costs no more than those did (its plan cache's rule). A batched read whose ids went as
 * one `uuid[]` parameter never got there: the generic plan guessed ten ids, cost more than a
 * batch's one to three, and every run was planned afresh. Through a single connection, so that
 * every run of a statement lands where `pg_prepared_statements` counts them, each batched read of
 * the hot paths must show five custom plans and then only the generic one.
 * PGlite runs statements unnamed, planned each time: nothing to count there.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('batched reads keep one plan per connection (PostgreSQL)', () => {
  const ctx = useTestApp();
  let single: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    const url = (ctx.database.db.$client as unknown as pg.Pool).options.connectionString!;
    single = await createDatabase({ databaseUrl: url, poolSize: 1 });
    app = await buildApp({ config: ctx.config, database: single });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await single?.close();
  });

  it('the caller lookup, a detail, the own profile and the opening pages: five custom plans, then the generic one', async () => {
    const admin = await login(app, DEMO.admin);
    const student = await login(app, DEMO.siswa);
    const studentId = (await call(app, student, { method: 'GET', url: '/user/profile' })).json().data.id as string;
    // One request at a time: every batch holds one id, so each read is one statement run.
    for (let i = 0; i < 8; i++) {
      expect((await call(app, admin, { method: 'GET', url: `/user/detail?id=${studentId}` })).statusCode).toBe(200);
      expect((await call(app, student, { method: 'GET', url: '/user/profile' })).statusCode).toBe(200);
      expect((await call(app, student, { method: 'GET', url: '/recommendation/opportunities' })).statusCode).toBe(200);
      // Three openings in four slots: the fourth pair is NULLs, which the plans must count alike.
      const three = await call(app, student, { method: 'GET', url: '/recommendation/opportunities?limit=3' });
      expect(three.json().data.items).toHaveLength(3);
    }
    const counted = await single.db.execute<{ name: string; generic_plans: string; custom_plans: string }>(sql`
      select name, generic_plans, custom_plans from pg_prepared_statements
      where name ~ '^(auth_callers|crud_user|own_students|opening_pages)_' order by name`);
    const plans = counted.rows.map((row) => ({
      statement: row.name.replace(/_[0-9a-f]{16}$/, ''),
      custom: Number(row.custom_plans),
      generic: Number(row.generic_plans),
    }));
    // Hand-counted runs: the caller lookup one per request with a token (1 + 8 × 4 = 33); the own
    // profile 1 + 8; the detail 8; the opening pages 16, all of four slots (the demo student is
    // shown four openings).
    expect(plans).toEqual([
      { statement: 'auth_callers', custom: 5, generic: 28 },
      { statement: 'crud_user', custom: 5, generic: 3 },
      { statement: 'opening_pages', custom: 5, generic: 11 },
      { statement: 'own_students', custom: 5, generic: 4 },
    ]);
  });
});
