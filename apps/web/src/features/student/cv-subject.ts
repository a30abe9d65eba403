import type { Role } from '@jalurkarir/shared';

/**
 * Whose CV `student-profile/cv` shows: the student named by `?id=`, else the caller's own when the
 * caller is a student. Staff without an id have no student to show (their own account has no CV):
 * the page asks them to pick one instead of asking the API for a profile that does not exist.
 */
export function cvSubject(role: Role | undefined, idParam: string | null, ownId: string | undefined): { id: string } | 'pick' | 'wait' {
  if (idParam) return { id: idParam };
  if (role !== 'siswa') return 'pick';
  return ownId ? { id: ownId } : 'wait';
}
