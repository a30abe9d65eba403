import { beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { competencySchemes, opportunities, schools, studentProfiles, users } from '../src/db/schema.js';
import { recommendationService } from '../src/modules/recommendations/service.js';
import { API, call, DEMO, DEMO_PASSWORD, useTestApp } from './helpers.js';

/**
 * Fairness on the path production runs. The shared property test (fairness.test.ts) proves that
 * the formula and `studentFeaturesFrom` ignore protected attributes; it cannot see the loader's
 * query in front of them, which could compute a feature from one. Here the attributes are changed
 * in the database itself, on every student, the ranking index follows through the change log as
 * it does after any write, and every recommendation answer — each student's openings, each
 * opening's students, each school's view — is compared whole with the answer before the change.
 */

interface Caller {
  label: string;
  token: string;
  url: string;
}

/** status and body of every answer, by who asked what. */
type Answers = Record<string, { status: number; body: unknown }>;

interface CompanyItem {
  student: { id: string; displayName?: string };
}

describe('protected attributes changed in the database move no recommendation answer', () => {
  const ctx = useTestApp();
  const db = () => ctx.database.db;
  const callers: Caller[] = [];
  let before: Answers;
  /** The name each student shows a company after the change, by student id. */
  const shownName = new Map<string, string>();
  let studentIds: string[] = [];

  async function tokenOf(email: string): Promise<string | null> {
    const res = await ctx.app.inject({ method: 'POST', url: `${API}/user/login`, payload: { email, password: DEMO_PASSWORD } });
    return res.statusCode === 200 ? (res.json().token as string) : null;
  }

  /** A signed-in staff account per company and per school, so every opening and school view is asked for. */
  async function staffAccount(role: 'admin_perusahaan' | 'guru', n: number, link: { companyId?: string; schoolId?: string }) {
    const [demo] = await db().select({ passwordHash: users.passwordHash }).from(users).where(eq(users.email, DEMO.admin_perusahaan));
    const email = `kontrafaktual.${role}.${n}@contoh.id`;
    await db()
      .insert(users)
      .values({ name: `Staf Uji ${n}`, email, passwordHash: demo!.passwordHash, role, status: 'active', verified: true, ...link });
    const token = await tokenOf(email);
    if (!token) throw new Error(`staff account ${email} could not sign in`);
    return token;
  }

  async function askEverything(): Promise<Answers> {
    const out: Answers = {};
    for (const c of callers) {
      const res = await call(ctx.app, c.token, { method: 'GET', url: c.url });
      out[c.label] = { status: res.statusCode, body: res.json() };
    }
    return out;
  }

  /**
   * What may differ after the change, by design, is set aside: a company sees the student's
   * display name (the name changed), the adverse-impact figure is the one reader of gender (an
   * aggregate shown beside the ranking, never a score), and the school view lists students by name.
   * Everything else — totals, parts, sentences, gaps, order, counts — stays in.
   */
  function comparable(answers: Answers): Answers {
    const out: Answers = {};
    for (const [label, { status, body }] of Object.entries(answers)) {
      const copy = structuredClone(body) as { data?: Record<string, unknown> };
      const data = copy.data;
      if (data && label.startsWith('opening')) {
        delete data.adverseImpact;
        for (const item of data.items as CompanyItem[]) delete item.student.displayName;
      }
      if (data && label.startsWith('school')) {
        const rows = data.students as { id: string; name?: string }[];
        for (const row of rows) delete row.name;
        rows.sort((a, b) => a.id.localeCompare(b.id));
      }
      out[label] = { status, body: copy };
    }
    return out;
  }

  /** Every protected attribute of every student gets another value: a direct write, as any tool or import could make. */
  async function changeProtectedAttributes() {
    const rows = await db()
      .select({
        id: users.id,
        gender: studentProfiles.gender,
        religion: studentProfiles.religion,
        maritalStatus: studentProfiles.maritalStatus,
        heightCm: studentProfiles.heightCm,
        weightKg: studentProfiles.weightKg,
        citizenship: studentProfiles.citizenship,
        birthPlace: studentProfiles.birthPlace,
      })
      .from(users)
      .innerJoin(studentProfiles, eq(studentProfiles.userId, users.id))
      .where(eq(users.role, 'siswa'))
      .orderBy(users.email);
    expect(rows.map((r) => r.id).sort(), 'every student has a school record to change').toEqual([...studentIds].sort());
    await db().transaction(async (tx) => {
      for (const [n, r] of rows.entries()) {
        await tx
          .update(studentProfiles)
          .set({
            gender: r.gender === 'L' ? 'P' : 'L',
            religion: r.religion === 'islam' ? 'hindu' : 'islam',
            maritalStatus: r.maritalStatus === 'married' ? 'single' : 'married',
            heightCm: (r.heightCm ?? 160) + 25,
            weightKg: (r.weightKg ?? 55) + 30,
            citizenship: r.citizenship === 'WNA' ? 'WNI' : 'WNA',
            birthPlace: r.birthPlace === 'Jayapura' ? 'Medan' : 'Jayapura',
          })
          .where(eq(studentProfiles.userId, r.id));
        await tx
          .update(users)
          .set({ name: `Kontra${n} Faktual`, photo: `kontrafaktual-${n}.jpg` })
          .where(eq(users.id, r.id));
        // "First name and the initial of the last name" (docs/privacy.md), written out by hand.
        shownName.set(r.id, `Kontra${n} F.`);
      }
    });
  }

  beforeAll(async () => {
    const students = await db().select({ id: users.id, email: users.email }).from(users).where(eq(users.role, 'siswa')).orderBy(users.email);
    studentIds = students.map((s) => s.id);
    for (const s of students) {
      // An account that cannot sign in (not active) has no answer to compare.
      const token = await tokenOf(s.email);
      if (token) callers.push({ label: `student ${s.email}`, token, url: '/recommendation/opportunities?limit=50' });
    }
    const openings = await db()
      .select({ id: opportunities.id, title: opportunities.title, companyId: opportunities.companyId })
      .from(opportunities)
      .orderBy(opportunities.id);
    for (const [n, companyId] of [...new Set(openings.map((o) => o.companyId))].entries()) {
      const token = await staffAccount('admin_perusahaan', n, { companyId });
      for (const o of openings.filter((x) => x.companyId === companyId))
        callers.push({ label: `opening ${o.title} ${o.id}`, token, url: `/recommendation/students?opportunity_id=${o.id}&limit=100` });
    }
    const schoolIds = await db().selectDistinct({ id: schools.id }).from(schools).innerJoin(users, eq(users.schoolId, schools.id));
    for (const [n, { id }] of schoolIds.entries()) {
      const token = await staffAccount('guru', n, { schoolId: id });
      callers.push({ label: `school ${id}`, token, url: '/recommendation/school' });
    }
    before = await askEverything();
    await changeProtectedAttributes();
  });

  /** Not a vacuous comparison: ranked openings for several students, ranked students for several openings. */
  function expectSomethingRanked(answers: Answers) {
    const ranked = (prefix: string) =>
      Object.entries(answers).filter(
        ([label, a]) => label.startsWith(prefix) && ((a.body as { data?: { items?: unknown[] } }).data?.items?.length ?? 0) > 0,
      );
    expect(ranked('student').length, 'students with ranked openings').toBeGreaterThanOrEqual(5);
    expect(ranked('opening').length, 'openings with ranked students').toBeGreaterThanOrEqual(3);
  }

  it('every answer after the index catches up change by change is the answer before', async () => {
    const service = recommendationService(db());
    const fullLoads = service.fullLoads;
    const after = await askEverything();
    // The answers were read after the change: the index read the changed students again in place,
    // through the change log, and companies see the new names.
    expect(service.fullLoads, 'no whole reload: the change-by-change path').toBe(fullLoads);
    expect(service.lastRefresh).toMatchObject({ kind: 'changes', students: studentIds.length });
    for (const [label, answer] of Object.entries(after))
      if (label.startsWith('opening'))
        for (const item of (answer.body as { data: { items: CompanyItem[] } }).data.items)
          expect(item.student.displayName).toBe(shownName.get(item.student.id));
    expectSomethingRanked(before);
    expect(comparable(after)).toEqual(comparable(before));
  });

  it('every answer after the index is read again whole is the answer before', async () => {
    // A renamed scheme makes every process read everything again (0018_matching_changes.sql).
    await db()
      .update(competencySchemes)
      .set({ nameEn: sql`${competencySchemes.nameEn}` });
    const service = recommendationService(db());
    const fullLoads = service.fullLoads;
    const after = await askEverything();
    expect(service.fullLoads, 'one whole reload').toBe(fullLoads + 1);
    expect(comparable(after)).toEqual(comparable(before));
  });

  it('the same comparison sees a feature move: flipping willingness to relocate changes answers', async () => {
    const saved = await db().select({ id: studentProfiles.userId, value: studentProfiles.willingToRelocate }).from(studentProfiles);
    await db()
      .update(studentProfiles)
      .set({ willingToRelocate: sql`not coalesce(${studentProfiles.willingToRelocate}, false)` })
      .where(inArray(studentProfiles.userId, studentIds));
    try {
      const moved = comparable(await askEverything());
      const was = comparable(before);
      const changed = (prefix: string) =>
        Object.keys(was).filter((label) => label.startsWith(prefix) && JSON.stringify(moved[label]) !== JSON.stringify(was[label]));
      expect(changed('student').length, 'student answers that moved').toBeGreaterThan(0);
      expect(changed('opening').length, 'opening answers that moved').toBeGreaterThan(0);
    } finally {
      for (const s of saved) await db().update(studentProfiles).set({ willingToRelocate: s.value }).where(eq(studentProfiles.userId, s.id));
    }
  });
});
