// Tables of the privacy domain (migration 0011_privacy; docs/privacy.md): a student's visibility to
// companies, their guardian's consents, who outside their school viewed their full profile, and
// erasure requests.
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ConsentMethod, ConsentStatus, ErasureStatus, GuardianRelation } from '@jalurkarir/shared';
import { companies, createdAt, id, schools, updatedAt, users } from './core.js';

/** One row per student who touched their settings; no row means "not visible" (the default). */
export const studentPrivacy = pgTable('student_privacy', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  visibleToCompanies: boolean('visible_to_companies').notNull().default(false),
  updatedAt: updatedAt(),
});

/**
 * A guardian's consent for a student under 18 (UU PDP art. 25). By e-mail: the row is `pending`
 * with the SHA-256 of the link's token until the guardian answers on the public page. On paper:
 * the school admin records it `granted` with the scan of the signed form. Either way the row keeps
 * who consented (name, relation), when, and the version of the text they saw. Withdrawing sets
 * `withdrawn`; only `granted` rows count.
 */
export const guardianConsents = pgTable(
  'guardian_consents',
  {
    id: id(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method').$type<ConsentMethod>().notNull(),
    status: text('status').$type<ConsentStatus>().notNull().default('pending'),
    guardianEmail: text('guardian_email'),
    guardianName: text('guardian_name'),
    relation: text('relation').$type<GuardianRelation>(),
    textVersion: text('text_version').notNull(),
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true, mode: 'date' }),
    /** Stored file name of the signed paper form's scan (private folder, never served publicly). */
    formFile: text('form_file'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true, mode: 'date' }),
    withdrawnBy: uuid('withdrawn_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('guardian_consents_student_status_idx').on(t.studentId, t.status), index('guardian_consents_token_idx').on(t.tokenHash)],
);

/** Every view of a student's full profile by someone outside the student's school. */
export const profileViews = pgTable(
  'profile_views',
  {
    id: id(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewerId: uuid('viewer_id').references(() => users.id, { onDelete: 'set null' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    viewerRole: text('viewer_role').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('profile_views_student_viewed_idx').on(t.studentId, t.viewedAt)],
);

/**
 * A student's request to be erased. Kept after the erasure without personal data: the student's
 * id becomes null with the account, the reason is cleared, the school stays for the school's list.
 */
export const erasureRequests = pgTable(
  'erasure_requests',
  {
    id: id(),
    studentId: uuid('student_id').references(() => users.id, { onDelete: 'set null' }),
    schoolId: uuid('school_id').references(() => schools.id, { onDelete: 'set null' }),
    status: text('status').$type<ErasureStatus>().notNull().default('pending'),
    reason: text('reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('erasure_requests_school_status_idx').on(t.schoolId, t.status, t.createdAt), index('erasure_requests_student_idx').on(t.studentId)],
);
