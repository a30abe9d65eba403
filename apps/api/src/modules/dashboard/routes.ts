import type { FastifyInstance } from 'fastify';
import { and, count, eq } from 'drizzle-orm';
import { ROLES, ZDashboardSummary, type Role } from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { companies, schools, users } from '../../db/schema.js';
import { companySelection } from '../companies/company-crud.js';
import { AUTHENTICATED } from '../../plugins/permission.js';
import { countOf } from '../../db/rows.js';
import { isCurrentStudent } from '../../db/current-students.js';

/** Figures for each role's home screen, computed in the database and limited to the caller's scope. */
export async function dashboardRoutes(app: FastifyInstance, { db }: { db: Db }) {
  async function schoolFigures(schoolId: string) {
    const [school] = await db.select({ id: schools.id, name: schools.name }).from(schools).where(eq(schools.id, schoolId));
    const rows = await db
      .select({ role: users.role, verified: users.verified, n: count() })
      .from(users)
      // Students are the current ones: graduates keep their account but are the alumni pages' (docs/outcomes.md).
      .where(and(eq(users.schoolId, schoolId), isCurrentStudent(users.id)))
      .groupBy(users.role, users.verified);
    const sum = (role: Role, verified?: boolean) =>
      rows.filter((r) => r.role === role && (verified === undefined || r.verified === verified)).reduce((a, r) => a + r.n, 0);
    return {
      school: school ?? null,
      students: sum('siswa'),
      teachers: sum('guru'),
      students_pending: sum('siswa', false),
      teachers_pending: sum('guru', false),
    };
  }

  // Every signed-in account has a home screen (an unverified one too); each role's figures are its own scope.
  app.get('/dashboard/summary', { schema: { tags: ['dashboard'], response: { 200: ZDashboardSummary } }, config: AUTHENTICATED }, async (request) => {
    const { user } = request.caller!;
    const role = user.role as Role;
    // Unverified accounts see nothing beyond their own role until an Admin verifies them.
    if (!user.verified) return { role, verified: false };
    if (role === 'admin') {
      const byRole = await db.select({ role: users.role, verified: users.verified, n: count() }).from(users).groupBy(users.role, users.verified);
      const [schoolCount, companyCount, companiesPending] = (
        await Promise.all([
          db.select({ n: count() }).from(schools),
          db.select({ n: count() }).from(companies),
          db.select({ n: count() }).from(companies).where(eq(companies.status, 'pending')),
        ])
      ).map(countOf);
      const usersByRole = Object.fromEntries(ROLES.map((r) => [r, byRole.filter((x) => x.role === r).reduce((a, x) => a + x.n, 0)]));
      return {
        role,
        users_total: byRole.reduce((a, x) => a + x.n, 0),
        users_pending: byRole.filter((x) => !x.verified).reduce((a, x) => a + x.n, 0),
        users_by_role: usersByRole,
        schools: schoolCount,
        companies: companyCount,
        companies_pending: companiesPending,
      };
    }
    if (role === 'admin_sekolah' || role === 'kepala_sekolah' || role === 'guru') {
      return { role, ...(user.schoolId ? await schoolFigures(user.schoolId) : { school: null }) };
    }
    if (role === 'admin_perusahaan') {
      // A company's PKL supervisor account sees its PKL students only, not the company's record.
      const reads = user.companyId && request.caller!.principal !== 'pembimbing_industri';
      const [company] = reads ? await db.select(companySelection).from(companies).where(eq(companies.id, user.companyId!)) : [];
      return { role, company: company ?? null };
    }
    if (role === 'siswa') {
      const [school] = user.schoolId
        ? await db
            .select({ id: schools.id, name: schools.name })
            .from(schools)
            .where(and(eq(schools.id, user.schoolId)))
        : [];
      return { role, school: school ?? null };
    }
    return { role };
  });
}
