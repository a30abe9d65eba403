import { describe, expect, it } from 'vitest';
import { IMPORT_PHRASES_EN, ZPublicCompany, ZPublicSchool } from '@jalurkarir/shared';
import { crudConfigs } from '../src/crud/crud-configs.js';
import { profileRecordConfigs } from '../src/modules/profile/records.js';
import { getTableColumns } from 'drizzle-orm';
import type { Mailer } from '../src/modules/mail/mailer.js';
import { snakeToCamel } from '../src/lib/case.js';

/**
 * One definition per model: the field descriptors served by `GET /{model}/field`
 * (packages/shared) and the API's CRUD configs must agree, so a column the screen offers to sort
 * or search is one the API sorts or searches, and the other way round. No database needed.
 */
const configs = [
  ...crudConfigs({ mailer: {} as Mailer, publicUrl: 'http://localhost' }),
  // The student profile's records, registered by modules/profile/routes.ts (docs/profile.md).
  ...profileRecordConfigs({ removeCertificate: async () => {} }),
];
/** Sortable in the API without a field: record columns no form shows. */
const SORT_WITHOUT_FIELD = new Set(['created_at']);

describe('field descriptors and CRUD configs agree', () => {
  it('covers every generic model', () => {
    expect(configs.map((c) => c.model).sort()).toEqual([
      'admin-perusahaan',
      'asesor',
      'currency',
      'guru',
      'kepala-sekolah',
      'opportunity',
      'perusahaan',
      'sekolah',
      'siswa',
      'student-award',
      'student-course',
      'student-education',
      'student-experience',
      'student-portfolio',
      'student-relation',
      'student-skill',
      'user',
    ]);
  });

  it.each(configs.map((c) => [c.model, c] as const))('%s: sortable fields are exactly the API sort keys', (_model, config) => {
    const fromFields = config.fields
      .filter((f) => f.sortable)
      .map((f) => f.name)
      .sort();
    const fieldNames = new Set(config.fields.map((f) => f.name));
    const fromApi = Object.keys(config.sortable)
      .filter((k) => fieldNames.has(k) || !SORT_WITHOUT_FIELD.has(k))
      .sort();
    expect(fromApi).toEqual(fromFields);
  });

  it.each(configs.map((c) => [c.model, c] as const))('%s: searchable fields are exactly the API search columns', (_model, config) => {
    const namesOf = (column: unknown) =>
      Object.entries(config.selection)
        .filter(([, c]) => c === column)
        .map(([name]) => name);
    const searchableFields = new Set(config.fields.filter((f) => f.searchable).map((f) => f.name));
    const referenceFields = new Set(config.fields.filter((f) => f.type === 'reference').map((f) => f.name));
    // Each searchable field is searched through its own selected column.
    for (const name of searchableFields) expect(config.searchable, `${name} is searchable`).toContain(config.selection[name]);
    // Each searched column is a searchable field, or the name shown for a reference (`company_id` → `company_name`).
    for (const column of config.searchable) {
      const names = namesOf(column);
      const accounted = names.some((n) => searchableFields.has(n) || (n.endsWith('_name') && referenceFields.has(n.replace(/_name$/, '_id'))));
      expect(accounted, `searched column ${names.join('/') || '(not selected)'} has a searchable field`).toBe(true);
    }
  });

  it.each(configs.map((c) => [c.model, c] as const))(
    '%s: each selected column of the table is named so toColumnValues finds it',
    (_model, config) => {
      // Writes map API names with `toColumnValues` (snake_case → property key); the selection must use the same names.
      const keyOf = new Map(Object.entries(getTableColumns(config.table)).map(([key, column]) => [column as unknown, key]));
      for (const [name, column] of Object.entries(config.selection)) {
        const key = keyOf.get(column);
        if (key) expect(snakeToCamel(name), `${name} → ${key}`).toBe(key);
      }
    },
  );

  it.each(configs.map((c) => [c.model, c] as const))(
    '%s: the selection (what the API reads) has exactly the keys of its read schema (the response schema)',
    (_model, config) => {
      expect(Object.keys(config.selection).sort()).toEqual(Object.keys(config.readSchema.shape).sort());
      for (const key of Object.keys(config.publicSelection)) expect(config.readSchema.shape, `public ${key}`).toHaveProperty(key);
    },
  );

  it('the sign-up pickers read exactly the public projection the API selects (ZPublicSchool, ZPublicCompany)', () => {
    const publicKeys = (model: string) => Object.keys(configs.find((c) => c.model === model)!.publicSelection).sort();
    expect(publicKeys('sekolah')).toEqual(Object.keys(ZPublicSchool.shape).sort());
    expect(publicKeys('perusahaan')).toEqual(Object.keys(ZPublicCompany.shape).sort());
  });

  it('every exported heading and option has its English (the exports are written in the reader’s language)', () => {
    // Labels without a lower-case letter are codes or numbers ("SMK", "D3", "1-10"): the same in both languages.
    const missing = configs.flatMap((c) =>
      c.fields
        .filter((f) => f.type !== 'password')
        .flatMap((f) => [f.label, ...(f.options ?? []).map((o) => o.label)])
        .filter((phrase) => /[a-z]/.test(phrase) && !(phrase in IMPORT_PHRASES_EN))
        .map((phrase) => `${c.model}: ${phrase}`),
    );
    expect(missing).toEqual([]);
  });
});
