import {
  studentAwardFields,
  studentCourseFields,
  studentEducationFields,
  studentExperienceFields,
  studentPortfolioFields,
  studentRelationFields,
  type FieldDescriptor,
  type StudentRecordModel,
} from '@jalurkarir/shared';
import { tk } from '../../../lib/i18n';
import type { FullProfile } from '../api/profile-api';

type Row = Record<string, unknown> & { id: string };

/** One repeated section of the profile (a generic model): its form's fields and how a row reads in a list (its schemas: profile-schemas.ts, loaded with the form). */
export interface SectionDef {
  key: 'relations' | 'educations' | 'experiences' | 'courses' | 'awards' | 'portfolios';
  model: StudentRecordModel;
  title: string;
  addLabel: string;
  empty: string;
  /** The form's fields (the student is never a field: the API knows whose profile it is). */
  fields: FieldDescriptor[];
  rows: (profile: FullProfile) => Row[];
}

const withoutOwner = (fields: FieldDescriptor[]) => fields.filter((f) => f.name !== 'user_id');
const rowsOf = (list: unknown[]) => list as Row[];

export const SECTIONS: SectionDef[] = [
  {
    key: 'relations',
    model: 'student-relation',
    title: tk('Orang Tua/Wali'),
    addLabel: tk('Tambah Orang Tua/Wali'),
    empty: tk('Belum ada data orang tua atau wali.'),
    fields: withoutOwner(studentRelationFields),
    rows: (p) => rowsOf(p.relations),
  },
  {
    key: 'educations',
    model: 'student-education',
    title: tk('Riwayat Pendidikan'),
    addLabel: tk('Tambah Pendidikan'),
    empty: tk('Belum ada riwayat pendidikan.'),
    fields: withoutOwner(studentEducationFields),
    rows: (p) => rowsOf(p.educations),
  },
  {
    key: 'experiences',
    model: 'student-experience',
    title: tk('Pengalaman Kerja & PKL'),
    addLabel: tk('Tambah Pengalaman'),
    empty: tk('Belum ada pengalaman PKL atau kerja.'),
    fields: withoutOwner(studentExperienceFields),
    rows: (p) => rowsOf(p.experiences),
  },
  {
    key: 'courses',
    model: 'student-course',
    title: tk('Kursus & Pelatihan'),
    addLabel: tk('Tambah Kursus'),
    empty: tk('Belum ada kursus atau pelatihan.'),
    fields: withoutOwner(studentCourseFields),
    rows: (p) => rowsOf(p.courses),
  },
  {
    key: 'awards',
    model: 'student-award',
    title: tk('Penghargaan'),
    addLabel: tk('Tambah Penghargaan'),
    empty: tk('Belum ada penghargaan.'),
    fields: withoutOwner(studentAwardFields),
    rows: (p) => rowsOf(p.awards),
  },
  {
    key: 'portfolios',
    model: 'student-portfolio',
    title: tk('Portofolio'),
    addLabel: tk('Tambah Portofolio'),
    empty: tk('Belum ada tautan portofolio.'),
    fields: withoutOwner(studentPortfolioFields),
    rows: (p) => rowsOf(p.portfolios),
  },
];

/** The label of a select option (an Indonesian phrase, translated where shown). */
export function optionLabel(fields: readonly FieldDescriptor[], name: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const field = fields.find((f) => f.name === name);
  return field?.options?.find((o) => o.value === value)?.label ?? String(value);
}

/** The first line and the second of a record as a list shows it. */
export function recordLines(key: SectionDef['key'], row: Row, label: (name: string, value: unknown) => string | null, date: (v: unknown) => string) {
  const s = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  const years = (a: unknown, b: unknown, open: boolean, now: string) => [s(a), open ? now : s(b)].filter(Boolean).join(' – ');
  switch (key) {
    case 'relations':
      return {
        title: s(row.name),
        subtitle: [label('relation_type', row.relation_type), s(row.occupation), label('living_status', row.living_status)],
      };
    case 'educations':
      return {
        title: s(row.school_name),
        subtitle: [label('level', row.level), s(row.major), years(row.year_from, row.year_to, row.still_in_school === true, '…')],
      };
    case 'experiences':
      return {
        title: `${s(row.position)} · ${s(row.company)}`,
        subtitle: [label('kind', row.kind), [date(row.date_from), row.still_working ? '…' : date(row.date_to)].filter(Boolean).join(' – ')],
        body: s(row.description),
      };
    case 'courses':
      return { title: s(row.name), subtitle: [s(row.institute), s(row.place), [date(row.date_from), date(row.date_to)].filter(Boolean).join(' – ')] };
    case 'awards':
      return { title: s(row.name), subtitle: [label('level', row.level), s(row.year), s(row.organizer), s(row.decree_number)] };
    case 'portfolios':
      return { title: s(row.title), subtitle: [s(row.url)], body: s(row.description) };
  }
}

/** The student's address as one line: the street, then the city and province by name (the profile answer carries the names). */
export function addressOf(profile: Pick<FullProfile, 'personal' | 'region_names'>): string {
  return [profile.personal.address, profile.region_names.city, profile.region_names.province].filter(Boolean).join(', ');
}
