import type { ClassGroup, TAssignTest, VocationalProgram } from '@jalurkarir/shared';
import { tk } from '../../lib/i18n';

export type AssignTarget = TAssignTest['target'];

/** What the assignment dialog holds while the staff member chooses. */
export interface AssignValues {
  target: AssignTarget;
  schoolId: string | null;
  grade: string | null;
  program: string | null;
  className: string | null;
  studentIds: string[];
}

export const EMPTY_ASSIGN: AssignValues = { target: 'group', schoolId: null, grade: null, program: null, className: null, studentIds: [] };

/**
 * How many active students a group choice reaches, read from the school's class groups: a group
 * counts when it matches every part chosen (grade, program, class). Students without a class name
 * are in no group, so for a whole school this is a lower bound and the dialog does not show it.
 */
export function groupReach(groups: readonly ClassGroup[], v: Pick<AssignValues, 'grade' | 'program' | 'className'>): number {
  return groups
    .filter((g) => (!v.grade || g.grade === v.grade) && (!v.program || g.program === v.program) && (!v.className || g.class_name === v.className))
    .reduce((sum, g) => sum + g.students, 0);
}

/** The class groups the class select offers: those of the chosen grade and program. */
export const groupChoices = (groups: readonly ClassGroup[], v: Pick<AssignValues, 'grade' | 'program'>) =>
  groups.filter((g) => (!v.grade || g.grade === v.grade) && (!v.program || g.program === v.program));

/** Inline errors (Indonesian phrases, translated where shown) before anything is sent. */
export function validateAssign(v: AssignValues, admin: boolean, groups: readonly ClassGroup[]): Record<string, string> {
  const errors: Record<string, string> = {};
  if (admin && v.target !== 'students' && !v.schoolId) errors.school_id = tk('Pilih sekolah');
  if (v.target === 'students' && !v.studentIds.length) errors.student_ids = tk('Pilih minimal satu siswa');
  if (v.target === 'group') {
    if (!v.grade && !v.program && !v.className) errors.class_name = tk('Pilih tingkat, kompetensi keahlian, atau rombel');
    else if (!groupReach(groups, v)) errors.class_name = tk('Tidak ada siswa aktif di kelompok ini');
  }
  return errors;
}

/** The request body of a valid choice. */
export function toAssignBody(v: AssignValues, admin: boolean): Partial<TAssignTest> & { target: AssignTarget } {
  const group = v.target === 'group';
  return {
    target: v.target,
    school_id: admin && v.target !== 'students' ? v.schoolId : null,
    grade: group ? v.grade : null,
    program: group ? (v.program as VocationalProgram | null) : null,
    class_name: group ? v.className : null,
    student_ids: v.target === 'students' ? v.studentIds : [],
  };
}
