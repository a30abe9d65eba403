// The scans of a student's course certificates (JPG/PNG/WebP ≤ 2 MB by their first bytes), kept in
// the private certificate folder and reached only through a course in the caller's scope.
import { and, eq, sql } from 'drizzle-orm';
import type { Scope } from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { studentCourses } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import type { Caller } from '../../plugins/auth.js';
import type { CertificateStore } from '../files/certificate-store.js';
import { detectImageKind, type ImageKind } from '../files/image-type.js';
import { studentOwnedScope } from './records.js';

/**
 * Replaces a course's certificate scan with the uploaded one (read by `readUpload` once the course is
 * known to be in scope, else 404), then removes the scan it replaced.
 */
export async function uploadCourseCertificate(
  db: Db,
  certificates: CertificateStore,
  courseId: string,
  scope: Scope,
  caller: Caller | null,
  readUpload: () => Promise<{ kind: ImageKind; bytes: Buffer }>,
) {
  const where = and(eq(studentCourses.id, courseId), studentOwnedScope(studentCourses.userId, scope, caller));
  const [course] = await db.select({ id: studentCourses.id, file: studentCourses.certificateFile }).from(studentCourses).where(where);
  if (!course) throw notFound();
  const { kind, bytes } = await readUpload();
  const name = await certificates.save(kind, bytes);
  await db
    .update(studentCourses)
    .set({ certificateFile: name, updatedAt: sql`now()` })
    .where(eq(studentCourses.id, course.id));
  if (course.file) await certificates.remove(course.file);
  return { id: course.id, has_certificate: true as const };
}

/** A course's certificate scan in scope with its image kind (jpg when unrecognised), or 404. */
export async function readCourseCertificate(db: Db, certificates: CertificateStore, courseId: string, scope: Scope, caller: Caller | null) {
  const [row] = await db
    .select({ file: studentCourses.certificateFile })
    .from(studentCourses)
    .where(and(eq(studentCourses.id, courseId), studentOwnedScope(studentCourses.userId, scope, caller)));
  const bytes = row?.file ? await certificates.read(row.file) : null;
  if (!row?.file || !bytes) throw notFound();
  return { file: row.file, bytes, kind: detectImageKind(bytes) ?? 'jpg' };
}
