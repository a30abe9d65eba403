import type { OutgoingEmail } from '../mail/mailer.js';

/**
 * The e-mail to a guardian: both languages (the guardian has no account, so no language setting),
 * the student's name and school so they know which child it is, and the link to the public page
 * that shows exactly what would be shared. The link is the only secret; it expires.
 */
export function guardianConsentEmail(to: string, student: { name: string; school: string | null }, link: string, days: number): OutgoingEmail {
  const school = student.school ?? '-';
  return {
    to,
    subject: `Permintaan persetujuan wali untuk ${student.name} / Guardian consent request for ${student.name}`,
    text: [
      'Yth. Bapak/Ibu/Wali,',
      '',
      `${student.name} (${school}) meminta persetujuan Anda agar profilnya dapat dilihat oleh perusahaan mitra di JalurKarir.`,
      'Buka tautan berikut untuk membaca data apa saja yang akan dibagikan dan memberikan atau menolak persetujuan:',
      link,
      `Tautan berlaku ${days} hari. Jika Anda tidak mengenal siswa ini, abaikan email ini.`,
      '',
      '---',
      '',
      'Dear parent or guardian,',
      '',
      `${student.name} (${school}) asks for your consent so that partner companies on JalurKarir can see their profile.`,
      'Open this link to read exactly which data would be shared and to give or refuse consent:',
      link,
      `The link is valid for ${days} days. If you do not know this student, ignore this e-mail.`,
    ].join('\n'),
  };
}
