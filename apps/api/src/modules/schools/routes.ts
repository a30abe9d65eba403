import type { FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { schools, users } from '../../db/schema.js';
import { forbidden } from '../../lib/app-error.js';
import { schoolSelection } from './school-crud.js';

/** School-admin helpers of spec §7: their own school, and the teachers of it, for selects. */
export async function schoolRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get('/sekolah/all-by-admin-sekolah', { schema: { tags: ['sekolah'] }, preHandler: app.requireUser }, async (request) => {
    const caller = request.caller!;
    if (caller.principal === 'admin') return { data: await db.select(schoolSelection).from(schools).orderBy(asc(schools.name)) };
    if (caller.principal !== 'admin_sekolah' || !caller.user.schoolId) throw forbidden();
    return { data: await db.select(schoolSelection).from(schools).where(eq(schools.id, caller.user.schoolId)) };
  });

  app.get('/guru/all-by-admin-sekolah', { schema: { tags: ['sekolah'] }, preHandler: app.requireUser }, async (request) => {
    const caller = request.caller!;
    if (!['admin_sekolah', 'kepala_sekolah'].includes(caller.principal) || !caller.user.schoolId) throw forbidden();
    const data = await db
      .select({ id: users.id, name: users.name, email: users.email, verified: users.verified })
      .from(users)
      .where(and(eq(users.schoolId, caller.user.schoolId), eq(users.role, 'guru')))
      .orderBy(asc(users.name));
    return { data };
  });
}
