import { describe, expect, it } from 'vitest';
import { ROLES, type Role, type TStoredUser } from '@jalurkarir/shared';
import { MASTER_DATA_PATHS, canOpen, guardDecision } from './access';
import { MASTER_DATA_PATHS as ROUTED_MASTER_DATA_PATHS } from './master-data-paths';

const make = (role: Role, verified = true): TStoredUser => ({
  id: 'u',
  name: 'N',
  email: 'e@x.id',
  role,
  photo: null,
  verified,
  validated: true,
  status: 'active',
  school_id: null,
  company_id: null,
});

describe('guards', () => {
  it('send a visitor without token or user record to the login screen', () => {
    expect(guardDecision(null, make('admin'), '/dashboard')).toBe('login');
    expect(guardDecision('token', null, '/dashboard')).toBe('login');
    expect(guardDecision('', make('admin'), '/')).toBe('login');
  });

  it('let a company’s PKL supervisor account open only its PKL pages, notifications and account', () => {
    const mentor = { ...make('admin_perusahaan'), pkl_supervisor: true };
    for (const path of ['/', '/pkl', '/pkl/placements/:id', '/pkl/evaluation/:id', '/notifications', '/account'] as const)
      expect(guardDecision('token', mentor, path), path).toBe('allow');
    for (const path of [
      '/dashboard',
      '/company',
      '/company-profile',
      '/applicants',
      '/md-opportunity',
      '/recommended-student',
      '/school-partnership',
      '/pkl/report/:id',
    ] as const)
      expect(guardDecision('token', mentor, path), path).toBe('forbidden');
    // The company admin keeps every company page.
    expect(guardDecision('token', make('admin_perusahaan'), '/applicants')).toBe('allow');
  });

  it('refuse a page the role may not open (403), unlike the spec’s always-true guard', () => {
    expect(guardDecision('token', make('siswa'), '/company-profile')).toBe('forbidden');
    expect(guardDecision('token', make('admin_perusahaan'), '/student-profile')).toBe('forbidden');
    expect(guardDecision('token', make('admin'), '/student-profile')).toBe('forbidden');
  });

  it('let every role open home, dashboard and account settings', () => {
    for (const role of ROLES) {
      for (const path of ['/', '/dashboard', '/account'] as const) expect(guardDecision('token', make(role), path)).toBe('allow');
    }
  });

  it('keep unverified accounts to home, dashboard and account', () => {
    expect(canOpen(make('siswa', false), '/')).toBe(true);
    expect(canOpen(make('siswa', false), '/account')).toBe(true);
    expect(canOpen(make('admin_perusahaan', false), '/company-profile')).toBe(false);
    expect(canOpen(make('guru', false), '/student-profile/cv')).toBe(false);
  });

  it('let a student awaiting verification write their CV and take the interest inventory, and nothing more', () => {
    const pending = make('siswa', false);
    for (const path of ['/student-profile', '/student-profile/cv', '/personality-test', '/personality-test-history'] as const)
      expect(canOpen(pending, path), path).toBe(true);
    for (const path of ['/jobs', '/applications', '/opportunity', '/student-test', '/student-test-history'] as const)
      expect(canOpen(pending, path), path).toBe(false);
  });

  it('open a company’s page for students to every verified account, not to one awaiting verification nor a PKL supervisor account', () => {
    for (const role of ROLES) expect(canOpen(make(role), '/companies/:id'), role).toBe(true);
    expect(canOpen(make('siswa', false), '/companies/:id')).toBe(false);
    expect(canOpen({ ...make('admin_perusahaan'), pkl_supervisor: true }, '/companies/:id')).toBe(false);
  });

  it('know nothing of pages that do not exist', () => {
    expect(canOpen(make('admin'), '/not-a-page')).toBe(false);
    expect(canOpen(make('admin'), '/md-nothing')).toBe(false);
  });

  it('open the completeness page to the Admin and school staff, the CV to students and staff (docs/profile.md)', () => {
    for (const role of ['admin', 'admin_sekolah', 'kepala_sekolah', 'guru'] as const) expect(canOpen(make(role), '/completeness'), role).toBe(true);
    for (const role of ['siswa', 'asesor', 'admin_perusahaan'] as const) expect(canOpen(make(role), '/completeness'), role).toBe(false);
    expect(canOpen(make('siswa'), '/student-profile/cv')).toBe(true);
    expect(canOpen(make('siswa'), '/student-profile/view')).toBe(false);
    expect(canOpen(make('admin_perusahaan'), '/student-profile/cv')).toBe(false);
  });

  it('open the company area (spec §2 `company`) to company admins and the Admin, one company’s page to the Admin only', () => {
    expect(guardDecision('token', make('admin_perusahaan'), '/company')).toBe('allow');
    expect(guardDecision('token', make('admin'), '/company')).toBe('allow');
    for (const role of ['siswa', 'guru', 'admin_sekolah', 'kepala_sekolah', 'asesor'] as const)
      expect(guardDecision('token', make(role), '/company'), role).toBe('forbidden');
    expect(canOpen(make('admin'), '/company/:id')).toBe(true);
    expect(canOpen(make('admin_perusahaan'), '/company/:id')).toBe(false);
  });

  it('open master data by role: Admin everything, school staff their school screens, companies their openings', () => {
    for (const path of MASTER_DATA_PATHS) expect(canOpen(make('admin'), path), path).toBe(true);
    expect(MASTER_DATA_PATHS.filter((p) => canOpen(make('admin_sekolah'), p))).toEqual(['/md-student', '/md-principal', '/md-teacher']);
    expect(MASTER_DATA_PATHS.filter((p) => canOpen(make('kepala_sekolah'), p))).toEqual(['/md-student', '/md-teacher']);
    expect(MASTER_DATA_PATHS.filter((p) => canOpen(make('guru'), p))).toEqual(['/md-student']);
    expect(MASTER_DATA_PATHS.filter((p) => canOpen(make('admin_perusahaan'), p))).toEqual(['/md-opportunity']);
    expect(MASTER_DATA_PATHS.filter((p) => canOpen(make('siswa'), p))).toEqual([]);
    expect(MASTER_DATA_PATHS.filter((p) => canOpen(make('asesor'), p))).toEqual([]);
    expect(canOpen(make('admin', false), '/md-user')).toBe(false);
  });

  it('open the school profile for school staff only; the school admin has no one-row school list', () => {
    expect((['admin_sekolah', 'kepala_sekolah', 'guru'] as const).every((role) => canOpen(make(role), '/school-profile'))).toBe(true);
    expect((['admin', 'siswa', 'asesor', 'admin_perusahaan'] as const).some((role) => canOpen(make(role), '/school-profile'))).toBe(false);
    expect(canOpen(make('admin_sekolah'), '/md-school')).toBe(false);
  });

  it('the routed md-* list is exactly the md-* pages of the access table', () => {
    expect([...ROUTED_MASTER_DATA_PATHS].sort()).toEqual([...MASTER_DATA_PATHS].sort());
  });
});
