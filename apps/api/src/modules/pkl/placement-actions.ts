import { and, desc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import {
  PKL_ACTIVE_STATUSES,
  type Lang,
  type StoredPklPlacementStatus,
  type TPklApprovalInput,
  type TPklAnswerInput,
  type TPklPlacementInput,
  type TPklProposalInput,
  type TPklSupervisorsInput,
  type TPklVisitInput,
  businessToday,
} from '@jalurkarir/shared';
import type { Db, DbExecutor } from '../../db/client.js';
import { companies, partnerships, pklPeriods, pklPlacements, pklQuotas, pklVisits, studentProfiles, users } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { notify } from '../notifications/notify.js';
import { companyAdminIdsOf } from '../partnerships/partnership-query.js';
import { scopedPeriod, type PklPeriod } from './periods.js';
import { coordinatorIds, NOW, recordEvent, refuse, schoolStaffIds, verifiedTeacherOf, type Actor } from './pkl-common.js';
import { scopedPlacement, type PklPlacement } from './placement-query.js';

const link = (id: string) => `/pkl/placement/${id}`;
const ANSWER = { confirm: { id: 'dikonfirmasi', en: 'confirmed' }, decline: { id: 'ditolak', en: 'declined' } } as const;

/** The partnership in force for the whole period that accepts PKL, or a refusal. */
async function pklPartnership(db: DbExecutor, period: PklPeriod, companyId: string, lang: Lang): Promise<string> {
  const [p] = await db
    .select({ id: partnerships.id })
    .from(partnerships)
    .where(
      and(
        eq(partnerships.companyId, companyId),
        eq(partnerships.schoolId, period.school_id),
        eq(partnerships.status, 'active'),
        eq(partnerships.pkl, true),
        lte(partnerships.startDate, period.start_date),
        gte(partnerships.endDate, period.end_date),
      ),
    )
    .limit(1);
  if (!p) throw refuse(409, 'VALIDATION', 'company_id', 'NOT_PARTNER', lang);
  return p.id;
}

/** The student belongs to the period's school, class groups and program. */
async function checkStudent(db: DbExecutor, period: PklPeriod, studentId: string, lang: Lang) {
  const [s] = await db
    .select({ id: users.id, className: studentProfiles.className, program: studentProfiles.program })
    .from(users)
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .where(and(eq(users.id, studentId), eq(users.role, 'siswa'), eq(users.schoolId, period.school_id)));
  if (!s) throw refuse(400, 'VALIDATION', 'student_id', 'STUDENT_NOT_FOUND', lang);
  const inClass = s.className !== null && period.class_names.some((c) => c.trim().toLowerCase() === s.className!.trim().toLowerCase());
  if (!inClass || (period.program && s.program !== period.program)) throw refuse(409, 'VALIDATION', 'student_id', 'STUDENT_NOT_IN_PERIOD', lang);
}

/** A student's seat-holding placements may not be in overlapping periods (`except`: the placement being moved on). */
async function checkOverlap(db: DbExecutor, period: PklPeriod, studentId: string, lang: Lang, except?: string) {
  const [clash] = await db
    .select({ id: pklPlacements.id })
    .from(pklPlacements)
    .innerJoin(pklPeriods, eq(pklPeriods.id, pklPlacements.periodId))
    .where(
      and(
        eq(pklPlacements.studentId, studentId),
        inArray(pklPlacements.status, [...PKL_ACTIVE_STATUSES]),
        lte(pklPeriods.startDate, period.end_date),
        gte(pklPeriods.endDate, period.start_date),
        except ? ne(pklPlacements.id, except) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw refuse(409, 'DUPLICATE', 'student_id', 'PERIOD_OVERLAP', lang);
}

/** The company's quota in the period (when one is set) counts placements sent to it or taken by it. */
async function checkQuota(db: DbExecutor, period: PklPeriod, companyId: string, lang: Lang, except?: string) {
  const [q] = await db
    .select({ quota: pklQuotas.quota })
    .from(pklQuotas)
    .where(and(eq(pklQuotas.periodId, period.id), eq(pklQuotas.companyId, companyId)));
  if (!q) return;
  const [taken] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pklPlacements)
    .where(
      and(
        eq(pklPlacements.periodId, period.id),
        eq(pklPlacements.companyId, companyId),
        inArray(pklPlacements.status, ['awaiting_company', 'confirmed', 'finished']),
        except ? ne(pklPlacements.id, except) : undefined,
      ),
    );
  if ((taken?.n ?? 0) >= q.quota) throw refuse(409, 'VALIDATION', 'company_id', 'QUOTA_FULL', lang);
}

async function checkTeacher(db: DbExecutor, schoolId: string, teacherId: string | null | undefined, lang: Lang) {
  if (teacherId && !(await verifiedTeacherOf(db, schoolId, { id: teacherId }))) {
    throw refuse(400, 'VALIDATION', 'school_supervisor_id', 'TEACHER_NOT_FOUND', lang);
  }
}
/** The industry supervisor: an active account of the company, its admin or a PKL supervisor account it made. */
async function checkSupervisor(db: DbExecutor, companyId: string, userId: string | null | undefined, lang: Lang) {
  if (!userId) return;
  const [u] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, 'admin_perusahaan'), eq(users.companyId, companyId), eq(users.status, 'active')));
  if (!u) throw refuse(400, 'VALIDATION', 'industry_supervisor_id', 'SUPERVISOR_NOT_FOUND', lang);
}

/** The period must not be over for a new placement. */
function checkOpen(period: PklPeriod, lang: Lang) {
  if (period.end_date < businessToday()) throw refuse(409, 'VALIDATION', 'period_id', 'PERIOD_ENDED', lang);
}

async function tellCompany(tx: DbExecutor, placementId: string, companyId: string, student: string, school: string) {
  await notify(tx, {
    kind: 'pkl-placement-request',
    userIds: await companyAdminIdsOf(tx, companyId),
    params: { school, student },
    link: link(placementId),
  });
}

/** Names for notices. */
async function namesOf(tx: DbExecutor, studentId: string, companyId: string) {
  const [s] = await tx.select({ name: users.name }).from(users).where(eq(users.id, studentId));
  const [c] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return { student: s?.name ?? '', company: c?.name ?? '' };
}

/**
 * The school places a student (Admin Sekolah in its school; a Guru in a period they coordinate):
 * every rule of docs/pkl.md, then the company is asked. Returns the new placement's id.
 */
export async function placeStudent(db: Db, actor: Actor, body: TPklPlacementInput): Promise<string> {
  const period = await placingPeriod(db, actor, body.period_id);
  return db.transaction((tx) => placeInTransaction(tx, actor, period, body));
}

/** The period a placement is made in, in the caller's scope of periods (a Guru's: the one they coordinate), still open. */
export async function placingPeriod(db: DbExecutor, actor: Actor, periodId: string): Promise<PklPeriod> {
  const period = await scopedPeriod(db, periodId, actor.scope === 'pkl-supervised' ? 'pkl-supervised' : actor.scope, actor.caller);
  checkOpen(period, actor.lang);
  return period;
}

/** One placement inside the caller's transaction (a spreadsheet's rows share one): the checks, the row, the company told. */
export async function placeInTransaction(tx: DbExecutor, actor: Actor, period: PklPeriod, body: TPklPlacementInput): Promise<string> {
  const { lang } = actor;
  await checkStudent(tx, period, body.student_id, lang);
  await checkTeacher(tx, period.school_id, body.school_supervisor_id, lang);
  await checkSupervisor(tx, body.company_id, body.industry_supervisor_id, lang);
  await checkOverlap(tx, period, body.student_id, lang);
  const partnershipId = await pklPartnership(tx, period, body.company_id, lang);
  await checkQuota(tx, period, body.company_id, lang);
  const [row] = await tx
    .insert(pklPlacements)
    .values({
      periodId: period.id,
      schoolId: period.school_id,
      studentId: body.student_id,
      companyId: body.company_id,
      partnershipId,
      schoolSupervisorId: body.school_supervisor_id ?? null,
      industrySupervisorId: body.industry_supervisor_id ?? null,
      status: 'awaiting_company',
      createdBy: actor.caller.user.id,
    })
    .returning({ id: pklPlacements.id });
  await recordEvent(tx, row!.id, 'placed', actor.caller.user.id);
  const names = await namesOf(tx, body.student_id, body.company_id);
  await tellCompany(tx, row!.id, body.company_id, names.student, period.school_name);
  return row!.id;
}

/** A student proposes a company for a period of their class; the school (admins, the coordinator) hears of it. */
export async function proposePlacement(db: Db, actor: Actor, body: TPklProposalInput): Promise<string> {
  const { lang, caller } = actor;
  const period = await scopedPeriod(db, body.period_id, 'own-school', caller);
  checkOpen(period, lang);
  await checkStudent(db, period, caller.user.id, lang);
  return db.transaction(async (tx) => {
    await checkOverlap(tx, period, caller.user.id, lang);
    const partnershipId = await pklPartnership(tx, period, body.company_id, lang);
    const [row] = await tx
      .insert(pklPlacements)
      .values({
        periodId: period.id,
        schoolId: period.school_id,
        studentId: caller.user.id,
        companyId: body.company_id,
        partnershipId,
        status: 'proposed',
        proposalNote: body.note,
        createdBy: caller.user.id,
      })
      .returning({ id: pklPlacements.id });
    await recordEvent(tx, row!.id, 'proposed', caller.user.id, body.note);
    const names = await namesOf(tx, caller.user.id, body.company_id);
    const staff = [...(await schoolStaffIds(tx, period.school_id, ['admin_sekolah'])), ...(await coordinatorIds(tx, period.id))];
    await notify(tx, { kind: 'pkl-proposal', userIds: staff, params: { student: names.student, company: names.company }, link: link(row!.id) });
    return row!.id;
  });
}

/** Moves a placement from one state to another, or 409 when it is no longer there (a concurrent answer). */
async function move(tx: DbExecutor, id: string, from: StoredPklPlacementStatus, set: Partial<typeof pklPlacements.$inferInsert>, lang: Lang) {
  const [changed] = await tx
    .update(pklPlacements)
    .set({ ...set, updatedAt: NOW })
    .where(and(eq(pklPlacements.id, id), eq(pklPlacements.status, from)))
    .returning({ id: pklPlacements.id });
  if (!changed) throw refuse(409, 'VALIDATION', 'status', 'WRONG_STATE', lang);
}

/** The school approves a proposal (checks again, then the company is asked) or rejects it with a reason. */
export async function approveProposal(db: Db, actor: Actor, id: string, body: TPklApprovalInput): Promise<void> {
  const { lang, caller } = actor;
  const p = await scopedPlacement(db, id, actor.scope, caller);
  if (p.status !== 'proposed') throw refuse(409, 'VALIDATION', 'status', 'WRONG_STATE', lang);
  const period = await scopedPeriod(db, p.period_id, 'all', caller);
  await db.transaction(async (tx) => {
    if (body.decision === 'reject') {
      await move(tx, id, 'proposed', { status: 'rejected', reason: body.reason ?? null }, lang);
      await recordEvent(tx, id, 'rejected', caller.user.id, body.reason ?? null);
      await notify(tx, {
        kind: 'pkl-proposal-answered',
        userIds: [p.student_id],
        params: { company: p.company_name, answer: { id: 'ditolak', en: 'rejected' } },
        link: link(id),
      });
      return;
    }
    await checkTeacher(tx, p.school_id, body.school_supervisor_id, lang);
    await pklPartnership(tx, period, p.company_id, lang);
    await checkQuota(tx, period, p.company_id, lang, id);
    await move(tx, id, 'proposed', { status: 'awaiting_company', schoolSupervisorId: body.school_supervisor_id ?? p.school_supervisor_id }, lang);
    await recordEvent(tx, id, 'approved', caller.user.id);
    await notify(tx, {
      kind: 'pkl-proposal-answered',
      userIds: [p.student_id],
      params: { company: p.company_name, answer: { id: 'disetujui', en: 'approved' } },
      link: link(id),
    });
    await tellCompany(tx, id, p.company_id, p.student_name, p.school_name);
  });
}

/** The company confirms (naming its supervisor; the caller by default) or declines with a reason; the school hears of it. */
export async function answerPlacement(db: Db, actor: Actor, id: string, body: TPklAnswerInput): Promise<void> {
  const { lang, caller } = actor;
  const p = await scopedPlacement(db, id, actor.scope, caller);
  if (p.status !== 'awaiting_company') throw refuse(409, 'VALIDATION', 'status', 'WRONG_STATE', lang);
  const supervisorId = body.decision === 'confirm' ? (body.industry_supervisor_id ?? p.industry_supervisor_id ?? caller.user.id) : null;
  await checkSupervisor(db, p.company_id, supervisorId, lang);
  await db.transaction(async (tx) => {
    if (body.decision === 'confirm') await move(tx, id, 'awaiting_company', { status: 'confirmed', industrySupervisorId: supervisorId }, lang);
    else await move(tx, id, 'awaiting_company', { status: 'declined', reason: body.reason ?? null }, lang);
    await recordEvent(tx, id, body.decision === 'confirm' ? 'confirmed' : 'declined', caller.user.id, body.reason ?? null);
    const staff = [...(await schoolStaffIds(tx, p.school_id, ['admin_sekolah'])), ...(await coordinatorIds(tx, p.period_id))];
    if (p.school_supervisor_id) staff.push(p.school_supervisor_id);
    await notify(tx, {
      kind: 'pkl-placement-answered',
      userIds: [...staff, p.student_id],
      params: { student: p.student_name, company: p.company_name, answer: ANSWER[body.decision] },
      link: link(id),
    });
  });
}

/** The school cancels a placement that has not finished. */
export async function cancelPlacement(db: Db, actor: Actor, id: string, reason: string): Promise<void> {
  const p = await scopedPlacement(db, id, actor.scope, actor.caller);
  const from = (['proposed', 'awaiting_company', 'confirmed'] as const).find((s) => s === p.status || (s === 'confirmed' && p.status === 'ongoing'));
  if (!from) throw refuse(409, 'VALIDATION', 'status', 'WRONG_STATE', actor.lang);
  await db.transaction(async (tx) => {
    await move(tx, id, from, { status: 'cancelled', reason }, actor.lang);
    await recordEvent(tx, id, 'cancelled', actor.caller.user.id, reason);
  });
}

/** The supervisors: the school names its Guru, the company its supervisor (each side only its own). */
export async function updateSupervisors(db: Db, actor: Actor, id: string, body: TPklSupervisorsInput): Promise<void> {
  const p = await scopedPlacement(db, id, actor.scope, actor.caller);
  if (p.status === 'finished' || p.status === 'cancelled') throw refuse(409, 'VALIDATION', 'status', 'WRONG_STATE', actor.lang);
  const isCompany = actor.scope === 'own-company';
  const set: Partial<typeof pklPlacements.$inferInsert> = {};
  if (isCompany && body.industry_supervisor_id !== undefined) {
    await checkSupervisor(db, p.company_id, body.industry_supervisor_id, actor.lang);
    set.industrySupervisorId = body.industry_supervisor_id;
  }
  if (!isCompany && body.school_supervisor_id !== undefined) {
    await checkTeacher(db, p.school_id, body.school_supervisor_id, actor.lang);
    set.schoolSupervisorId = body.school_supervisor_id;
  }
  if (Object.keys(set).length === 0)
    throw new AppError(400, 'VALIDATION', { [isCompany ? 'industry_supervisor_id' : 'school_supervisor_id']: 'msg:REQUIRED' });
  await db.transaction(async (tx) => {
    await tx
      .update(pklPlacements)
      .set({ ...set, updatedAt: NOW })
      .where(eq(pklPlacements.id, id));
    await recordEvent(tx, id, 'updated', actor.caller.user.id);
  });
}

/** A teacher's visit to an ongoing or finished placement (not in the future). */
export async function recordVisit(db: Db, actor: Actor, body: TPklVisitInput): Promise<string> {
  const p: PklPlacement = await scopedPlacement(db, body.placement_id, actor.scope, actor.caller);
  if (p.status !== 'ongoing' && p.status !== 'finished') throw refuse(409, 'VALIDATION', 'status', 'NOT_ONGOING', actor.lang);
  if (body.date > businessToday()) throw refuse(400, 'VALIDATION', 'date', 'DATE_IN_FUTURE', actor.lang);
  if (body.date < p.start_date || body.date > p.end_date) throw refuse(400, 'VALIDATION', 'date', 'DATE_OUTSIDE_PERIOD', actor.lang);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(pklVisits)
      .values({ placementId: p.id, date: body.date, notes: body.notes, teacherId: actor.caller.user.id })
      .returning({ id: pklVisits.id });
    await recordEvent(tx, p.id, 'visit', actor.caller.user.id, body.date);
    return row!.id;
  });
}

function visits(db: DbExecutor) {
  return db
    .select({
      id: pklVisits.id,
      placement_id: pklVisits.placementId,
      date: pklVisits.date,
      notes: pklVisits.notes,
      teacher_name: users.name,
      created_at: pklVisits.createdAt,
    })
    .from(pklVisits)
    .leftJoin(users, eq(users.id, pklVisits.teacherId));
}
export async function visitById(db: DbExecutor, id: string) {
  const [row] = await visits(db).where(eq(pklVisits.id, id));
  if (!row) throw notFound();
  return row;
}
/** A placement's visits, newest first. */
export async function visitsOf(db: DbExecutor, placementId: string) {
  return visits(db).where(eq(pklVisits.placementId, placementId)).orderBy(desc(pklVisits.date));
}
