import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { seedLarge } from '../src/seed/seed-large.js';
import { loadOpenings, loadStudents } from '../src/modules/recommendations/loader.js';
import { useTestApp } from './helpers.js';

/**
 * `npm run seed:large` at a small size: the generated students get test results and certificates,
 * the generated openings requirements, all readable by the recommendations loader; a second run adds
 * nothing.
 */
describe('seed:large', () => {
  const ctx = useTestApp();

  it('generates students with results and certificates and openings with requirements, once', async () => {
    const db = ctx.database.db;
    const count = async () =>
      (
        await db.execute<Record<string, number>>(sql`SELECT
          (SELECT count(*) FROM users WHERE email LIKE 'siswa.besar%')::int AS students,
          (SELECT count(*) FROM test_attempts a JOIN users u ON u.id = a.student_id WHERE u.email LIKE 'siswa.besar%')::int AS results,
          (SELECT count(*) FROM certificates c JOIN users u ON u.id = c.student_id WHERE u.email LIKE 'siswa.besar%')::int AS certificates,
          (SELECT count(*) FROM opportunities o JOIN companies c ON c.id = o.company_id WHERE c.name LIKE 'PT Mitra Industri %')::int AS openings,
          (SELECT count(*) FROM partnerships p JOIN companies c ON c.id = p.company_id WHERE c.name LIKE 'PT Mitra Industri %')::int AS partnerships`)
      ).rows[0]!;
    await seedLarge(db, { schools: 6, students: 300, openings: 40 });
    const first = await count();
    expect(first.students).toBe(300);
    expect(first.results).toBeGreaterThan(300); // RIASEC for ~80 %, attitude ~70 %, competency for some
    expect(first.certificates).toBeGreaterThan(0);
    expect(first.openings).toBe(40);
    expect(first.partnerships, 'five partner schools for each of the 200 companies').toBe(1000);
    await seedLarge(db, { schools: 6, students: 300, openings: 40 });
    expect(await count()).toEqual(first);

    const students = (await loadStudents(db)).filter((s) => s.riasec !== null);
    expect(students.length).toBeGreaterThan(200);
    const withCode = students.find((s) => s.schemes.length > 0);
    expect(withCode?.schemes[0]).toMatch(/^SKM-/);
    const openings = await loadOpenings(db);
    expect(openings.filter((o) => o.features.riasecCode && o.features.competencies.length).length).toBeGreaterThanOrEqual(40);
    const generated = openings.filter((o) => o.features.partnerSchoolIds.length === 5);
    expect(generated.length, "each generated opening carries its company's five partner schools").toBe(40);
  });
});
