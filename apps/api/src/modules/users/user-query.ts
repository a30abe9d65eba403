import { eq, sql } from 'drizzle-orm';
import type { TUser } from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { companies, schools, users } from '../../db/schema.js';
import { preparedQuery } from '../../db/prepared.js';

/** The account as the API shows it (`TUser`): never the password hash or token version. */
export const userSelection = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  photo: users.photo,
  phone: users.phone,
  nisn: users.nisn,
  status: users.status,
  verified: users.verified,
  validated: users.validated,
  school_id: users.schoolId,
  school_name: schools.name,
  company_id: users.companyId,
  company_name: companies.name,
  pkl_supervisor: users.pklSupervisor,
  created_at: users.createdAt,
};

/** Users joined with their school and company names. */
export function selectUsers(db: Db, selection: Record<string, unknown> = userSelection) {
  return db
    .select(selection as typeof userSelection)
    .from(users)
    .leftJoin(schools, eq(users.schoolId, schools.id))
    .leftJoin(companies, eq(users.companyId, companies.id));
}

export async function findUserDto(db: Db, id: string): Promise<TUser | undefined> {
  // Built once and prepared: the own profile and every account answer read one user by id.
  const [row] = await preparedQuery(db, 'user_dto', '', () =>
    selectUsers(db)
      .where(eq(users.id, sql.placeholder('id')))
      .limit(1),
  ).execute({ id });
  // Cast: the selection is userSelection's columns (typed), and TUser is its shared read schema;
  // test/model-definitions.test.ts checks the keys agree and test/response-schemas.test.ts the values.
  return row as unknown as TUser | undefined;
}

/** The account a route has just read or written by id: gone between the two is a 404, never an empty answer. */
export async function requireUserDto(db: Db, id: string): Promise<TUser> {
  const user = await findUserDto(db, id);
  if (!user) throw notFound();
  return user;
}
