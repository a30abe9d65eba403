import { describe, expect, it } from 'vitest';
import { EMPTY_ASSIGN, groupChoices, groupReach, toAssignBody, validateAssign } from './assign-form';

// A school of three class groups: 32 + 30 students in grade 11 RPL, 28 in grade 12 TKJ.
const groups = [
  { class_name: 'XI RPL 1', grade: '11', program: 'rpl', students: 32 },
  { class_name: 'XI RPL 2', grade: '11', program: 'rpl', students: 30 },
  { class_name: 'XII TKJ 1', grade: '12', program: 'tkj', students: 28 },
];

describe('test assignment form', () => {
  it('counts the students a group choice reaches', () => {
    expect(groupReach(groups, { grade: '11', program: null, className: null })).toBe(62);
    expect(groupReach(groups, { grade: null, program: 'tkj', className: null })).toBe(28);
    expect(groupReach(groups, { grade: null, program: null, className: 'XI RPL 2' })).toBe(30);
    expect(groupReach(groups, { grade: '12', program: 'rpl', className: null })).toBe(0);
  });

  it('offers the class groups of the chosen grade and program', () => {
    expect(groupChoices(groups, { grade: '11', program: null }).map((g) => g.class_name)).toEqual(['XI RPL 1', 'XI RPL 2']);
    expect(groupChoices(groups, { grade: null, program: null })).toHaveLength(3);
  });

  it('says what is missing before sending, and refuses a group of no one', () => {
    expect(validateAssign(EMPTY_ASSIGN, false, groups)).toEqual({ class_name: 'Pilih tingkat, kompetensi keahlian, atau rombel' });
    expect(validateAssign({ ...EMPTY_ASSIGN, grade: '12', program: 'rpl' }, false, groups)).toEqual({
      class_name: 'Tidak ada siswa aktif di kelompok ini',
    });
    expect(validateAssign({ ...EMPTY_ASSIGN, target: 'students' }, false, groups)).toEqual({ student_ids: 'Pilih minimal satu siswa' });
    expect(validateAssign({ ...EMPTY_ASSIGN, target: 'school' }, true, groups)).toEqual({ school_id: 'Pilih sekolah' });
    expect(validateAssign({ ...EMPTY_ASSIGN, className: 'XI RPL 1' }, false, groups)).toEqual({});
  });

  it('sends only the parts of the chosen target', () => {
    expect(toAssignBody({ ...EMPTY_ASSIGN, target: 'school', grade: '11', schoolId: 's1' }, false)).toEqual({
      target: 'school',
      school_id: null,
      grade: null,
      program: null,
      class_name: null,
      student_ids: [],
    });
    expect(toAssignBody({ ...EMPTY_ASSIGN, className: 'XI RPL 1', schoolId: 's1' }, true)).toMatchObject({
      target: 'group',
      school_id: 's1',
      class_name: 'XI RPL 1',
    });
  });
});
