import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { INVITATION_ANSWER_NAMES, INVITATION_STATUSES, MAX_PER_PAGE, ZAnswerInvitation, ZIdQuery, ZInvite, zString } from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { applicationEvents, applications, companies, invitations, opportunities, users } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { likePattern } from '../../lib/like-pattern.js';
import { permit, requestScope } from '../../plugins/permission.js';
import { notify } from '../notifications/notify.js';
import { isPublished } from '../opportunities/opportunity-crud.js';
import { scopeCondition } from '../scope.js';
import { assertEligibleStudent } from './application-routes.js';
import { companyAdminIds, fromInvitations, invitationScope, student } from './application-query.js';
import { findCandidates, initialsOf } from './candidates.js';
import { refuse } from './messages.js';
import { studentVisibleToCompanies } from './visibility.js';

const ZInvitationListQuery = z
  .object({
    search: zString().trim().max(200).optional().default(''),
    status: z.enum(INVITATION_STATUSES).optional(),
    opportunity_id: z.uuid().optional(),
    page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
    per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).optional().default(20),
  })
  .strict();

const ZCandidatesQuery = z.object({ opportunity_id: z.uuid(), search: zString().trim().max(200).optional().default('') }).strict();

/**
 * What a company sees of an invited student: the name only once the invitation is accepted (until
 * then the student has shared nothing with it, the privacy rule) and while the application it made
 * is not withdrawn (withdrawing takes the sharing back); the Admin and the student see it.
 */
function forCaller<T extends { status: string; student_name: string }>(row: T, scope: string, withdrawn: boolean): T {
  return scope === 'own-company' && (row.status !== 'accepted' || withdrawn) ? { ...row, student_name: initialsOf(row.student_name) } : row;
}

/** Of these invitations' applications, the ones the student withdrew. */
async function withdrawnApplications(db: Db, rows: { application_id: string | null }[]): Promise<Set<string>> {
  const ids = rows.flatMap((row) => (row.application_id ? [row.application_id] : []));
  if (!ids.length) return new Set();
  const found = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(inArray(applications.id, ids), eq(applications.stage, 'withdrawn')));
  return new Set(found.map((row) => row.id));
}

/**
 * Invitations (docs/applications.md): a company invites a visible student to one of its open
 * openings; the student accepts (an application is created, and with it the company may read the
 * full profile) or declines. The recommendations module calls the same `POST /invitation/create`.
 */
export async function invitationRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['invitation'];

  r.get(
    '/invitation/list',
    { schema: { tags, querystring: ZInvitationListQuery }, config: { permission: permit('invitation', 'list') } },
    async (request) => {
      const q = request.query;
      const search = q.search.trim();
      const where = and(
        invitationScope(requestScope(request), request.caller),
        // A company keeps seeing a pending invitation only while the student is visible (docs/privacy.md).
        requestScope(request) === 'own-company'
          ? or(eq(invitations.status, 'accepted'), studentVisibleToCompanies(invitations.studentId))
          : undefined,
        search ? or(ilike(student.name, likePattern(search)), ilike(opportunities.title, likePattern(search))) : undefined,
        q.status ? eq(invitations.status, q.status) : undefined,
        q.opportunity_id ? eq(invitations.opportunityId, q.opportunity_id) : undefined,
      );
      const [rows, [counted]] = await Promise.all([
        fromInvitations(db)
          .where(where)
          .orderBy(sql`${invitations.status} = 'pending' desc`, desc(invitations.createdAt), desc(invitations.id))
          .limit(q.per_page)
          .offset((q.page - 1) * q.per_page),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(invitations)
          .innerJoin(opportunities, eq(invitations.opportunityId, opportunities.id))
          .innerJoin(student, eq(invitations.studentId, student.id))
          .where(where),
      ]);
      const total = counted?.n ?? 0;
      const scope = requestScope(request);
      const withdrawn = scope === 'own-company' ? await withdrawnApplications(db, rows) : new Set<string>();
      return {
        data: rows.map((row) => forCaller(row, scope, row.application_id !== null && withdrawn.has(row.application_id))),
        total,
        page: q.page,
        per_page: q.per_page,
        total_pages: Math.ceil(total / q.per_page),
      };
    },
  );

  // Students the company may invite to one of its openings (the privacy projection: no names until they apply).
  r.get(
    '/invitation/candidates',
    { schema: { tags, querystring: ZCandidatesQuery }, config: { permission: permit('invitation', 'candidates') } },
    async (request) => {
      const caller = request.caller!;
      const { opportunity_id, search } = request.query;
      const [opening] = await db
        .select({ companyId: opportunities.companyId })
        .from(opportunities)
        .where(and(eq(opportunities.id, opportunity_id), scopeCondition(requestScope(request), caller, { company: opportunities.companyId })));
      if (!opening) throw notFound();
      return {
        data: await findCandidates(db, { companyId: opening.companyId, opportunityId: opportunity_id, search, limit: 50, lang: request.lang }),
      };
    },
  );

  r.post('/invitation/create', { schema: { tags, body: ZInvite }, config: { permission: permit('invitation', 'create') } }, async (request) => {
    const caller = request.caller!;
    const { opportunity_id, student_id, message } = request.body;
    const scope = requestScope(request);
    const id = await db.transaction(async (tx) => {
      const [opening] = await tx
        .select({
          id: opportunities.id,
          title: opportunities.title,
          companyId: opportunities.companyId,
          companyName: companies.name,
          published: sql<boolean>`${isPublished()}`,
        })
        .from(opportunities)
        .innerJoin(companies, eq(opportunities.companyId, companies.id))
        .where(
          and(
            eq(opportunities.id, opportunity_id),
            ne(opportunities.status, 'draft'),
            scopeCondition(scope, caller, { company: opportunities.companyId }),
          ),
        );
      if (!opening) throw notFound();
      if (!opening.published) throw refuse(400, 'VALIDATION', 'opportunity_id', 'OPENING_CLOSED', request.lang);
      // Only a verified, active student who lets companies find them can be invited.
      const [invitee] = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.id, student_id),
            eq(users.role, 'siswa'),
            eq(users.verified, true),
            eq(users.status, 'active'),
            studentVisibleToCompanies(users.id),
          ),
        );
      if (!invitee) throw refuse(400, 'VALIDATION', 'student_id', 'STUDENT_NOT_AVAILABLE', request.lang);
      const [applied] = await tx
        .select({ id: applications.id })
        .from(applications)
        .where(and(eq(applications.opportunityId, opening.id), eq(applications.studentId, invitee.id)));
      if (applied) throw refuse(409, 'DUPLICATE', 'student_id', 'STUDENT_ALREADY_APPLIED', request.lang);
      const [created] = await tx
        .insert(invitations)
        .values({
          opportunityId: opening.id,
          studentId: invitee.id,
          companyId: opening.companyId,
          invitedBy: caller.user.id,
          message: message || null,
        })
        .onConflictDoNothing()
        .returning({ id: invitations.id });
      if (!created) throw refuse(409, 'DUPLICATE', 'student_id', 'ALREADY_INVITED', request.lang);
      await notify(tx, {
        kind: 'invitation-received',
        userIds: [invitee.id],
        params: { company: opening.companyName, opening: opening.title },
        link: `/applications?tab=invitations`,
      });
      return created.id;
    });
    const [row] = await fromInvitations(db).where(eq(invitations.id, id));
    // A new invitation has no application yet.
    return { data: row && forCaller(row, scope, false) };
  });

  r.post(
    '/invitation/answer',
    { schema: { tags, querystring: ZIdQuery, body: ZAnswerInvitation }, config: { permission: permit('invitation', 'answer') } },
    async (request) => {
      const caller = request.caller!;
      const { answer, note } = request.body;
      const scope = invitationScope(requestScope(request), caller);
      await db.transaction(async (tx) => {
        const [invitation] = await tx
          .select({
            id: invitations.id,
            status: invitations.status,
            opportunityId: invitations.opportunityId,
            companyId: invitations.companyId,
            invitedBy: invitations.invitedBy,
            title: opportunities.title,
            published: sql<boolean>`${isPublished()}`,
          })
          .from(invitations)
          .innerJoin(opportunities, eq(invitations.opportunityId, opportunities.id))
          .where(and(eq(invitations.id, request.query.id), scope));
        if (!invitation) throw notFound();
        if (invitation.status !== 'pending') throw refuse(409, 'DUPLICATE', 'answer', 'INVITATION_ANSWERED', request.lang);
        let applicationId: string | null = null;
        if (answer === 'accepted') {
          assertEligibleStudent(caller, request.lang);
          if (!invitation.published) throw refuse(400, 'VALIDATION', 'answer', 'OPENING_CLOSED', request.lang);
          const [created] = await tx
            .insert(applications)
            .values({
              opportunityId: invitation.opportunityId,
              studentId: caller.user.id,
              companyId: invitation.companyId,
              source: 'invitation',
              note: note || null,
            })
            .onConflictDoNothing()
            .returning({ id: applications.id });
          if (created) {
            applicationId = created.id;
            await tx.insert(applicationEvents).values({ applicationId: created.id, fromStage: null, toStage: 'applied', actorId: caller.user.id });
          } else {
            const [existing] = await tx
              .select({ id: applications.id })
              .from(applications)
              .where(and(eq(applications.opportunityId, invitation.opportunityId), eq(applications.studentId, caller.user.id)));
            applicationId = existing?.id ?? null;
          }
        }
        await tx
          .update(invitations)
          .set({ status: answer, answeredAt: sql`now()`, applicationId, updatedAt: sql`now()` })
          .where(and(eq(invitations.id, invitation.id), eq(invitations.status, 'pending')));
        const recipients = invitation.invitedBy ? [invitation.invitedBy] : await companyAdminIds(tx, invitation.companyId);
        await notify(tx, {
          kind: 'invitation-answered',
          userIds: recipients,
          // A student who declines shares nothing with the company, not even the name.
          params: {
            opening: invitation.title,
            student: answer === 'accepted' ? caller.user.name : initialsOf(caller.user.name),
            answer: INVITATION_ANSWER_NAMES[answer],
          },
          link: applicationId ? `/applicants/${applicationId}` : `/applicants?opportunity=${invitation.opportunityId}`,
        });
      });
      const [row] = await fromInvitations(db).where(eq(invitations.id, request.query.id));
      return { data: row };
    },
  );
}
