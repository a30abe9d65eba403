import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import {
  emailOutbox,
  guardianConsents,
  loginFailures,
  messageReports,
  messages,
  messageThreads,
  notifications,
  studentCourses,
  studentProfiles,
  studentPrivacy,
  users,
} from '../../db/schema.js';
import { accountKey } from '../../lib/account-key.js';
import { isForeignKeyViolation } from './db-errors.js';
import { scrubAccountId } from './erasure-logs.js';
import type { ConsentFormStore } from './consent-form-store.js';
import type { Storage } from '../files/storage.js';
import type { CertificateStore } from '../files/certificate-store.js';
import type { MessageAttachmentStore } from '../files/message-attachment-store.js';

/** A stored file of the student, and how to remove it after the erasure commits. */
export interface StudentUpload {
  remove: () => Promise<void>;
}

/**
 * Every upload of a student, one collector per kind of file. A domain that stores files of a
 * student (certificates, portfolio…) adds one line here so erasure removes them too.
 */
export async function collectStudentUploads(
  db: DbExecutor,
  studentId: string,
  files: { storage: Storage; forms: ConsentFormStore; certificates: CertificateStore; messageFiles: MessageAttachmentStore },
): Promise<StudentUpload[]> {
  const uploads: StudentUpload[] = [];
  const [account] = await db.select({ photo: users.photo }).from(users).where(eq(users.id, studentId));
  const photo = account?.photo;
  if (photo) uploads.push({ remove: () => files.storage.remove('profile_photo', photo) });
  const formRows = await db
    .select({ file: guardianConsents.formFile })
    .from(guardianConsents)
    .where(and(eq(guardianConsents.studentId, studentId), isNotNull(guardianConsents.formFile)));
  for (const { file } of formRows) if (file) uploads.push({ remove: () => files.forms.remove(file) });
  // Course and training certificate scans of the profile (modules/profile, docs/profile.md).
  const certificateRows = await db
    .select({ file: studentCourses.certificateFile })
    .from(studentCourses)
    .where(and(eq(studentCourses.userId, studentId), isNotNull(studentCourses.certificateFile)));
  for (const { file } of certificateRows) if (file) uploads.push({ remove: () => files.certificates.remove(file) });
  // Attachments of the student's conversations, whoever sent them: the thread goes with the student (docs/messages.md).
  const attachmentRows = await db
    .select({ file: messages.attachmentFile })
    .from(messages)
    .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
    .where(and(eq(messageThreads.studentId, studentId), isNotNull(messages.attachmentFile)));
  for (const { file } of attachmentRows) if (file) uploads.push({ remove: () => files.messageFiles.remove(file) });
  return uploads;
}

/** What other people's rows say of the student by name or address: replaced, or deleted when it is about them only. */
const ERASED_NAME = { id: '(akun dihapus)', en: '(erased account)' };

/**
 * The student's traces outside their own rows: e-mails to them or to their guardians in the
 * outbox (deleted), their name in other accounts' notifications (replaced), their failed-login
 * counters (deleted). Run before the account goes, while its name and e-mail are still known.
 */
async function scrubTraces(db: DbExecutor, studentId: string): Promise<void> {
  const [account] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, studentId));
  if (!account) return;
  const guardians = await db
    .select({ email: guardianConsents.guardianEmail })
    .from(guardianConsents)
    .where(and(eq(guardianConsents.studentId, studentId), isNotNull(guardianConsents.guardianEmail)));
  const addresses = [account.email, ...guardians.flatMap((g) => (g.email ? [g.email] : []))];
  await db.delete(emailOutbox).where(inArray(emailOutbox.toAddress, addresses));
  // Messages to others (a school admin, a company) that name the student: the body carries the name.
  await db.delete(emailOutbox).where(sql`position(${account.name} in ${emailOutbox.bodyText}) > 0`);
  await db
    .update(notifications)
    .set({ params: sql`jsonb_set(${notifications.params}, '{student}', ${JSON.stringify(ERASED_NAME)}::jsonb)` })
    .where(sql`${notifications.params}->>'student' = ${account.name}`);
  // A message notification names its sender (modules/messages): the student's name goes the same way.
  await db
    .update(notifications)
    .set({ params: sql`jsonb_set(${notifications.params}, '{sender}', ${JSON.stringify(ERASED_NAME)}::jsonb)` })
    .where(and(eq(notifications.kind, 'message-received'), sql`${notifications.params}->>'sender' = ${account.name}`));
  await db.delete(loginFailures).where(eq(loginFailures.accountKey, accountKey(account.email)));
}

/**
 * Erases a student: deletes the account, and every row that references it as its owner goes with
 * it (ON DELETE CASCADE: profile, records, privacy, consents, views, notifications, applications,
 * attempts…); rows that only mention the account as an actor keep a null. When a table refuses
 * the delete (a foreign key without cascade), the account is anonymised instead: every personal
 * field is overwritten, the sign-in is disabled, and the student's own rows we know of are deleted.
 * Returns which of the two happened. Run inside the approving transaction.
 */
export async function eraseStudent(db: DbExecutor, studentId: string): Promise<'deleted' | 'anonymised'> {
  await scrubTraces(db, studentId);
  let deleted = false;
  try {
    await db.transaction(async (sp) => {
      await sp.delete(users).where(eq(users.id, studentId));
    });
    deleted = true;
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
  }
  if (deleted) {
    await scrubAccountId(db, studentId);
    return 'deleted';
  }
  await db.delete(studentProfiles).where(eq(studentProfiles.userId, studentId));
  await db.delete(studentPrivacy).where(eq(studentPrivacy.userId, studentId));
  await db.delete(guardianConsents).where(eq(guardianConsents.studentId, studentId));
  // The student's conversations (their messages go with each thread) and their reports of others' messages.
  await db.delete(messageThreads).where(eq(messageThreads.studentId, studentId));
  await db.delete(messageReports).where(eq(messageReports.reporterId, studentId));
  await db
    .update(users)
    .set({
      name: 'Akun dihapus',
      email: `erased-${studentId}@invalid.jalurkarir.id`,
      passwordHash: `!erased-${randomBytes(16).toString('hex')}`,
      phone: null,
      nisn: null,
      photo: null,
      status: 'inactive',
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, studentId));
  await scrubAccountId(db, studentId);
  return 'anonymised';
}
