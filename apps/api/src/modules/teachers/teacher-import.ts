import type { FastifyInstance } from 'fastify';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { ZCreateTeacher, teacherFields } from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { teacherProfiles, users } from '../../db/schema.js';
import type { Mailer } from '../mail/mailer.js';
import { EXAMPLE_EMAIL, columnFromField, personImportRoutes, type ImportColumn, type PersonImportConfig } from '../people/person-import.js';
import { TEACHER_KIND } from './teacher-crud.js';

/** Columns of the teacher import template, in order, labelled as the form labels them. */
export const TEACHER_IMPORT_COLUMNS: ImportColumn[] = (
  [
    ['name', { example: 'Siti Rahmawati' }],
    ['email', { example: EXAMPLE_EMAIL }],
    ['phone', { text: true, example: '081234567890' }],
    ['nuptk', { text: true, example: '1234567890123456' }],
    ['subject', { example: 'Matematika' }],
    ['employment_status', { example: 'pns' }],
    ['gender', { example: 'P' }],
    ['birth_date', { example: '1985-08-17' }],
  ] as const
).map(([key, extra]) => columnFromField(teacherFields, key, extra));

/**
 * Teachers have no national number every one of them holds (NUPTK is optional), so they are
 * matched by e-mail; the NUPTK must not belong to anyone else.
 */
export const TEACHER_IMPORT: PersonImportConfig = {
  model: 'guru',
  kind: TEACHER_KIND,
  sheetName: { id: 'Guru', en: 'Teachers' },
  columns: TEACHER_IMPORT_COLUMNS,
  requiredColumns: ['name', 'email'],
  rowSchema: z.object(ZCreateTeacher.omit({ password: true, school_id: true }).shape),
  match: { column: 'email', dbColumn: users.email, taken: 'EMAIL_TAKEN' },
  unique: [
    {
      column: 'nuptk',
      taken: 'NUPTK_TAKEN',
      findOwners: (db, values) =>
        db
          .select({ value: teacherProfiles.nuptk, userId: teacherProfiles.userId })
          .from(teacherProfiles)
          .where(inArray(teacherProfiles.nuptk, values)),
    },
  ],
  normalizeCell(key, value, format) {
    // Excel stores a typed NUPTK as a number and drops leading zeros: give them back to 14- or
    // 15-digit numbers from an .xlsx (a typed 16-digit number has already lost its last digit
    // to Excel's 15-digit precision, so the template makes the column text).
    if (key === 'nuptk' && format === 'xlsx' && /^\d{14,15}$/.test(value)) return value.padStart(16, '0');
    return value;
  },
};

/** Staff lists from a spreadsheet: `GET /guru/import-template`, `POST /guru/import?dry_run=`. */
export async function teacherImportRoutes(app: FastifyInstance, deps: { db: Db; mailer: Mailer; publicUrl: string }) {
  await personImportRoutes(app, deps, TEACHER_IMPORT);
}
