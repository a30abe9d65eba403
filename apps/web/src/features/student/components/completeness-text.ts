import type { CompletenessPart } from '@jalurkarir/shared';
import { tk } from '../../../lib/i18n';

/** Who reads the completeness card: the student on their own profile, or staff on a student's. */
export type CompletenessReader = 'student' | 'staff';

/**
 * What is missing, as staff read it: about the student in the third person (the API's texts speak
 * to the student, "Write about yourself").
 */
const STAFF_MISSING: Record<CompletenessPart, string> = {
  personal: tk('Data pribadi siswa belum lengkap'),
  photo: tk('Siswa belum mengunggah foto profil'),
  about: tk('Siswa belum menulis tentang dirinya'),
  languages: tk('Bahasa yang dikuasai siswa belum diisi'),
  relations: tk('Orang tua dan wali siswa belum dicatat'),
  education: tk('Riwayat pendidikan siswa belum diisi'),
  skills: tk('Siswa belum mencatat minimal 3 keterampilan'),
  experience: tk('Pengalaman PKL atau kerja siswa belum dicatat'),
  courses: tk('Kursus atau pelatihan siswa belum dicatat'),
  awards: tk('Penghargaan siswa belum dicatat'),
  portfolio: tk('Tautan portofolio siswa belum diisi'),
};

type T = (phrase: string, options?: Record<string, unknown>) => string;

/** The sentence under the ring: the student reads "your profile", staff "the student's profile". */
export function completenessSummary(reader: CompletenessReader, score: number, complete: boolean, t: T): string {
  if (reader === 'staff') return complete ? t('Profil siswa sudah lengkap.') : t('Profil siswa {{score}}% lengkap.', { score });
  return complete ? t('Profil Anda sudah lengkap.') : t('Profil Anda {{score}}% lengkap.', { score });
}

/** One missing item as the reader reads it (`id`: the API's Indonesian phrase for the student). */
export function missingText(reader: CompletenessReader, item: { key: string; id: string }, t: T): string {
  const staff = reader === 'staff' ? STAFF_MISSING[item.key as CompletenessPart] : undefined;
  return t(staff ?? item.id);
}

/**
 * Where a missing item is completed. The API's links lead to the student's own profile page; staff
 * stay on the student's page they are reading (its `?section=` anchors), and a photo is the
 * student's account record (`md-student`), not the reader's own account page.
 */
export function missingLink(reader: CompletenessReader, item: { key: string; link: string }, studentId: string): string {
  if (reader === 'student') return item.link;
  const id = encodeURIComponent(studentId);
  if (item.key === 'photo') return `/md-student/${id}`;
  const section = new URLSearchParams(item.link.split('?')[1] ?? '').get('section');
  return `/student-profile/view/${id}${section ? `?section=${encodeURIComponent(section)}` : ''}`;
}
