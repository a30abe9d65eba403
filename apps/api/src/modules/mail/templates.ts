import type { OutgoingEmail } from './mailer.js';

/** Both languages in one message: the recipient's language is not known before they sign in. */
export function emailConfirmationEmail(to: string, name: string, link: string): OutgoingEmail {
  return {
    to,
    subject: 'JalurKarir: konfirmasi email / confirm your e-mail',
    text: [
      `Halo ${name},`,
      '',
      'Terima kasih telah mendaftar di JalurKarir. Konfirmasi alamat email Anda melalui tautan berikut:',
      link,
      'Akun Anda sedang dalam proses verifikasi oleh admin.',
      '',
      '---',
      '',
      `Hello ${name},`,
      '',
      'Thank you for signing up to JalurKarir. Confirm your e-mail address with this link:',
      link,
      'Your account is being verified by an administrator.',
    ].join('\n'),
  };
}

export function passwordResetEmail(to: string, name: string, link: string, minutes: number): OutgoingEmail {
  return {
    to,
    subject: 'JalurKarir: atur ulang kata sandi / reset your password',
    text: [
      `Halo ${name},`,
      '',
      `Gunakan tautan berikut untuk mengatur ulang kata sandi Anda (berlaku ${minutes} menit, sekali pakai):`,
      link,
      'Abaikan email ini jika Anda tidak memintanya.',
      '',
      '---',
      '',
      `Hello ${name},`,
      '',
      `Use this link to reset your password (valid for ${minutes} minutes, once):`,
      link,
      'Ignore this e-mail if you did not ask for it.',
    ].join('\n'),
  };
}

/**
 * Sent when staff create an account without a password: the person chooses their own.
 * `organisation` names who made the account (the school); without one (assessors, company
 * admins: made by the JalurKarir Admin) the message says the JalurKarir administrator did.
 */
export function accountInvitationEmail(to: string, name: string, organisation: string | null, link: string, days: number): OutgoingEmail {
  const byId = organisation ?? 'Admin JalurKarir';
  const byEn = organisation ?? 'The JalurKarir administrator';
  return {
    to,
    subject: 'JalurKarir: akun Anda telah dibuat / your account is ready',
    text: [
      `Halo ${name},`,
      '',
      `${byId} telah membuatkan akun JalurKarir untuk Anda. Buat kata sandi Anda melalui tautan berikut (berlaku ${days} hari):`,
      link,
      '',
      '---',
      '',
      `Hello ${name},`,
      '',
      `${byEn} has created a JalurKarir account for you. Choose your password with this link (valid for ${days} days):`,
      link,
    ].join('\n'),
  };
}
