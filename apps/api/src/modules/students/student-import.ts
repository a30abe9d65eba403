import type { FastifyInstance } from 'fastify';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { ZCreateStudent, studentFields } from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { Mailer } from '../mail/mailer.js';
import { checkRegionChain } from '../regions/region-data.js';
import { EXAMPLE_EMAIL, columnFromField, personImportRoutes, type ImportColumn, type PersonImportConfig } from '../people/person-import.js';
import { STUDENT_KIND } from './student-crud.js';

/** Columns of the import template, in order, labelled as the form labels them. */
export const STUDENT_IMPORT_COLUMNS: ImportColumn[] = (
  [
    ['nisn', { text: true, example: '0012345678' }],
    ['name', { example: 'Budi Santoso' }],
    ['email', { example: EXAMPLE_EMAIL }],
    ['phone', { text: true, example: '081234567890' }],
    ['program', { example: 'rpl' }],
    ['grade', { example: '10' }],
    ['class_name', { example: 'X RPL 1' }],
    ['birth_place', { example: 'Bandung' }],
    ['birth_date', { example: '2009-05-17' }],
    ['gender', { example: 'L' }],
    ['religion', { example: 'islam' }],
    ['marital_status', { example: 'single' }],
    ['height_cm', { example: '165' }],
    ['weight_kg', { example: '55' }],
    ['hobby', { example: 'Sepak bola' }],
    ['citizenship', { example: 'WNI' }],
    ['province_code', { example: 'Jawa Barat' }],
    ['city_code', { example: 'Kota Bandung' }],
    ['district_code', { example: 'Coblong' }],
    ['village_code', { example: 'Dago' }],
    ['address', { example: 'Jl. Ir. H. Juanda No. 1' }],
  ] as const
).map(([key, extra]) => columnFromField(studentFields, key, extra));

/** Students are matched by NISN; their e-mail must not belong to anyone else. */
export const STUDENT_IMPORT: PersonImportConfig = {
  model: 'siswa',
  kind: STUDENT_KIND,
  sheetName: { id: 'Siswa', en: 'Students' },
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
