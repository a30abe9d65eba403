/** An opening's fixed vocabularies and their names: apart from the schemas, so a screen that shows them does not load zod. */
export const OPPORTUNITY_STATUSES = ['draft', 'open', 'closed'] as const;
export const OPPORTUNITY_STATUS_LABELS = { draft: 'Draf', open: 'Dibuka', closed: 'Ditutup' };
export const CONTRACT_TYPES = ['full_time', 'part_time', 'contract', 'internship', 'apprenticeship'] as const;
export const CONTRACT_TYPE_LABELS = {
  full_time: 'Penuh Waktu',
  part_time: 'Paruh Waktu',
  contract: 'Kontrak',
  internship: 'Magang',
  apprenticeship: 'Pemagangan',
};
export const CAREER_LEVELS = ['entry', 'junior', 'staff', 'supervisor'] as const;
export const CAREER_LEVEL_LABELS = { entry: 'Lulusan Baru', junior: 'Junior', staff: 'Staf', supervisor: 'Supervisor' };
export const QUALIFICATIONS = ['SMK', 'D1', 'D3', 'S1'] as const;
export const QUALIFICATION_LABELS = { SMK: 'SMK/Sederajat', D1: 'D1', D3: 'D3', S1: 'S1' };
