import foundation from './foundation.json';
import student from './student.json';

/**
 * The English of the student's own pages and the signed-in layout (`STUDENT_PAGES` in
 * scripts/check-i18n.mjs, which keeps student.json complete): one chunk of about a third of the
 * whole catalogue, the file on the way to a student's first page in English.
 */
export const studentPhrases: Record<string, string> = { ...foundation, ...student };
