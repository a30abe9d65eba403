import {
  APPLICATION_STAGE_LABELS,
  INVITATION_STATUS_LABELS,
  REJECTION_REASON_LABELS,
  OFFER_CONTRACT_TYPE_LABELS,
  OFFER_STATUS_LABELS,
  SCREENING_KIND_LABELS,
  REJECTION_TEMPLATES,
  COMPANY_SIZE_LABELS,
  COMPANY_STATUS_LABELS,
  NOTIFICATION_MESSAGES,
  PARTNERSHIP_EVENT_LABELS,
  PARTNERSHIP_STATUS_LABELS,
  PKL_ATTENDANCE_LABELS,
  PKL_EVENT_LABELS,
  PKL_JOURNAL_STATUS_LABELS,
  PKL_PLACEMENT_STATUS_LABELS,
  PKL_WEEKDAY_LABELS,
  ROLE_LABELS,
  USER_STATUS_LABELS,
  TEST_KIND_LABELS,
  ATTEMPT_STATUS_LABELS,
  assessorFields,
  companyAdminFields,
  companyFields,
  currencyFields,
  opportunityFields,
  principalFields,
  schoolFields,
  studentFields,
  teacherFields,
  userFields,
  COMPLETENESS_MISSING_TEXT,
  ALUMNI_STATUS_SOURCE_LABELS,
  TRACER_RESPONSE_STATUS_LABELS,
  TRACER_ROUND_STATUS_LABELS,
  LANGUAGE_LEVEL_LABELS,
  studentAwardFields,
  studentCourseFields,
  studentEducationFields,
  studentExperienceFields,
  studentPersonalFields,
  studentPortfolioFields,
  studentRelationFields,
  studentSkillFields,
  type FieldDescriptor,
} from '@jalurkarir/shared';

/**
 * Indonesian phrases defined in packages/shared that this app shows through `t()`: role and
 * status labels, and the labels and option labels of the fields its screens display. The i18n
 * check (scripts/check-i18n.mjs, src/i18n.test.ts) counts them as used, so each needs an English
 * entry. A feature that shows another model's fields adds that model's descriptors here.
 */
const LABEL_SETS: Record<string, string>[] = [
  ROLE_LABELS,
  USER_STATUS_LABELS,
  COMPANY_STATUS_LABELS,
  COMPANY_SIZE_LABELS,
  // Notification sentences (the header's bell, the notifications page); their English is checked against the shared `en`.
  Object.fromEntries(Object.entries(NOTIFICATION_MESSAGES).map(([kind, message]) => [kind, message.id])),
  // Applications: stages, invitation answers, rejection reasons (features/applications, features/jobs).
  APPLICATION_STAGE_LABELS,
  INVITATION_STATUS_LABELS,
  REJECTION_REASON_LABELS,
  // Offers and screening questions (features/applications): contract types, an offer's status, a question's kind.
  OFFER_CONTRACT_TYPE_LABELS,
  OFFER_STATUS_LABELS,
  SCREENING_KIND_LABELS,
  // The bulk rejection's templates (features/applications, the bulk dialog).
  Object.fromEntries(Object.entries(REJECTION_TEMPLATES).map(([key, template]) => [key, template.label])),
  // Partnerships: statuses and what happened (features/partnerships).
  PARTNERSHIP_STATUS_LABELS,
  PARTNERSHIP_EVENT_LABELS,
  // PKL (features/pkl, docs/pkl.md): placement and journal states, attendance, what happened, weekdays.
  PKL_PLACEMENT_STATUS_LABELS,
  PKL_JOURNAL_STATUS_LABELS,
  PKL_ATTENDANCE_LABELS,
  PKL_EVENT_LABELS,
  PKL_WEEKDAY_LABELS,
  // The student profile (features/student, docs/profile.md): language levels, what completeness says is missing.
  LANGUAGE_LEVEL_LABELS,
  // Tests: the kinds and a student's standing on a test (features/tests).
  TEST_KIND_LABELS,
  ATTEMPT_STATUS_LABELS,
  Object.fromEntries(Object.entries(COMPLETENESS_MISSING_TEXT).map(([part, text]) => [part, text.id])),
  // Graduates and outcomes (features/outcomes): a round's and a graduate's tracer status, where a status came from.
  TRACER_ROUND_STATUS_LABELS,
  TRACER_RESPONSE_STATUS_LABELS,
  ALUMNI_STATUS_SOURCE_LABELS,
];
/** Every model's fields: the master-data screens show them all (labels, option labels). */
const FIELD_SETS: FieldDescriptor[][] = [
  userFields,
  companyFields,
  currencyFields,
  schoolFields,
  studentFields,
  principalFields,
  teacherFields,
  assessorFields,
  companyAdminFields,
  opportunityFields,
  // The student profile's sections and personal data (features/student).
  studentPersonalFields,
  studentRelationFields,
  studentEducationFields,
  studentCourseFields,
  studentAwardFields,
  studentExperienceFields,
  studentSkillFields,
  studentPortfolioFields,
];

/** Phrases without a letter (numbers, ranges such as "51-200") read the same in both languages. */
export const needsTranslation = (phrase: string) => /\p{L}/u.test(phrase);

export function sharedPhrases(): string[] {
  const phrases = new Set<string>();
  for (const labels of LABEL_SETS) for (const label of Object.values(labels)) phrases.add(label);
  for (const fields of FIELD_SETS) {
    for (const field of fields) {
      phrases.add(field.label);
      for (const option of field.options ?? []) phrases.add(option.label);
    }
  }
  return [...phrases].filter(needsTranslation).sort();
}
