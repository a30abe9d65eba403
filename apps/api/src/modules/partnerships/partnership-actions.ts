import { and, eq, or, sql } from 'drizzle-orm';
import {
  PARTNERSHIP_ANSWER_NAMES,
  PARTNERSHIP_MESSAGES,
  type ErrorCode,
  type Lang,
  type PartnershipEvent,
  type PartnershipMessageKey,
  type Scope,
  type TPartnershipPeriod,
  type TRenewPartnership,
  type TRequestPartnership,
} from '@jalurkarir/shared';
import type { Db, DbExecutor } from '../../db/client.js';
import { companies, partnershipEvents, partnerships, schools } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Caller } from '../../plugins/auth.js';
import { notify } from '../notifications/notify.js';
import { isPdf, type DocumentStore } from './document-store.js';
import { companyAdminIdsOf, findPartnership, partnershipScope, schoolAdminIdsOf, statusIs, type Partnership } from './partnership-query.js';

/** Who acts: the scope of the route's cell, the signed-in caller and the language of refusals. */
export interface Actor {
  scope: Scope;
  caller: Caller;
  lang: Lang;
}

function refuse(status: number, code: ErrorCode, field: string, key: PartnershipMessageKey, lang: Lang): AppError {
  return new AppError(status, code, { [field]: PARTNERSHIP_MESSAGES[key][lang] });
}

const link = (id: string) => `/school-partnership/${id}`;
const WHO: Record<'company' | 'school', { id: string; en: string }> = {
  company: { id: 'perusahaan', en: 'the company' },
  school: { id: 'sekolah', en: 'the school' },
};

/** Day after `date` (YYYY-MM-DD). */
function dayAfter(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

async function record(db: DbExecutor, partnershipId: string, action: PartnershipEvent, actorId: string, note: string | null = null) {
  await db.insert(partnershipEvents).values({ partnershipId, action, actorId, note });
}

/** The row behind `?id=` inside the caller's scope for the route's cell (404 otherwise: another school's request does not exist for you). */
export async function scopedPartnership(db: DbExecutor, id: string, scope: Scope, caller: Caller | null): Promise<Partnership> {
  const row = await findPartnership(db, and(eq(partnerships.id, id), partnershipScope(scope, caller)));
  if (!row) throw notFound();
  return row;
}

/** Which side the caller acts for: its scope is the company's rows (`own-company`) or the school's. */
const side = (scope: Scope): 'company' | 'school' => (scope === 'own-company' ? 'company' : 'school');

/** The other side's accounts: a company's action is heard by the school, the school's by the company. */
const otherSide = async (scope: Scope, p: Partnership, tx: DbExecutor) =>
  side(scope) === 'company' ? schoolAdminIdsOf(tx, p.school_id) : companyAdminIdsOf(tx, p.company_id);

/** The company's request to a school; the school's admins hear of it. Returns the new row's id. */
export async function requestPartnership(db: Db, { caller, lang }: Actor, body: TRequestPartnership): Promise<string> {
  const companyId = caller.user.companyId;
  const [company] = companyId
    ? await db.select({ id: companies.id, name: companies.name, status: companies.status }).from(companies).where(eq(companies.id, companyId))
    : [];
  if (!company) throw notFound();
  if (company.status !== 'approved') throw refuse(403, 'FORBIDDEN', 'company', 'COMPANY_NOT_APPROVED', lang);
  const [school] = await db.select({ id: schools.id, name: schools.name }).from(schools).where(eq(schools.id, body.school_id));
  if (!school) throw new AppError(400, 'VALIDATION', { school_id: 'msg:SCHOOL_REQUIRED' });
  return db.transaction(async (tx) => {
    // One open matter per pair: a pending request, or an active period not yet past its end.
    const [open] = await tx
      .select({ id: partnerships.id })
      .from(partnerships)
      .where(and(eq(partnerships.companyId, company.id), eq(partnerships.schoolId, school.id), or(statusIs('requested'), statusIs('active'))))
      .limit(1);
    if (open) throw refuse(409, 'DUPLICATE', 'school_id', 'ALREADY_OPEN', lang);
    const [created] = await tx
      .insert(partnerships)
      .values({
        companyId: company.id,
        schoolId: school.id,
        programs: [...new Set(body.programs)],
        message: body.message,
        pkl: body.pkl,
        requestedBy: caller.user.id,
      })
      .returning({ id: partnerships.id });
    if (!created) throw new Error('insert returned nothing');
    await record(tx, created.id, 'requested', caller.user.id);
    await notify(tx, {
      kind: 'partnership-requested',
      userIds: await schoolAdminIdsOf(tx, school.id),
      params: { company: company.name, school: school.name },
      link: link(created.id),
    });
    return created.id;
  });
}

/** The school agrees to a pending request with the MoU's number and period; the company hears of it. */
export async function acceptPartnership(db: Db, actor: Actor, id: string, body: TPartnershipPeriod): Promise<void> {
  const { caller, lang } = actor;
  await db.transaction(async (tx) => {
    const p = await scopedPartnership(tx, id, actor.scope, caller);
    const [changed] = await tx
      .update(partnerships)
      .set({
        status: 'active',
        mouNumber: body.mou_number ?? null,
        // Left out keeps what the request said (docs/pkl.md).
        ...(body.pkl === undefined ? {} : { pkl: body.pkl }),
        startDate: body.start_date,
        endDate: body.end_date,
        answeredBy: caller.user.id,
        answeredAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(partnerships.id, p.id), eq(partnerships.status, 'requested')))
      .returning({ id: partnerships.id });
    if (!changed) throw refuse(409, 'VALIDATION', 'status', 'NOT_REQUESTED', lang);
    await record(tx, p.id, 'accepted', caller.user.id, body.mou_number ?? null);
    await notify(tx, {
      kind: 'partnership-answered',
      userIds: await companyAdminIdsOf(tx, p.company_id),
      params: { company: p.company_name, school: p.school_name, status: PARTNERSHIP_ANSWER_NAMES.accepted },
      link: link(p.id),
    });
  });
}

/** The school declines a pending request with a reason; the company hears of it. */
export async function declinePartnership(db: Db, actor: Actor, id: string, reason: string): Promise<void> {
  const { caller, lang } = actor;
  await db.transaction(async (tx) => {
    const p = await scopedPartnership(tx, id, actor.scope, caller);
    const [changed] = await tx
      .update(partnerships)
      .set({ status: 'declined', declineReason: reason, answeredBy: caller.user.id, answeredAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(partnerships.id, p.id), eq(partnerships.status, 'requested')))
      .returning({ id: partnerships.id });
    if (!changed) throw refuse(409, 'VALIDATION', 'status', 'NOT_REQUESTED', lang);
    await record(tx, p.id, 'declined', caller.user.id, reason);
    await notify(tx, {
      kind: 'partnership-answered',
      userIds: await companyAdminIdsOf(tx, p.company_id),
      params: { company: p.company_name, school: p.school_name, status: PARTNERSHIP_ANSWER_NAMES.declined },
      link: link(p.id),
    });
  });
}

/** The MoU record of an agreed partnership (active or expired): its number and period. */
export async function updatePartnershipPeriod(db: Db, actor: Actor, id: string, body: TPartnershipPeriod): Promise<void> {
  const { caller, lang } = actor;
  await db.transaction(async (tx) => {
    const p = await scopedPartnership(tx, id, actor.scope, caller);
    if (p.status !== 'active' && p.status !== 'expired') throw refuse(409, 'VALIDATION', 'status', 'NOT_ACTIVE', lang);
    await tx
      .update(partnerships)
      .set({
        mouNumber: body.mou_number ?? null,
        ...(body.pkl === undefined ? {} : { pkl: body.pkl }),
        startDate: body.start_date,
        endDate: body.end_date,
        endingNotifiedAt: null,
        updatedAt: sql`now()`,
      })
      .where(eq(partnerships.id, p.id));
    await record(tx, p.id, 'updated', caller.user.id, body.mou_number ?? null);
  });
}

/** Ends an agreed partnership (either side) or withdraws a pending request (the company); the other side hears of it. */
export async function endPartnership(db: Db, actor: Actor, id: string, reason: string | null): Promise<void> {
  const { scope, caller, lang } = actor;
  await db.transaction(async (tx) => {
    const p = await scopedPartnership(tx, id, scope, caller);
    // An agreed partnership ends by either side; a pending request is withdrawn by the company that sent it.
    const allowed = p.status === 'active' || (p.status === 'requested' && side(scope) === 'company');
    if (!allowed) throw refuse(409, 'VALIDATION', 'status', 'NOT_ACTIVE', lang);
    await tx
      .update(partnerships)
      .set({ status: 'ended', endReason: reason, endedBy: caller.user.id, endedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(partnerships.id, p.id));
    await record(tx, p.id, 'ended', caller.user.id, reason);
    await notify(tx, {
      kind: 'partnership-ended',
      userIds: await otherSide(scope, p, tx),
      params: { partner: side(scope) === 'company' ? p.company_name : p.school_name, by: WHO[side(scope)] },
      link: link(p.id),
    });
  });
}

/**
 * A renewal is a new period after the current one (active or expired, not renewed yet); the old one
 * stays as history. Returns the new period's id.
 */
export async function renewPartnership(db: Db, actor: Actor, id: string, body: TRenewPartnership): Promise<string> {
  const { scope, caller, lang } = actor;
  return db.transaction(async (tx) => {
    const p = await scopedPartnership(tx, id, scope, caller);
    if (p.status !== 'active' && p.status !== 'expired') throw refuse(409, 'VALIDATION', 'status', 'NOT_RENEWABLE', lang);
    if (p.renewed) throw refuse(409, 'DUPLICATE', 'id', 'ALREADY_RENEWED', lang);
    const start = body.start_date ?? (p.end_date ? dayAfter(p.end_date) : body.end_date);
    if (body.end_date <= start) throw new AppError(400, 'VALIDATION', { end_date: 'msg:END_BEFORE_START' });
    const [created] = await tx
      .insert(partnerships)
      .values({
        companyId: p.company_id,
        schoolId: p.school_id,
        programs: p.programs,
        message: p.message,
        status: 'active',
        // A renewal keeps whether the agreement covers PKL.
        pkl: p.pkl,
        mouNumber: body.mou_number ?? p.mou_number,
        startDate: start,
        endDate: body.end_date,
        previousId: p.id,
        requestedBy: caller.user.id,
        answeredBy: caller.user.id,
        answeredAt: sql`now()`,
      })
      .returning({ id: partnerships.id });
    if (!created) throw new Error('insert returned nothing');
    await record(tx, created.id, 'renewed', caller.user.id, `${start} – ${body.end_date}`);
    await record(tx, p.id, 'renewed', caller.user.id, `${start} – ${body.end_date}`);
    await notify(tx, {
      kind: 'partnership-renewed',
      userIds: await otherSide(scope, p, tx),
      params: { partner: side(scope) === 'company' ? p.company_name : p.school_name, date: body.end_date },
      link: link(created.id),
    });
    return created.id;
  });
}

/**
 * The signed agreement of an agreed or ended partnership: a PDF (by its first bytes), replacing the
 * one before. `read` takes the upload only once the partnership may have one, so a refused request
 * is answered before its file is read.
 */
export async function storeDocument(
  db: Db,
  documents: DocumentStore,
  actor: Actor,
  p: Partnership,
  read: () => Promise<{ filename: string; bytes: Buffer }>,
): Promise<void> {
  const { caller, lang } = actor;
  if (p.status !== 'active' && p.status !== 'expired' && p.status !== 'ended') throw refuse(409, 'VALIDATION', 'status', 'NOT_ACTIVE', lang);
  const { filename, bytes } = await read();
  if (!isPdf(bytes)) throw refuse(415, 'UNSUPPORTED_MEDIA', 'file', 'PDF_REQUIRED', lang);
  const name = await documents.save(bytes);
  const cleanName = filename.replace(/[^\p{L}\p{N} ._()-]/gu, '_').slice(0, 150) || 'mou.pdf';
  const [old] = await db.select({ document: partnerships.document }).from(partnerships).where(eq(partnerships.id, p.id));
  await db.transaction(async (tx) => {
    await tx
      .update(partnerships)
      .set({ document: name, documentName: cleanName, updatedAt: sql`now()` })
      .where(eq(partnerships.id, p.id));
    await record(tx, p.id, 'document', caller.user.id, cleanName);
  });
  if (old?.document) await documents.remove(old.document);
}

/** The stored agreement's bytes and the name it was uploaded under (404 when there is none). */
export async function readDocument(db: Db, documents: DocumentStore, id: string): Promise<{ name: string | null; bytes: Buffer }> {
  const [row] = await db
    .select({ document: partnerships.document, name: partnerships.documentName })
    .from(partnerships)
    .where(eq(partnerships.id, id));
  const bytes = row?.document ? await documents.read(row.document) : null;
  if (!row?.document || !bytes) throw notFound();
  return { name: row.name, bytes };
}
