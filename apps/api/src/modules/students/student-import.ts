import type { FastifyInstance } from 'fastify';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import {
  GENDERS, GRADES, RELIGIONS, MARITAL_STATUSES, CITIZENSHIPS, VOCATIONAL_PROGRAMS, ZCreateStudent,
} from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { Mailer } from '../mail/mailer.js';
import { checkRegionChain } from '../regions/region-data.js';
import type { Column } from '../spreadsheets/spreadsheet.js';
import { personImportRoutes, type PersonImportConfig } from '../people/person-import.js';
import { STUDENT_KIND } from './student-crud.js';


/** Columns of the import template, in order. `npsn` picks the school (Admin only). */
export const STUDENT_IMPORT_COLUMNS: Column[] = [
  { key: 'nisn', text: true }, { key: 'name' }, { key: 'email' }, { key: 'phone', text: true },
  { key: 'program', options: VOCATIONAL_PROGRAMS }, { key: 'grade', options: GRADES }, { key: 'class_name' },
  { key: 'birth_place' }, { key: 'birth_date' }, { key: 'gender', options: GENDERS }, { key: 'religion', options: RELIGIONS },
  { key: 'marital_status', options: MARITAL_STATUSES }, { key: 'height_cm' }, { key: 'weight_kg' }, { key: 'hobby' },
  { key: 'citizenship', options: CITIZENSHIPS }, { key: 'province_code', text: true }, { key: 'city_code', text: true },
  { key: 'district_code', text: true }, { key: 'village_code', text: true }, { key: 'address' }, { key: 'npsn', text: true },
];

/** Students are matched by NISN; their e-mail must not belong to anyone else. */
export const STUDENT_IMPORT: PersonImportConfig = {
  model: 'siswa',
  kind: STUDENT_KIND,
  columns: STUDENT_IMPORT_COLUMNS,
  requiredColumns: ['nisn', 'name', 'email'],
  // One row as the form would send it: unknown columns (e.g. `id`, `school_name` of an export) are ignored.
  rowSchema: z.object(ZCreateStudent.omit({ password: true, school_id: true }).shape),
  match: { column: 'nisn', dbColumn: users.nisn, taken: 'NISN_TAKEN' },
  unique: [
    {
      column: 'email',
      taken: 'EMAIL_TAKEN',
      findOwners: (db, values) => db.select({ value: users.email, userId: users.id }).from(users).where(inArray(users.email, values)),
    },
  ],
  normalizeCell(key, value, format) {
    if (key === 'height_cm' || key === 'weight_kg') return /^\d+$/.test(value) ? Number(value) : value;
    // Excel stores a typed NISN as a number and drops its leading zeros (students born 2000–2009
    // have NISNs starting 00): give them back for 8- or 9-digit numbers from an .xlsx only.
    if (key === 'nisn' && format === 'xlsx' && /^\d{8,9}$/.test(value)) return value.padStart(10, '0');
    return value;
  },
  async checkRow(values) {
    return Object.keys(await checkRegionChain(values));
  },
};

/** Enrolls a class from a spreadsheet: `GET /siswa/import-template`, `POST /siswa/import?dry_run=`. */
export async function studentImportRoutes(app: FastifyInstance, deps: { db: Db; mailer: Mailer; publicUrl: string }) {
  await personImportRoutes(app, deps, STUDENT_IMPORT);
}
