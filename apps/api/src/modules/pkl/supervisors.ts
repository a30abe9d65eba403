import { and, eq, sql } from 'drizzle-orm';
import type { TPklSupervisorInput, UserStatus } from '@jalurkarir/shared';
import type { Db, DbExecutor } from '../../db/client.js';
import { companies, pklPlacements, users } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { inviteAccount, NO_PASSWORD, type EnrollDeps } from '../users/account-invitation.js';
import type { Caller } from '../../plugins/auth.js';

/**
 * A company's PKL supervisor accounts (pembimbing industri, docs/pkl.md). The company admin makes one
 * for a person of the company: role admin_perusahaan of the caller's company with `pkl_supervisor`, which
 * narrows it to the placements naming it (principal `pembimbing_industri`). Company, role and flag come
 * from here, never from the request; the person sets their password from the invitation e-mail, the
 * way staff-made accounts of other roles start.
 */
const selection = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  status: sql<UserStatus>`${users.status}`,
  pkl_supervisor: users.pklSupervisor,
  has_password: sql<boolean>`${users.passwordHash} <> ${NO_PASSWORD}`,
  // Spelled out: inside a select, drizzle drops the table from a column's name, and a bare "id" would be the placement's.
  placements: sql<number>`(select count(*)::int from ${pklPlacements} where ${pklPlacements.industrySupervisorId} = "users"."id")`,
};

function companyOf(caller: Caller): string {
  // The cell is own-company: an account of no company has nothing to run.
  if (!caller.user.companyId) throw notFound();
  return caller.user.companyId;
}

const ofCompany = (companyId: string) => and(eq(users.companyId, companyId), eq(users.role, 'admin_perusahaan'));

/** The company's accounts that may supervise a placement: its admins first, then its supervisor accounts, by name. */
export async function listSupervisors(db: DbExecutor, caller: Caller) {
  return db
    .select(selection)
    .from(users)
    .where(ofCompany(companyOf(caller)))
    .orderBy(users.pklSupervisor, users.name, users.id);
}

export async function supervisorById(db: DbExecutor, caller: Caller, id: string) {
  const [row] = await db
    .select(selection)
    .from(users)
    .where(and(eq(users.id, id), ofCompany(companyOf(caller))));
  if (!row) throw notFound();
  return row;
}

/**
 * Makes the account and queues the invitation e-mail. It starts verified: the company admin vouches for a
 * person of their own company, and the account reaches nothing beyond the company's PKL placements.
 */
export async function createSupervisor(db: Db, caller: Caller, body: TPklSupervisorInput, deps: EnrollDeps): Promise<string> {
  const companyId = companyOf(caller);
  return db.transaction(async (tx) => {
    const [company] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
    const [row] = await tx
      .insert(users)
      .values({
        name: body.name,
        email: body.email,
        phone: body.phone ?? null,
        passwordHash: NO_PASSWORD,
        role: 'admin_perusahaan',
        companyId,
        pklSupervisor: true,
        verified: true,
        verifiedAt: sql`now()`,
        verifiedBy: caller.user.id,
        validated: true,
      })
      .returning({ id: users.id });
    await inviteAccount(tx, row!.id, body.email, body.name, company?.name ?? null, deps);
    return row!.id;
  });
}

/**
 * Deactivates (or reactivates) one of the company's supervisor accounts — never an admin of the company
 * (404): a deactivated account cannot sign in and its sessions end at once (token version bumped).
 */
export async function setSupervisorActive(db: Db, caller: Caller, id: string, active: boolean): Promise<void> {
  const [changed] = await db
    .update(users)
    .set({ status: active ? 'active' : 'not_activated', tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), ofCompany(companyOf(caller)), eq(users.pklSupervisor, true)))
    .returning({ id: users.id });
  if (!changed) throw notFound();
}
