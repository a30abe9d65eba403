// Guardian consent's queries and rules: a request by e-mail and the guardian's answer by the link's token,
// a paper form recorded by the school, withdrawal, the school's list and a form's scan.
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CURRENT_CONSENT_VERSION,
  needsGuardianConsent,
  type ConsentStatus,
  type Lang,
  type Scope,
  type ZAnswerConsent,
  type ZRecordPaperConsent,
} from '@jalurkarir/shared';
import type { Db, DbExecutor } from '../../db/client.js';
import { guardianConsents, schools, studentProfiles, users } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { hashToken, newOneTimeToken } from '../../lib/one-time-tokens.js';
import type { Caller } from '../../plugins/auth.js';
import type { ImageKind } from '../files/image-type.js';
import type { Mailer } from '../mail/mailer.js';
import { notify } from '../notifications/notify.js';
import { scopeCondition } from '../scope.js';
import { guardianConsentEmail } from './consent-email.js';
import type { ConsentFormStore } from './consent-form-store.js';
import { CONSENT_STATUS_WORDS, privacyMessage } from './messages.js';
import { schoolAdminIds, studentInScope } from './people.js';
import { todayIso } from './settings.js';

export const CONSENT_LINK_DAYS = 14;

/** A pending consent by its link's token (unexpired), with the student it is for. */
export async function pendingByToken(db: DbExecutor, token: string) {
  const [row] = await db
    .select({
      id: guardianConsents.id,
      status: guardianConsents.status,
      studentId: guardianConsents.studentId,
      student: users.name,
      schoolId: users.schoolId,
      school: schools.name,
      expiresAt: guardianConsents.tokenExpiresAt,
    })
    .from(guardianConsents)
    .innerJoin(users, eq(users.id, guardianConsents.studentId))
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .where(
      and(eq(guardianConsents.tokenHash, hashToken(token)), eq(guardianConsents.status, 'pending'), gt(guardianConsents.tokenExpiresAt, sql`now()`)),
    );
  if (!row) throw new AppError(404, 'TOKEN_INVALID');
  return row;
}

/** Withdraws the student's granted consents and cancels a pending request: hidden from companies at once. */
export async function withdrawConsents(db: DbExecutor, studentId: string, actorId: string | null): Promise<number> {
  const granted = await db
    .update(guardianConsents)
    .set({ status: 'withdrawn', withdrawnAt: sql`now()`, withdrawnBy: actorId, updatedAt: sql`now()` })
    .where(and(eq(guardianConsents.studentId, studentId), eq(guardianConsents.status, 'granted')))
    .returning({ id: guardianConsents.id });
  await cancelPending(db, studentId);
  return granted.length;
}

/** Cancels the student's pending request: its link stops working. */
function cancelPending(db: DbExecutor, studentId: string) {
  return db
    .update(guardianConsents)
    .set({ status: 'cancelled', tokenHash: null, updatedAt: sql`now()` })
    .where(and(eq(guardianConsents.studentId, studentId), eq(guardianConsents.status, 'pending')));
}

export interface ConsentMail {
  mailer: Mailer;
  publicUrl: string;
}

/**
 * A student under the age of consent asks their guardian by e-mail: a new pending request with a
 * one-time link (replacing a pending one), the e-mail and a notice to the school's admins.
 */
export async function requestConsent(db: Db, { mailer, publicUrl }: ConsentMail, me: Caller['user'], guardianEmail: string, lang: Lang) {
  if (guardianEmail === me.email.toLowerCase()) throw new AppError(400, 'VALIDATION', { guardianEmail: privacyMessage('OWN_EMAIL', lang) });
  const [profile] = await db.select({ birthDate: studentProfiles.birthDate }).from(studentProfiles).where(eq(studentProfiles.userId, me.id));
  if (!needsGuardianConsent(profile?.birthDate, todayIso()))
    throw new AppError(400, 'VALIDATION', { guardianEmail: privacyMessage('NO_CONSENT_NEEDED', lang) });
  const [school] = me.schoolId ? await db.select({ name: schools.name }).from(schools).where(eq(schools.id, me.schoolId)) : [];
  const { token, hash } = newOneTimeToken();
  await db.transaction(async (tx) => {
    // A new request replaces a pending one (its link stops working); a granted consent stays until withdrawn.
    await cancelPending(tx, me.id);
    await tx.insert(guardianConsents).values({
      studentId: me.id,
      method: 'email',
      status: 'pending',
      guardianEmail,
      textVersion: CURRENT_CONSENT_VERSION,
      tokenHash: hash,
      tokenExpiresAt: sql`now() + make_interval(days => ${CONSENT_LINK_DAYS})`,
      requestedBy: me.id,
    });
    await mailer.send(
      guardianConsentEmail(guardianEmail, { name: me.name, school: school?.name ?? null }, `${publicUrl}/#/consent/${token}`, CONSENT_LINK_DAYS),
      tx,
    );
    await notify(tx, {
      kind: 'consent-requested',
      userIds: await schoolAdminIds(tx, me.schoolId),
      params: { student: me.name },
      link: '/privacy-requests',
    });
  });
}

export type ConsentAnswer = z.infer<typeof ZAnswerConsent> & { token: string };

/** The guardian's answer by the link's token: granted or declined, the link spent, the student and school told. */
export async function answerConsent(db: Db, { token, guardianName, relation, agree, textVersion }: ConsentAnswer): Promise<ConsentStatus> {
  const status: ConsentStatus = agree ? 'granted' : 'declined';
  await db.transaction(async (tx) => {
    const row = await pendingByToken(tx, token);
    await tx
      .update(guardianConsents)
      .set({ status, guardianName, relation, textVersion, answeredAt: sql`now()`, tokenHash: null, updatedAt: sql`now()` })
      .where(eq(guardianConsents.id, row.id));
    const word = agree ? CONSENT_STATUS_WORDS.granted : CONSENT_STATUS_WORDS.declined;
    await notify(tx, {
      kind: 'consent-answered',
      userIds: [row.studentId, ...(await schoolAdminIds(tx, row.schoolId))],
      params: { student: row.student, status: word },
      link: '/student-profile',
    });
  });
  return status;
}

export type PaperConsent = z.infer<typeof ZRecordPaperConsent> & { kind: ImageKind; bytes: Buffer };

/**
 * A signed paper form recorded by the school: the scan stored, a granted consent replacing a pending
 * request, the student told. The scan is removed again when the write fails.
 */
export async function recordPaperConsent(
  db: Db,
  forms: ConsentFormStore,
  scope: Scope,
  caller: Caller,
  input: PaperConsent,
  lang: Lang,
): Promise<string> {
  const student = await studentInScope(db, scope, caller, input.studentId);
  if (!student) throw new AppError(400, 'VALIDATION', { studentId: privacyMessage('NOT_A_STUDENT', lang) });
  const formFile = await forms.save(input.kind, input.bytes);
  const actor = caller.user.id;
  try {
    return await db.transaction(async (tx) => {
      await cancelPending(tx, student.id);
      const [row] = await tx
        .insert(guardianConsents)
        .values({
          studentId: student.id,
          method: 'paper',
          status: 'granted',
          guardianName: input.guardianName,
          relation: input.relation,
          textVersion: CURRENT_CONSENT_VERSION,
          formFile,
          recordedBy: actor,
          requestedBy: actor,
          answeredAt: new Date(`${input.signedOn}T00:00:00+07:00`),
        })
        .returning({ id: guardianConsents.id });
      if (!row) throw new Error('the consent insert returned no row');
      await notify(tx, {
        kind: 'consent-answered',
        userIds: [student.id],
        params: { student: student.name, status: CONSENT_STATUS_WORDS.granted },
        link: '/student-profile',
      });
      return row.id;
    });
  } catch (error) {
    await forms.remove(formFile);
    throw error;
  }
}

/** Withdraws a student's consents (in scope, else 404) and tells the student and the school's admins other than the actor. */
export async function withdrawStudentConsents(db: Db, scope: Scope, caller: Caller, studentId: string | undefined) {
  const me = caller.user;
  const student = studentId ? await studentInScope(db, scope, caller, studentId) : undefined;
  if (!student) throw notFound();
  await db.transaction(async (tx) => {
    const withdrawn = await withdrawConsents(tx, student.id, me.id);
    if (withdrawn === 0) return;
    const others = [student.id, ...(await schoolAdminIds(tx, student.schoolId))].filter((id) => id !== me.id);
    await notify(tx, { kind: 'consent-answered', userIds: others, params: { student: student.name, status: CONSENT_STATUS_WORDS.withdrawn } });
  });
  return student;
}

/** The consents of the students in scope, newest first (cancelled requests left out unless asked for). */
export async function consentList(db: Db, scope: Scope, caller: Caller | null, status: ConsentStatus | undefined) {
  return db
    .select({
      id: guardianConsents.id,
      studentId: guardianConsents.studentId,
      student: users.name,
      school: schools.name,
      method: guardianConsents.method,
      status: guardianConsents.status,
      guardianName: guardianConsents.guardianName,
      relation: guardianConsents.relation,
      textVersion: guardianConsents.textVersion,
      hasForm: sql<boolean>`${guardianConsents.formFile} is not null`,
      answeredAt: guardianConsents.answeredAt,
      createdAt: guardianConsents.createdAt,
    })
    .from(guardianConsents)
    .innerJoin(users, eq(users.id, guardianConsents.studentId))
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .where(
      and(
        status ? eq(guardianConsents.status, status) : inArray(guardianConsents.status, ['pending', 'granted', 'declined', 'withdrawn']),
        scopeCondition(scope, caller, { school: users.schoolId, owner: guardianConsents.studentId }),
      ),
    )
    .orderBy(desc(guardianConsents.createdAt))
    .limit(200);
}

/** The scan of a paper form of a student in the school's scope, or 404. */
export async function consentForm(db: Db, forms: ConsentFormStore, scope: Scope, caller: Caller | null, id: string) {
  const [row] = await db
    .select({ formFile: guardianConsents.formFile })
    .from(guardianConsents)
    .innerJoin(users, eq(users.id, guardianConsents.studentId))
    .where(and(eq(guardianConsents.id, id), scopeCondition(scope, caller, { school: users.schoolId })));
  const bytes = row?.formFile ? await forms.read(row.formFile) : null;
  if (!row?.formFile || !bytes) throw notFound();
  return { name: row.formFile, bytes };
}
