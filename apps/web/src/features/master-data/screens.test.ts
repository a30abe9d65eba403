import { describe, expect, it } from 'vitest';
import { MODELS, type Role, type TStoredUser } from '@jalurkarir/shared';
import { MASTER_DATA_PATHS } from '../../app/access';
import { MASTER_DATA_SCREENS, screenFor } from './screens';
import { screenAccess, screenFilters } from './use-screen';

const make = (role: Role, extra: Partial<TStoredUser> = {}): TStoredUser => ({
  id: 'u',
  name: 'N',
  email: 'e@x.id',
  role,
  photo: null,
  verified: true,
  validated: true,
  status: 'active',
  school_id: null,
  company_id: null,
  ...extra,
});

describe('master-data screens', () => {
  it('one screen per master-data route, each on a model of the API', () => {
    expect(MASTER_DATA_SCREENS.map((s) => s.path).sort()).toEqual([...MASTER_DATA_PATHS].sort());
    for (const screen of MASTER_DATA_SCREENS) expect(MODELS).toContain(screen.model);
  });

  it('finds the screen of a list, a new row and an existing row', () => {
    expect(screenFor('/md-student')?.model).toBe('siswa');
    expect(screenFor('/md-student/new')?.model).toBe('siswa');
    expect(screenFor('/md-company-admin/5b0c')?.model).toBe('admin-perusahaan');
    expect(screenFor('/md-nothing')).toBeUndefined();
  });

  it('takes what a role may do from the permission table', () => {
    const students = screenFor('/md-student')!;
    expect(screenAccess(students, make('admin')).permissions).toEqual({
      create: true,
      update: true,
      delete: true,
      deletes: true,
      export: true,
      import: true,
    });
    expect(screenAccess(students, make('guru', { school_id: 's' })).permissions).toEqual({
      create: false,
      update: false,
      delete: false,
      deletes: false,
      export: true,
      import: false,
    });
  });

  it('neither shows nor sends what the server takes from the session', () => {
    const students = screenFor('/md-student')!;
    expect(screenAccess(students, make('admin_sekolah', { school_id: 's' })).scoped).toEqual(['school_id']);
    expect(screenAccess(students, make('admin')).scoped).toEqual([]);
    const openings = screenAccess(screenFor('/md-opportunity')!, make('admin_perusahaan', { company_id: 'c' }));
    expect(openings).toMatchObject({ scoped: ['company_id'], defaults: { company_id: 'c' }, title: 'Pekerjaan' });
  });

  it('never offers a school admin the account fields only the Admin writes (password, e-mail on edit, role)', () => {
    const students = screenFor('/md-student')!;
    expect(screenAccess(students, make('admin_sekolah', { school_id: 's' })).locked).toEqual({
      create: ['password'],
      update: ['password', 'email', 'role'],
    });
    expect(screenAccess(students, make('admin')).locked).toEqual({ create: [], update: [] });
  });

  it('offers the filters the API takes, minus the scoped ones', () => {
    const students = screenFor('/md-student')!;
    const fields = [
      { name: 'school_id', type: 'reference', label: 'Sekolah', reference: 'sekolah' },
      { name: 'program', type: 'select', label: 'Kompetensi Keahlian', options: [{ value: 'RPL', label: 'RPL' }] },
      { name: 'grade', type: 'select', label: 'Kelas', options: [] },
    ] as never;
    expect(screenFilters(students, fields, []).map((f) => f.name)).toEqual(['school_id', 'program', 'grade', 'verified']);
    expect(screenFilters(students, fields, ['school_id']).map((f) => f.name)).toEqual(['program', 'grade', 'verified']);
    expect(screenFilters(screenFor('/md-user')!, [], []).map((f) => f.name)).toEqual(['verified']);
  });
});
