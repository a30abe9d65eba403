import { describe, expect, it } from 'vitest';
import { findContactDetails } from './contact-details.js';

// Hand-written messages as a recruiter or a student would type them (docs/messages.md).
describe('findContactDetails', () => {
  it.each([
    ['Silakan hubungi saya di 081234567890 ya', ['phone']],
    ['WA saya 0812-3456-7890', ['phone']],
    ['nomor: 0812 3456 7890', ['phone']],
    ['Hubungi +62 812 3456 7890', ['phone']],
    ['Hubungi +6281234567890', ['phone']],
    ['62 812-3456-789 (Bu Sari)', ['phone']],
    ['HP: 0857.1122.3344', ['phone']],
    ['telp (0)811 223 344', ['phone']],
    ['Kantor kami (021) 555 1234', ['phone']],
    ['atau 022-7654321', ['phone']],
    ['Langsung chat wa.me/6281234567890', ['phone', 'whatsapp']],
    ['klik https://wa.me/message/ABC123XYZ', ['whatsapp']],
    ['Gabung grup: https://chat.whatsapp.com/Fh3kLmNoP', ['whatsapp']],
    ['api.whatsapp.com/send?phone=628111222333', ['phone', 'whatsapp']],
    ['Kirim CV ke hrd@majujaya.co.id', ['email']],
    ['email: rina.putri+kerja@gmail.com', ['email']],
    ['rina (at) gmail (dot) com', ['email']],
    ['Email hrd@pt-abc.com atau WA 0813 9988 7766', ['phone', 'email']],
  ])('finds contact details in %j', (text, expected) => {
    expect(findContactDetails(text)).toEqual(expected);
  });

  it.each([
    'Wawancara tanggal 08-12-2026 jam 09.00 WIB',
    'Tanggal 08/12/2026 pukul 10:30',
    'Gaji Rp 4.500.000 per bulan',
    'Gaji Rp4.500.000 - Rp6.280.000',
    'Rp 62.800.000 per tahun',
    'NISN saya 0061234567',
    'NISN 0081234567',
    'Kami butuh 8 orang untuk shift 08.00-16.00',
    'Lowongan No. 2026/08/123',
    'Silakan lanjut melalui pesan di aplikasi ini',
    'Saya sudah melamar lewat WhatsApp? Belum, lewat aplikasi.',
    'Tinggi badan 170 cm, berat 62 kg',
    'Skor tes 82 dari 100, peringkat 8 dari 120',
  ])('finds nothing in %j', (text) => {
    expect(findContactDetails(text)).toEqual([]);
  });
});
