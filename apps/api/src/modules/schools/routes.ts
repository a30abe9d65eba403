import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { asc } from 'drizzle-orm';
import { ZSchoolOptions, ZTeacherOptions } from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { schools, users } from '../../db/schema.js';
import { permit, requestScope } from '../../plugins/permission.js';
import { personScope } from '../people/person-records.js';
import { TEACHER_KIND } from '../teachers/teacher-crud.js';
import { schoolCrud, schoolSelection } from './school-crud.js';

/** School-admin helpers of spec §7: their own school, and the teachers of it, for selects. */
export async function schoolRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The Admin every school, a school admin their own (table: `sekolah`/`all-by-admin-sekolah`).
  const schoolsConfig = { permission: permit('sekolah', 'all-by-admin-sekolah') };
  r.get(
    '/sekolah/all-by-admin-sekolah',
    { schema: { tags: ['sekolah'], response: { 200: ZSchoolOptions } }, config: schoolsConfig },
    async (request) => {
      const where = schoolCrud.scopeWhere(requestScope(request), request.caller);
      const rows = await db.select(schoolSelection).from(schools).where(where).orderBy(asc(schools.name));
      // The read schema, shared with the generic routes, carries `created_at` as text.
      return { data: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })) };
    },
  );

  // The teachers of the caller's school (table: `guru`/`all-by-admin-sekolah`).
  const teachersConfig = { permission: permit('guru', 'all-by-admin-sekolah') };
  r.get(
    '/guru/all-by-admin-sekolah',
    { schema: { tags: ['sekolah'], response: { 200: ZTeacherOptions } }, config: teachersConfig },
    async (request) => {
      const data = await db
        .select({ id: users.id, name: users.name, email: users.email, verified: users.verified })
        .from(users)
        .where(personScope(TEACHER_KIND, requestScope(request), request.caller))
        .orderBy(asc(users.name));
      return { data };
    },
  );
}
