// A student's side of the school conversations: whom of their school they can write to, and opening
// such a conversation themselves (staff open theirs from the student list).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Lang, Scope } from '@jalurkarir/shared';
import type { DbExecutor } from '../../db/client.js';
import { messageThreads, users } from '../../db/schema.js';
import type { Caller } from '../../plugins/auth.js';
import { notFound } from '../../lib/app-error.js';
import { scopeCondition } from '../scope.js';
import { refuseMessage } from './refuse.js';

/** The staff a student may start a conversation with: the BKK (school admin) and the teachers of their school. */
const SCHOOL_STAFF_ROLES = ['admin_sekolah', 'guru'] as const;
type SchoolStaffRole = (typeof SCHOOL_STAFF_ROLES)[number];

/** The active, verified staff of the caller's school, by role then name (the caller's own school: the authenticated record says which). */
export async function schoolContacts(db: DbExecutor, caller: Caller): Promise<{ id: string; name: string; role: SchoolStaffRole }[]> {
  const schoolId = caller.user.schoolId;
  if (!schoolId) return [];
  const rows = await db
    .select({ id: users.id, name: users.name, role: users.role })
    .from(users)
    .where(and(eq(users.schoolId, schoolId), inArray(users.role, [...SCHOOL_STAFF_ROLES]), eq(users.status, 'active'), eq(users.verified, true)))
    .orderBy(asc(users.role), asc(users.name));
  return rows.filter((row): row is typeof row & { role: SchoolStaffRole } => isSchoolStaff(row.role));
}

const isSchoolStaff = (role: string): role is SchoolStaffRole => (SCHOOL_STAFF_ROLES as readonly string[]).includes(role);

/**
 * The student (scope `self`: the caller's own record is the thread's student) opens a conversation with
 * a staff member of their school; an existing one is reused. Anyone else, or a staff id outside the
 * student's school, is not found (404).
 */
export async function studentStartsSchoolThread(db: DbExecutor, scope: Scope, caller: Caller, staffId: string, lang: Lang): Promise<string> {
  const [student] = await db
    .select({ id: users.id, schoolId: users.schoolId, role: users.role, status: users.status })
    .from(users)
    .where(and(eq(users.id, caller.user.id), scopeCondition(scope, caller, { owner: users.id })));
  if (!student || student.role !== 'siswa' || !student.schoolId) throw notFound();
  const [staff] = await db
    .select({ id: users.id, status: users.status, verified: users.verified })
    .from(users)
    .where(and(eq(users.id, staffId), eq(users.schoolId, student.schoolId), inArray(users.role, [...SCHOOL_STAFF_ROLES])));
  if (!staff) throw notFound();
  if (staff.status !== 'active' || !staff.verified) throw refuseMessage(409, 'BAD_REQUEST', 'staff_id', 'STAFF_INACTIVE', lang);
  const [made] = await db
    .insert(messageThreads)
    .values({ kind: 'school', studentId: student.id, staffId: staff.id })
    .onConflictDoNothing()
    .returning({ id: messageThreads.id });
  if (made) return made.id;
  const [existing] = await db
    .select({ id: messageThreads.id })
    .from(messageThreads)
    .where(and(eq(messageThreads.kind, 'school'), eq(messageThreads.staffId, staff.id), eq(messageThreads.studentId, student.id)));
  return existing!.id;
}
