import type { TestKind } from '../tests/types.js';

/** Where a student stands on a test they may take. */
export const ATTEMPT_STATUSES = ['not_started', 'in_progress', 'submitted'] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

/** The names of the test kinds and of a student's standing, in Indonesian (the screens' keys) and English (spreadsheets). */
export const TEST_KIND_LABELS: Record<TestKind, string> = {
  personality: 'Kepribadian',
  competency: 'Kompetensi',
  skills: 'Keterampilan',
  attitude: 'Sikap Kerja',
};
export const TEST_KIND_LABELS_EN: Record<TestKind, string> = {
  personality: 'Personality',
  competency: 'Competency',
  skills: 'Skills',
  attitude: 'Work Attitude',
};
export const ATTEMPT_STATUS_LABELS: Record<AttemptStatus, string> = {
  not_started: 'Belum dikerjakan',
  in_progress: 'Sedang dikerjakan',
  submitted: 'Selesai',
};
export const ATTEMPT_STATUS_LABELS_EN: Record<AttemptStatus, string> = {
  not_started: 'Not started',
  in_progress: 'In progress',
  submitted: 'Submitted',
};
