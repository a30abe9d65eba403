import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CompletenessPart, PartnerRule, TCompany, TOpportunity, TSchool, TScreeningQuestion, VocationalProgram } from '@jalurkarir/shared';

export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const schools = pgTable(
  'schools',
  {
    id: id(),
    npsn: text('npsn').notNull(),
    name: text('name').notNull(),
    status: text('status').$type<TSchool['status']>().notNull(),
    educationLevel: text('education_level').$type<TSchool['education_level']>().notNull(),
    ownershipStatus: text('ownership_status').$type<TSchool['ownership_status']>().notNull(),
    decreeNumber: text('decree_number'),
    establishmentDate: date('establishment_date', { mode: 'string' }),
    permitDate: date('permit_date', { mode: 'string' }),
    provinceCode: text('province_code'),
    cityCode: text('city_code'),
    districtCode: text('district_code'),
    villageCode: text('village_code'),
    address: text('address'),
    phone: text('phone'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('schools_npsn_key').on(t.npsn),
    index('schools_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
    index('schools_npsn_trgm').using('gin', sql`${t.npsn} gin_trgm_ops`),
    index('schools_name_idx').on(t.name),
  ],
);

export const companies = pgTable(
  'companies',
  {
    id: id(),
    name: text('name').notNull(),
    sector: text('sector'),
    status: text('status').$type<TCompany['status']>().notNull().default('pending'),
    size: text('size').$type<NonNullable<TCompany['size']>>(),
    provinceCode: text('province_code'),
    cityCode: text('city_code'),
    // The rest of the region cascade, the English description and the contact person (migration 0013_partnerships).
    districtCode: text('district_code'),
    villageCode: text('village_code'),
    address: text('address'),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    description: text('description'),
    descriptionEn: text('description_en'),
    // The employer brand students read on the company's page (migration 0030_employer_brand).
    benefits: text('benefits'),
    benefitsEn: text('benefits_en'),
    firstJob: text('first_job'),
    firstJobEn: text('first_job_en'),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    contactEmail: text('contact_email'),
    /** Stored file name under uploads/company_logo (like users.photo); set by POST /perusahaan/logo. */
    logo: text('logo'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('companies_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
    index('companies_sector_trgm').using('gin', sql`${t.sector} gin_trgm_ops`),
    index('companies_name_idx').on(t.name),
  ],
);

export const currencies = pgTable(
  'currencies',
  {
    id: id(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    symbol: text('symbol').notNull(),
    decimals: smallint('decimals').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('currencies_code_key').on(t.code),
    // At most one default currency.
    uniqueIndex('currencies_one_default')
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    photo: text('photo'),
    phone: text('phone'),
    nisn: text('nisn'),
    status: text('status').notNull().default('active'),
    verified: boolean('verified').notNull().default(false),
    verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'date' }),
    verifiedBy: uuid('verified_by'),
    validated: boolean('validated').notNull().default(false),
    schoolId: uuid('school_id').references(() => schools.id, { onDelete: 'restrict' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'restrict' }),
    /** A company's PKL supervisor account (role admin_perusahaan): reaches only the placements naming it (docs/pkl.md). */
    pklSupervisor: boolean('pkl_supervisor').notNull().default(false),
    /** Bumped on password, role or status change: every token carrying an older value stops working. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_nisn_key').on(t.nisn),
    index('users_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
    index('users_email_trgm').using('gin', sql`${t.email} gin_trgm_ops`),
    // Every searchable column needs its trigram index: one missing turns the OR of the search into a sequential scan.
    index('users_nisn_trgm').using('gin', sql`${t.nisn} gin_trgm_ops`),
    // A school's people of one role in name order: the school staff's lists (search, sort, pages).
    index('users_school_role_name_idx').on(t.schoolId, t.role, t.name, t.id),
    // One role in name order (the Admin's student, teacher… lists): a deep page walks this index only.
    index('users_role_name_idx').on(t.role, t.name, t.id),
    index('users_company_idx').on(t.companyId),
    index('users_role_created_idx').on(t.role, t.createdAt),
    index('users_created_idx').on(t.createdAt),
    index('users_name_idx').on(t.name),
  ],
);

/** Single-use tokens for e-mail confirmation and password reset; only a SHA-256 of the token is kept. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('one_time_tokens_hash_key').on(t.tokenHash), index('one_time_tokens_user_idx').on(t.userId)],
);

/** Every e-mail the product sends. Without SMTP it stays here and the Admin reads it in the app. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    /** An iCalendar invitation sent along as a `.ics` attachment (an interview picked). */
    icsContent: text('ics_content'),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('email_outbox_status_idx').on(t.status, t.createdAt)],
);

/**
 * Failed-login counters, shared by every API process (see modules/users/login-throttle.ts).
 * Two kinds of row: `pair:` keys count one (account, IP) pair and carry its growing delay;
 * `ip:` keys count one IP's failures across every account. E-mails and IPs are stored hashed.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    key: text('key').primaryKey(),
    /** SHA-256 of the e-mail for `pair:` rows (a password reset clears them all); null for `ip:` rows. */
    accountKey: text('account_key'),
    failures: integer('failures').notNull().default(0),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('login_failures_account_idx').on(t.accountKey), index('login_failures_last_failure_idx').on(t.lastFailureAt)],
);

/**
 * Session tokens ended by `POST /user/logout` before their expiry: the token's `jti` until the
 * token would have expired anyway (expired rows are pruned). Checked on every authenticated request.
 */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt)],
);

/**
 * Powers used on somebody else's account that only the Admin has (setting a password, changing an
 * e-mail): who did what to whom and when, and which fields — never the values.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    /** Kept when the actor's account is deleted later (no foreign key): the log outlives accounts. */
    actorId: uuid('actor_id'),
    action: text('action').notNull(),
    targetId: uuid('target_id'),
    fields: text('fields')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_target_idx').on(t.targetId, t.createdAt), index('audit_log_created_idx').on(t.createdAt)],
);

/** Job openings (spec §3 "Job / opportunity"), owned by one company. */
export const opportunities = pgTable(
  'opportunities',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    provinceCode: text('province_code'),
    cityCode: text('city_code'),
    /** Vocational program codes accepted (VOCATIONAL_PROGRAMS); empty = any program. */
    programs: text('programs')
      .array()
      .$type<VocationalProgram[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    salaryFrom: bigint('salary_from', { mode: 'number' }),
    salaryTo: bigint('salary_to', { mode: 'number' }),
    currencyId: uuid('currency_id').references(() => currencies.id, { onDelete: 'restrict' }),
    experienceMin: smallint('experience_min'),
    experienceMax: smallint('experience_max'),
    contractType: text('contract_type').$type<TOpportunity['contract_type']>().notNull(),
    workingHours: text('working_hours'),
    careerLevel: text('career_level').$type<TOpportunity['career_level']>().notNull(),
    qualification: text('qualification').$type<TOpportunity['qualification']>().notNull(),
    quota: integer('quota'),
    deadline: date('deadline', { mode: 'string' }),
    status: text('status').notNull().default('draft'),
    // Matching requirements (docs/matching.md; migration 0016_recommendations).
    /** Holland (RIASEC) code of the job, 1–3 letters, e.g. "CEI". */
    riasecCode: text('riasec_code'),
    /** Competency areas (program codes) with minimum test percents: [{ area, min }]. */
    competencyRequirements: jsonb('competency_requirements').$type<{ area: string; min: number }[]>().notNull().default([]),
    /** Certification schemes required / preferred, by scheme code (competency_schemes.code; checked on save). */
    requiredSchemes: text('required_schemes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    preferredSchemes: text('preferred_schemes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The company's matching weights for this opening (within WEIGHT_BOUNDS); null = defaults. */
    matchWeights: jsonb('match_weights').$type<Record<string, number>>(),
    /** Partner schools: none / priority / restricted (PARTNER_RULES; migration 0013_partnerships). */
    partnerRule: text('partner_rule').$type<PartnerRule>().notNull().default('none'),
    /** Up to five questions a student answers when applying (migration 0029_screening_offers). */
    screeningQuestions: jsonb('screening_questions').$type<TScreeningQuestion[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('opportunities_company_idx').on(t.companyId, t.createdAt),
    index('opportunities_status_deadline_idx').on(t.status, t.deadline),
    index('opportunities_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
    index('opportunities_title_idx').on(t.title),
  ],
);

/** A student's school record (spec §3 "Student"), one row per student account. */
export const studentProfiles = pgTable(
  'student_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    program: text('program'),
    grade: text('grade'),
    className: text('class_name'),
    birthDate: date('birth_date', { mode: 'string' }),
    birthPlace: text('birth_place'),
    gender: text('gender'),
    religion: text('religion'),
    maritalStatus: text('marital_status'),
    heightCm: smallint('height_cm'),
    weightKg: smallint('weight_kg'),
    hobby: text('hobby'),
    citizenship: text('citizenship'),
    provinceCode: text('province_code'),
    cityCode: text('city_code'),
    districtCode: text('district_code'),
    villageCode: text('village_code'),
    address: text('address'),
    // The CV's personal section (migration 0010_student_profile, docs/profile.md).
    aboutMe: text('about_me'),
    /** Languages spoken: [{ language, level }] (levels: STUDENT_LANGUAGE_LEVELS in shared). */
    languages: jsonb('languages').$type<{ language: string; level: string }[]>().notNull().default([]),
    /** Read by matching; null = not answered. */
    willingToRelocate: boolean('willing_to_relocate'),
    /** 0–100, `profileCompleteness` of packages/shared, recomputed in the transaction of every profile change. */
    completeness: smallint('completeness').notNull().default(0),
    /**
     * Each part's fraction behind that score, stored with it: the student's own profile answers its
     * missing list from these without counting the records. Null until the first recompute.
     */
    completenessParts: jsonb('completeness_parts').$type<Record<CompletenessPart, number>>(),
    updatedAt: updatedAt(),
  },
  (t) => [index('student_profiles_program_grade_idx').on(t.program, t.grade), index('student_profiles_completeness_idx').on(t.completeness)],
);

/**
 * A teacher's staff record, one row per teacher account. Headmasters (kepala_sekolah) keep the
 * same record — a headmaster is a teacher with a post — plus the start of their term.
 */
export const teacherProfiles = pgTable(
  'teacher_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    nuptk: text('nuptk'),
    subject: text('subject'),
    employmentStatus: text('employment_status'),
    gender: text('gender'),
    birthDate: date('birth_date', { mode: 'string' }),
    /** Headmasters only: the start of the current term as kepala sekolah. */
    termStart: date('term_start', { mode: 'string' }),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('teacher_profiles_nuptk_key').on(t.nuptk)],
);

/** A competency assessor's record (md-assessor), one row per asesor account; assessors belong to no school. */
export const assessorProfiles = pgTable(
  'assessor_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Nomor Registrasi MET from BNSP, e.g. "MET.000.001234 2019"; unique when present. */
    registrationNumber: text('registration_number'),
    expertise: text('expertise'),
    institution: text('institution'),
    certificateValidUntil: date('certificate_valid_until', { mode: 'string' }),
    provinceCode: text('province_code'),
    cityCode: text('city_code'),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('assessor_profiles_registration_number_key').on(t.registrationNumber),
    index('assessor_profiles_registration_number_trgm').using('gin', sql`${t.registrationNumber} gin_trgm_ops`),
    index('assessor_profiles_expertise_trgm').using('gin', sql`${t.expertise} gin_trgm_ops`),
  ],
);
