/** A student's fixed vocabularies and their names (zod-free: the CV and the profile show them). */
export const GENDERS = ['L', 'P'] as const;
export const GENDER_LABELS = { L: 'Laki-laki', P: 'Perempuan' };
/** The six religions recognised in Indonesian civil records, plus "other" (kepercayaan). */
export const RELIGIONS = ['islam', 'kristen', 'katolik', 'hindu', 'buddha', 'khonghucu', 'lainnya'] as const;
export const RELIGION_LABELS = {
  islam: 'Islam',
  kristen: 'Kristen',
  katolik: 'Katolik',
  hindu: 'Hindu',
  buddha: 'Buddha',
  khonghucu: 'Khonghucu',
  lainnya: 'Lainnya',
};
export const MARITAL_STATUSES = ['single', 'married'] as const;
export const MARITAL_STATUS_LABELS = { single: 'Belum Menikah', married: 'Menikah' };
export const CITIZENSHIPS = ['WNI', 'WNA'] as const;
export const CITIZENSHIP_LABELS = { WNI: 'WNI', WNA: 'WNA' };
/** SMK grades: X–XII, and XIII for four-year programs. */
export const GRADES = ['10', '11', '12', '13'] as const;
export const GRADE_LABELS = { '10': 'X', '11': 'XI', '12': 'XII', '13': 'XIII' };
