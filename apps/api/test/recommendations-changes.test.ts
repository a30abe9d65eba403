import { describe, expect, it, vi } from 'vitest';
import { and, eq, notInArray, notLike, sql } from 'drizzle-orm';
import { alumni, opportunities, partnerships, users } from '../src/db/schema.js';
import { changesBetween, pruneChanges, readVersion } from '../src/modules/recommendations/loader.js';
import { RecommendationService, type OpeningFilter } from '../src/modules/recommendations/service.js';
import { businessToday } from '@jalurkarir/shared';
import { useTestApp } from './helpers.js';

/**
 * The ranking index is updated in place: triggers record which student, opening or
 * company changed under the version of the writing transaction (0018_matching_changes.sql), and the
 * service reads only those rows again. The proof that matters: after changes of every kind, the
 * index updated change by change ranks exactly as one built from scratch.
 */
describe('recommendation index updates in place', () => {
  const ctx = useTestApp();
  const db = () => ctx.database.db;

  // The first demo students by e-mail, leaving out the PKL demo's (seed/pkl.ts: no privacy row or test attempt to change).
  const studentIds = async (n: number) =>
    // The demo's current students: they have the privacy rows and test results the changes below touch (graduates', the PKL story's and the
    // adverse-impact demo's AKL accounts, who took no test, are thinner).
    (
      await db()
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.role, 'siswa'),
            notLike(users.email, '%.pkl%'),
            notLike(users.email, 'siswa.akl%'),
            notInArray(users.id, db().select({ id: alumni.userId }).from(alumni)),
          ),
        )
        .orderBy(users.email)
        .limit(n)
    ).map((r) => r.id);

  it('records the changed rows under one version per transaction, and nothing for writes the features do not read', async () => {
    const [a, b] = await studentIds(2);
    const v0 = (await readVersion(db())).version;
    await db().transaction(async (tx) => {
      await tx.execute(sql`update student_profiles set willing_to_relocate = not coalesce(willing_to_relocate, false) where user_id = ${a!}`);
      await tx.execute(sql`update users set phone = phone where id = ${b!}`);
    });
    const v1 = (await readVersion(db())).version;
    expect(v1, 'two statements, one transaction, one version').toBe(v0 + 1);
    expect(await changesBetween(db(), v0, v1)).toEqual({ all: false, students: expect.arrayContaining([a, b]), openings: [], companies: [] });

    // Staff accounts, autosaves of a test in progress and rolled-back writes move nothing.
    await db().execute(sql`update users set phone = phone where role <> 'siswa'`);
    await db().execute(sql`update test_attempts set current_question = current_question where student_id = ${a!}`);
    await db()
      .transaction(async (tx) => {
        await tx.execute(sql`update student_profiles set program = 'tkj' where user_id = ${a!}`);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect((await readVersion(db())).version).toBe(v1);

    const [opening] = await db().select({ id: opportunities.id }).from(opportunities).limit(1);
    await db().execute(sql`update opportunities set title = title where id = ${opening!.id}`);
    const [partnership] = await db().select({ id: partnerships.id, companyId: partnerships.companyId }).from(partnerships).limit(1);
    await db().execute(sql`update partnerships set message = message where id = ${partnership!.id}`);
    const v2 = (await readVersion(db())).version;
    expect(await changesBetween(db(), v1, v2)).toEqual({ all: false, students: [], openings: [opening!.id], companies: [partnership!.companyId] });

    // A scheme rename is shown with every opening that names the scheme: everything is read again.
    await db().execute(sql`update competency_schemes set name_en = name_en`);
    const v3 = (await readVersion(db())).version;
    expect((await changesBetween(db(), v2, v3)).all).toBe(true);
  });

  it('after changes of every kind, the index updated in place ranks exactly as one built from scratch', async () => {
    const live = new RecommendationService(db());
    await live.fresh();
    expect(live.lastRefresh?.kind).toBe('full');

    const ids = await studentIds(6);
    const openingRows = await db().select({ id: opportunities.id, companyId: opportunities.companyId }).from(opportunities);
    // Pages kept before the changes must not outlive them.
    const everyone = (await db().select({ id: users.id }).from(users).where(eq(users.role, 'siswa'))).map((r) => r.id);
    const notInternship = (o: { contractType: string }) => o.contractType !== 'internship';
    const unfiltered = { key: 'none', accept: () => true };
    const filtered = { key: 'not internship', accept: notInternship };
    for (const id of everyone) {
      live.rememberedOpeningsFor(id, 50, unfiltered);
      live.rememberedOpeningsFor(id, 50, filtered);
    }
    await db().execute(
      sql`update student_profiles set willing_to_relocate = not coalesce(willing_to_relocate, false), city_code = null where user_id = ${ids[0]!}`,
    );
    await db().execute(sql`update users set status = 'inactive' where id = ${ids[1]!}`);
    await db().execute(sql`update student_privacy set visible_to_companies = not visible_to_companies where user_id = ${ids[2]!}`);
    await db().execute(sql`insert into student_experiences (user_id, kind, position, company, date_from, date_to)
      values (${ids[3]!}, 'pkl', 'Teknisi magang', 'Bengkel Maju Jaya', '2025-01-01', '2025-06-30')`);
    await db().execute(sql`delete from test_attempts where student_id = ${ids[4]!} and result is not null`);
    await db().execute(sql`update users set role = 'guru' where id = ${ids[5]!}`);
    await db().execute(sql`update opportunities set status = 'closed' where id = ${openingRows[0]!.id}`);
    await db().execute(sql`update opportunities set riasec_code = 'SEC', programs = array['rpl','tkj','akl'] where id = ${openingRows[1]!.id}`);
    await db().execute(sql`update partnerships set status = 'ended', ended_at = now() where company_id = ${openingRows[2]!.companyId}`);

    await live.fresh();
    expect(live.lastRefresh).toMatchObject({ kind: 'changes', students: 6, openings: 2 });
    expect(live.lastRefresh!.companies).toBeGreaterThanOrEqual(1);

    const rebuilt = new RecommendationService(db());
    await rebuilt.fresh();
    // The index's own totals (before the exact re-scoring of the page, which would hide a stale row).
    const today = businessToday();
    const byId = (list: { id: string; total: number }[]) => [...list].sort((x, y) => x.id.localeCompare(y.id));
    for (const id of [...everyone, ids[5]!]) {
      expect(byId(live.rankingIndex.rankOpenings(id, 1000, today)), `student ${id}`).toEqual(
        byId(rebuilt.rankingIndex.rankOpenings(id, 1000, today)),
      );
      expect(live.openingsFor(id, 50), `student ${id}`).toEqual(rebuilt.openingsFor(id, 50));
      // A filter reads the rows by index row: those must follow the changes too.
      expect(live.openingsFor(id, 50, notInternship), `student ${id}, filtered`).toEqual(rebuilt.openingsFor(id, 50, notInternship));
      const kept = (filter: OpeningFilter) => live.rememberedOpeningsFor(id, 50, filter);
      expect(kept(unfiltered), `student ${id}, page kept`).toEqual(rebuilt.openingsFor(id, 50));
      expect(kept(filtered), `student ${id}, filtered page kept`).toEqual(rebuilt.openingsFor(id, 50, notInternship));
      expect(live.blockedReason(id)).toBe(rebuilt.blockedReason(id));
    }
    for (const o of openingRows) {
      expect(byId(live.rankingIndex.rankStudents(o.id, 10_000, today)), `opening ${o.id}`).toEqual(
        byId(rebuilt.rankingIndex.rankStudents(o.id, 10_000, today)),
      );
      expect(live.studentsFor(o.id, 200), `opening ${o.id}`).toEqual(rebuilt.studentsFor(o.id, 200));
      const relocating = (s: { willingToRelocate: boolean | null }) => s.willingToRelocate === true;
      expect(live.studentsFor(o.id, 200, relocating), `opening ${o.id}, filtered`).toEqual(rebuilt.studentsFor(o.id, 200, relocating));
    }
    expect(live.blockedReason(ids[5]!), 'no longer a student').toBe('not_found');
    expect(live.openingsFor(ids[0]!, 50).map((x) => x.openingId)).not.toContain(openingRows[0]!.id);
  });

  it('keeps a ranked page until the index state it was ranked on moves: a change, a new day; filters and page sizes apart', async () => {
    let day = '2026-11-25';
    const live = new RecommendationService(db(), () => day);
    await live.fresh();
    const [id, other] = await studentIds(2);
    const ranking = vi.spyOn(live, 'openingsFor');
    const all = { key: 'all', accept: () => true };
    const first = live.rememberedOpeningsFor(id!, 20, all);
    expect(live.rememberedOpeningsFor(id!, 20, all), 'the same question: the page kept').toBe(first);
    expect(ranking).toHaveBeenCalledTimes(1);
    live.rememberedOpeningsFor(id!, 5, all);
    live.rememberedOpeningsFor(id!, 20, { key: 'none', accept: () => false });
    live.rememberedOpeningsFor(other!, 20, all);
    expect(ranking, 'another page size, filter or student is ranked').toHaveBeenCalledTimes(4);
    expect(live.rememberedOpeningsFor(id!, 20, { key: 'none', accept: () => false })).toEqual([]);

    // Any change to what the index holds (here another student's row) ranks the page again.
    await db().execute(sql`update student_profiles set willing_to_relocate = not coalesce(willing_to_relocate, false) where user_id = ${other!}`);
    await live.fresh();
    expect(live.rememberedOpeningsFor(id!, 20, all)).toEqual(first);
    expect(ranking).toHaveBeenCalledTimes(5);
    // So does a new day (deadlines and validity are read against it), before the daily reload ends.
    day = '2026-11-26';
    live.rememberedOpeningsFor(id!, 20, all);
    expect(ranking).toHaveBeenCalledTimes(6);
    await live.fresh();
    await live.settled();
    live.rememberedOpeningsFor(id!, 20, all);
    expect(ranking, 'the reloaded index is a new one').toHaveBeenCalledTimes(7);
  });

  it('reloads everything when the changes it would need were pruned', async () => {
    const live = new RecommendationService(db());
    await live.fresh();
    const [id] = await studentIds(1);
    await db().execute(sql`update student_profiles set willing_to_relocate = not coalesce(willing_to_relocate, false) where user_id = ${id!}`);
    // Every change so far is older than "a minute from now".
    expect(await pruneChanges(db(), new Date(Date.now() + 60_000))).toBeGreaterThan(0);
    const { version, prunedThrough } = await readVersion(db());
    expect(prunedThrough).toBe(version);
    await live.fresh();
    expect(live.lastRefresh?.kind).toBe('full');
    // Caught up again: the next change is applied in place.
    await db().execute(sql`update student_profiles set willing_to_relocate = not willing_to_relocate where user_id = ${id!}`);
    await live.fresh();
    expect(live.lastRefresh).toMatchObject({ kind: 'changes', students: 1 });
  });

  it('reads everything again on a new day in the background, answering from the current index meanwhile, and a write made then is seen', async () => {
    let day = '2026-11-25';
    const live = new RecommendationService(db(), () => day);
    await live.fresh();
    const [id] = await studentIds(1);
    const relocate = async () => live.student(id!)?.willingToRelocate;
    day = '2026-11-26';
    expect(live.fullLoads).toBe(1);
    await live.fresh(); // starts the daily reload, does not wait for it
    // A write while it runs: the next request sees it, whichever index answers.
    const was = await relocate();
    await db().execute(sql`update student_profiles set willing_to_relocate = ${!was} where user_id = ${id!}`);
    await live.fresh();
    expect(await relocate()).toBe(!was);
    await live.settled();
    await live.fresh();
    expect(await relocate(), 'after the swap too').toBe(!was);
    expect(live.fullLoads, 'the daily reload replaced the index').toBe(2);
    // The day is now the new one: no further reload.
    await live.fresh();
    await live.settled();
    expect(live.fullLoads).toBe(2);
  });
});
