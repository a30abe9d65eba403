import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { COMPLETENESS_PARTS, type CompletenessPart } from '@jalurkarir/shared';
import { preparedQuery, preparedStatement, type PreparedRun } from '../src/db/prepared.js';
import { studentProfiles, users } from '../src/db/schema.js';
import { completenessOf } from '../src/modules/profile/completeness.js';
import { crudConfigs } from '../src/crud/crud-configs.js';
import { crudQueries } from '../src/crud/crud-queries.js';
import type { Mailer } from '../src/modules/mail/mailer.js';
import type { Caller } from '../src/plugins/auth.js';
import { call, DEMO, login, useTestApp } from './helpers.js';

/** A stand-in for a drizzle query: counts how often it is built and answers with its own label. */
function countingBuild(label: string) {
  const built = { count: 0 };
  const build = () => {
    built.count += 1;
    return {
      toSQL: () => ({ sql: `select '${label}'` }),
      prepare: (): PreparedRun<string> => ({ execute: async () => label }),
    };
  };
  return { built, build };
}

describe('preparedQuery: a hot query is built once per handle and shape', () => {
  it('builds a shape once, then only executes it; another shape or handle builds its own', async () => {
    const handle = {};
    const a = countingBuild('a');
    expect(await preparedQuery(handle, 'q', 'one', a.build).execute()).toBe('a');
    expect(await preparedQuery(handle, 'q', 'one', a.build).execute()).toBe('a');
    expect(a.built.count).toBe(1);

    const b = countingBuild('b');
    expect(await preparedQuery(handle, 'q', 'two', b.build).execute()).toBe('b');
    expect(await preparedQuery({}, 'q', 'one', b.build).execute()).toBe('b');
    expect(b.built.count).toBe(2);
  });

  it('keeps the 2,000 most recently used shapes of a handle and builds an evicted one again', async () => {
    const handle = {};
    const first = countingBuild('first');
    preparedQuery(handle, 'q', 'shape-0', first.build);
    for (let i = 1; i <= 1999; i++) preparedQuery(handle, 'q', `shape-${i}`, countingBuild('x').build);
    // Used again: now the most recent, so the next new shape evicts shape-1 instead.
    preparedQuery(handle, 'q', 'shape-0', first.build);
    preparedQuery(handle, 'q', 'shape-2000', countingBuild('x').build);
    preparedQuery(handle, 'q', 'shape-0', first.build);
    expect(first.built.count).toBe(1);

    const second = countingBuild('again');
    preparedQuery(handle, 'q', 'shape-1', second.build);
    expect(second.built.count).toBe(1);
  });
});

describe('preparedStatement: a raw hot statement is built once per shape, its placeholders filled per run', () => {
  const ctx = useTestApp();

  it('answers each run with that run’s values; another shape builds its own statement', async () => {
    const db = ctx.database.db;
    let builds = 0;
    const sum = (shape: string, added: number) =>
      preparedStatement<{ total: number }>(db, 'probe_sum', shape, () => {
        builds += 1;
        // `added` is embedded in the text's parameters (as a scope's caller id is); `x` is a run's value.
        return sql`select (${sql.placeholder('x')}::int + ${added}::int) as total`;
      });
    expect(await sum('plus-one', 1).execute({ x: 1 })).toEqual([{ total: 2 }]);
    expect(await sum('plus-one', 1).execute({ x: 41 })).toEqual([{ total: 42 }]);
    expect(builds).toBe(1);
    expect(await sum('plus-ten', 10).execute({ x: 41 })).toEqual([{ total: 51 }]);
    expect(builds).toBe(2);
    await expect(sum('plus-one', 1).execute({})).rejects.toThrow(/placeholder "x"/);
  });
});

describe('a built detail query never answers for another caller', () => {
  const ctx = useTestApp();

  it('two school admins of different schools read the same student in turn: each sees only their own school', async () => {
    const [student] = await ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, DEMO.siswa)));
    const jakarta = await login(ctx.app, DEMO.admin_sekolah);
    const bandung = await login(ctx.app, 'sekolah.bandung@jalurkarir.id');
    const read = (token: string) => call(ctx.app, token, { method: 'GET', url: `/siswa/detail?id=${student!.id}` });
    // Same scope (own-school), same model: the second caller must not reuse the first's school condition.
    expect((await read(jakarta)).statusCode).toBe(200);
    expect((await read(bandung)).statusCode).toBe(404);
    expect((await read(jakarta)).statusCode).toBe(200);
    expect((await read(bandung)).statusCode).toBe(404);
  });

  it('details asked at once by callers of different scopes each get their own scope’s answer', async () => {
    const db = ctx.database.db;
    const students = crudQueries(
      db,
      crudConfigs({ mailer: {} as Mailer, publicUrl: 'http://localhost' }).find((c) => c.model === 'siswa')!,
      {
        exactCountUpTo: 0,
      },
    );
    const accountOf = async (email: string) => {
      const [user] = await db
        .select({ id: users.id, schoolId: users.schoolId, companyId: users.companyId, name: users.name })
        .from(users)
        .where(eq(users.email, email));
      return user!;
    };
    const student = await accountOf(DEMO.siswa);
    // Only the ids a scope reads matter to its condition (a ScopeCaller); the rest of a Caller is unused here.
    const callerOf = async (email: string) => ({ user: await accountOf(email) }) as unknown as Caller;
    const asked = [
      { who: 'admin', scope: 'all' as const, caller: await callerOf(DEMO.admin) },
      { who: 'jakarta', scope: 'own-school' as const, caller: await callerOf(DEMO.admin_sekolah) },
      { who: 'bandung', scope: 'own-school' as const, caller: await callerOf('sekolah.bandung@jalurkarir.id') },
    ];
    // Twelve at once: the first leaves alone, the other eleven wait for it and leave in one batch of
    // three scope shapes. The demo student is of SMK Negeri 1 Jakarta; an id in capitals is the same uuid.
    const answers = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const { who, scope, caller } = asked[i % 3]!;
        const row = await students.findOne({ id: i % 2 ? student.id.toUpperCase() : student.id, scope, caller });
        return { who, name: row?.name ?? null };
      }),
    );
    expect(answers).toEqual(
      Array.from({ length: 12 }, (_, i) => ['admin', 'jakarta', 'bandung'][i % 3]).map((who) => ({
        who,
        name: who === 'bandung' ? null : student.name,
      })),
    );
  });
});

describe("a student's own profile in one statement", () => {
  const ctx = useTestApp();

  it('answers the account as the Admin reads it, with the personal section and its completeness', async () => {
    const student = await login(ctx.app, DEMO.siswa);
    const own = (await call(ctx.app, student, { method: 'GET', url: '/user/profile' })).json();
    const byAdmin = (await call(ctx.app, await login(ctx.app, DEMO.admin), { method: 'GET', url: `/user/detail?id=${own.data.id}` })).json();
    expect(own.data).toEqual(byAdmin.data);
    // The demo student (seed): a student of SMK Negeri 1 Jakarta with a filled personal section.
    expect(own.data.school_name).toBe('SMK Negeri 1 Jakarta');
    expect(own.profile.birth_place).toBeTruthy();
    expect(own.completeness.score).toBe(own.profile.completeness);
  });

  it('gives every kind of personal value as the student saved it (PostgreSQL builds the section as JSON)', async () => {
    const token = await login(ctx.app, DEMO.siswa);
    const read = async () => (await call(ctx.app, token, { method: 'GET', url: '/user/profile' })).json();
    const { data } = await read();
    // One value of each column type of the section: a date, smallints, a boolean, jsonb, text with
    // quotes and non-ASCII letters, and a null.
    await ctx.database.db
      .update(studentProfiles)
      .set({
        birthDate: '2008-02-29',
        heightCm: 168,
        weightKg: 57,
        willingToRelocate: false,
        languages: [{ language: 'Bahasa Jawa', level: 'native' }],
        aboutMe: 'Suka "ngoding" & desain — café',
        hobby: null,
      })
      .where(eq(studentProfiles.userId, data.id));
    const { profile } = await read();
    expect(profile).toMatchObject({
      birth_date: '2008-02-29',
      height_cm: 168,
      weight_kg: 57,
      willing_to_relocate: false,
      languages: [{ language: 'Bahasa Jawa', level: 'native' }],
      about_me: 'Suka "ngoding" & desain — café',
      hobby: null,
    });
  });

  it('answers what is missing from the parts stored with the score, and counts the records only for a row without them', async () => {
    const token = await login(ctx.app, DEMO.siswa);
    const read = async () => (await call(ctx.app, token, { method: 'GET', url: '/user/profile' })).json();
    const seeded = await read();
    const mine = eq(studentProfiles.userId, seeded.data.id);
    // Parts that no count of the demo student's records gives: every part complete but the photo,
    // whose weight is 10 (the published weights: docs/profile.md).
    const allButPhoto = Object.fromEntries(COMPLETENESS_PARTS.map((part) => [part, part === 'photo' ? 0 : 1])) as Record<CompletenessPart, number>;
    await ctx.database.db.update(studentProfiles).set({ completenessParts: allButPhoto }).where(mine);
    const fromStored = await read();
    expect(fromStored.completeness).toEqual({
      score: 90,
      missing: [{ key: 'photo', text: 'Upload a profile photo', id: 'Unggah foto profil', weight: 10, link: '/account' }],
    });
    // Without stored parts the records are counted (a second statement): the answer the stored parts gave.
    await ctx.database.db.update(studentProfiles).set({ completenessParts: null }).where(mine);
    expect((await read()).completeness).toEqual(seeded.completeness);
  });

  it('answers a student without a profile row: an empty personal section, the records still counted', async () => {
    const token = await login(ctx.app, DEMO.siswa);
    const read = async () => (await call(ctx.app, token, { method: 'GET', url: '/user/profile' })).json();
    const seeded = await read();
    await ctx.database.db.delete(studentProfiles).where(eq(studentProfiles.userId, seeded.data.id));
    const bare = await read();
    expect(bare.profile.birth_place).toBeNull();
    expect(bare.profile.completeness).toBe(0);
    // The records (education, skills, …) and the photo still count; the personal fields of the row do not.
    const counted = (await completenessOf(ctx.database.db, seeded.data.id))!;
    expect(bare.completeness.score).toBe(counted.score);
    expect(bare.completeness.score).toBeGreaterThan(0);
    expect(bare.completeness.missing.map((m: { key: string }) => m.key)).toContain('personal');
  });
});
