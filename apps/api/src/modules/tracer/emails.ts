import type { OutgoingEmail } from '../mail/mailer.js';

/**
 * The tracer invitation: both languages (a graduate's language setting may be long out of date),
 * the school's name so they know who asks, and the personal link. The link is the only key.
 */
export function tracerEmail(
  to: string,
  p: { name: string; school: string; title: string; link: string; endsOn: string; reminder: boolean },
): OutgoingEmail {
  const again = p.reminder ? 'Pengingat: ' : '';
  return {
    to,
    subject: `${again}${p.title} — ${p.school} / ${p.reminder ? 'Reminder: ' : ''}graduate tracer study`,
    text: [
      `Halo ${p.name},`,
      '',
      `${p.school} ingin mengetahui kegiatan Anda setelah lulus (bekerja, melanjutkan studi, atau berwirausaha). Jawaban Anda membantu sekolah menyelaraskan pembelajaran dengan dunia kerja.`,
      'Isi kuesioner singkat melalui tautan pribadi berikut (tanpa perlu masuk):',
      p.link,
      `Tautan berlaku sampai ${p.endsOn}. Jangan bagikan tautan ini kepada orang lain.`,
      '',
      '---',
      '',
      `Hello ${p.name},`,
      '',
      `${p.school} would like to know what you do after graduating (working, studying or running a business). Your answer helps the school align its teaching with the world of work.`,
      'Fill in the short questionnaire through your personal link (no login needed):',
      p.link,
      `The link is valid until ${p.endsOn}. Do not share it with anyone else.`,
    ].join('\n'),
  };
}

/** The employer's request: both languages, which graduate and school, the link. */
export function employerEmail(to: string, p: { company: string; graduate: string; school: string; link: string }): OutgoingEmail {
  return {
    to,
    subject: `Umpan balik tentang lulusan ${p.school} / Feedback on a graduate of ${p.school}`,
    text: [
      `Yth. ${p.company},`,
      '',
      `${p.school} memohon penilaian singkat Anda tentang ${p.graduate}, lulusan kami yang bekerja di perusahaan Anda (empat pertanyaan, satu menit).`,
      p.link,
      '',
      '---',
      '',
      `Dear ${p.company},`,
      '',
      `${p.school} asks for your short assessment of ${p.graduate}, our graduate working at your company (four questions, one minute).`,
      p.link,
    ].join('\n'),
  };
}
