import type { FastifyInstance } from 'fastify';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { schools, users } from '../../db/schema.js';
import { permit, requestScope } from '../../plugins/permission.js';
import { personScope } from '../people/person-records.js';
import { TEACHER_KIND } from '../teachers/teacher-crud.js';
import { schoolCrud, schoolSelection } from './school-crud.js';

/** School-admin helpers of spec §7: their own school, and the teachers of it, for selects. */
export async function schoolRoutes(app: FastifyInstance, { db }: { db: Db }) {
  // The Admin every school, a school admin their own (table: `sekolah`/`all-by-admin-sekolah`).
  const schoolsConfig = { permission: permit('sekolah', 'all-by-admin-sekolah') };
  app.get('/sekolah/all-by-admin-sekolah', { schema: { tags: ['sekolah'] }, config: schoolsConfig }, async (request) => {
    const where = schoolCrud.scopeWhere(requestScope(request), request.caller);
    return { data: await db.select(schoolSelection).from(schools).where(where).orderBy(asc(schools.name)) };
  });

  // The teachers of the caller's school (table: `guru`/`all-by-admin-sekolah`).
  const teachersConfig = { permission: permit('guru', 'all-by-admin-sekolah') };
  app.get('/guru/all-by-admin-sekolah', { schema: { tags: ['sekolah'] }, config: teachersConfig }, async (request) => {
    const data = await db
      .select({ id: users.id, name: users.name, email: users.email, verified: users.verified })
      .from(users)
      .where(personScope(TEACHER_KIND, requestScope(request), request.caller))
      .orderBy(asc(users.name));
    return { data };
  });
}
