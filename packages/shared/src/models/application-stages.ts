/** The stages of an application and their names: apart from the schemas, so a screen that shows them does not load zod. */
export const PIPELINE_STAGES = ['applied', 'shortlisted', 'interview', 'offered', 'hired'] as const;
export const APPLICATION_STAGES = [...PIPELINE_STAGES, 'rejected', 'withdrawn'] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];
export const APPLICATION_STAGE_LABELS: Record<ApplicationStage, string> = {
  applied: 'Melamar',
  shortlisted: 'Lolos Seleksi Berkas',
  interview: 'Wawancara',
  offered: 'Ditawari',
  hired: 'Diterima Bekerja',
  rejected: 'Ditolak',
  withdrawn: 'Dibatalkan',
};
/** The stage names in both languages, for notifications (their params carry both). */
export const APPLICATION_STAGE_NAMES: Record<ApplicationStage, { id: string; en: string }> = {
  applied: { id: 'Melamar', en: 'Applied' },
  shortlisted: { id: 'Lolos Seleksi Berkas', en: 'Shortlisted' },
  interview: { id: 'Wawancara', en: 'Interview' },
  offered: { id: 'Ditawari', en: 'Offered' },
  hired: { id: 'Diterima Bekerja', en: 'Hired' },
  rejected: { id: 'Ditolak', en: 'Rejected' },
  withdrawn: { id: 'Dibatalkan', en: 'Withdrawn' },
};
/** Stages after which nothing moves. */
export const FINAL_STAGES: readonly ApplicationStage[] = ['hired', 'rejected', 'withdrawn'];
/** The student may withdraw until the company has decided (an offer is a decision). */
export const WITHDRAWABLE_STAGES: readonly ApplicationStage[] = ['applied', 'shortlisted', 'interview'];
