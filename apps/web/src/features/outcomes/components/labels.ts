import {
  ALUMNI_ACTIVITY_LABELS,
  ALUMNI_ACTIVITY_LABELS_EN,
  JOB_SOURCE_LABELS,
  JOB_SOURCE_LABELS_EN,
  PROGRAM_FIT_LABELS,
  PROGRAM_FIT_LABELS_EN,
  SALARY_BAND_LABELS,
  SALARY_BAND_LABELS_EN,
  VOCATIONAL_PROGRAM_LABELS,
  VOCATIONAL_PROGRAM_LABELS_EN,
  type AlumniActivity,
  type JobSource,
  type Lang,
  type ProgramFit,
  type SalaryBand,
} from '@jalurkarir/shared';

/**
 * The outcome vocabularies as shown: packages/shared holds both languages of each (the API writes
 * the same words in its spreadsheets), so they are picked by language rather than looked up in the
 * web's catalogue — one place for each word.
 */
const pick =
  <K extends string>(id: Record<K, string>, en: Record<K, string>) =>
  (value: string | null | undefined, lang: Lang): string => {
    if (!value) return '—';
    const labels = lang === 'id' ? id : en;
    return Object.prototype.hasOwnProperty.call(labels, value) ? labels[value as K] : value;
  };

export const activityLabel = pick<AlumniActivity>(ALUMNI_ACTIVITY_LABELS, ALUMNI_ACTIVITY_LABELS_EN);
export const fitLabel = pick<ProgramFit>(PROGRAM_FIT_LABELS, PROGRAM_FIT_LABELS_EN);
export const salaryLabel = pick<SalaryBand>(SALARY_BAND_LABELS, SALARY_BAND_LABELS_EN);
export const jobSourceLabel = pick<JobSource>(JOB_SOURCE_LABELS, JOB_SOURCE_LABELS_EN);
/** A program code (`rpl`) as its name; a code outside the list shows as sent. */
export const programLabel = pick(VOCATIONAL_PROGRAM_LABELS, VOCATIONAL_PROGRAM_LABELS_EN);

/** The colour of each activity in the charts: five hues told apart at a glance, the brand's blue for working. */
export const ACTIVITY_COLORS: Record<AlumniActivity, string> = {
  bekerja: 'jalur.6',
  melanjutkan: 'teal.6',
  wirausaha: 'grape.5',
  mencari_kerja: 'orange.6',
  lainnya: 'gray.6',
};
