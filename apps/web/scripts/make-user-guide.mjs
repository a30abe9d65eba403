#!/usr/bin/env node
// Writes the user guide PDFs linked from the side menu (spec §2 "User Guide, depends on language"):
// apps/web/public/docs/user-guide-id.pdf and user-guide-en.pdf. Plain PDF 1.4 with the standard
// Helvetica fonts, written by hand so the build needs no PDF library. The text below is the guide:
// when a feature adds a page, add its section here in both languages and run
//   node apps/web/scripts/make-user-guide.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/docs');

const GUIDE = {
  id: {
    title: 'JalurKarir - Panduan Pengguna',
    subtitle: 'Versi aplikasi web: tampilan dasar, akun, profil dan dasbor',
    sections: [
      [
        'Tentang JalurKarir',
        [
          'JalurKarir menghubungkan SMK, siswa, dan perusahaan. Aplikasi tersedia dalam Bahasa Indonesia dan Bahasa Inggris; pilih bahasa lewat tombol EN/ID di kanan atas. Pilihan bahasa disimpan di peramban Anda.',
        ],
      ],
      [
        'Daftar (membuat akun)',
        [
          'Buka halaman Masuk lalu pilih Daftar. Pilih peran Anda: Siswa, Guru, Kepala Sekolah, Admin Sekolah, Asesor, atau Admin Perusahaan.',
          'Siswa memilih sekolah dan mengisi NISN (10 digit). Guru, Kepala Sekolah, dan Admin Sekolah memilih sekolahnya. Admin Perusahaan memilih perusahaan yang sudah terdaftar atau mengetik nama perusahaan baru; perusahaan baru menunggu persetujuan Admin.',
          'Kata sandi minimal 8 karakter. Setelah berhasil daftar, kami mengirim tautan konfirmasi ke email Anda.',
        ],
      ],
      [
        'Verifikasi akun',
        [
          'Akun baru harus diverifikasi oleh Admin (siswa dan guru juga dapat diverifikasi oleh Admin Sekolah dari sekolahnya). Selama menunggu, Anda tetap dapat masuk: halaman Beranda menyatakan bahwa akun sedang dalam proses verifikasi, dan menu samping belum tampil.',
          'Admin dan Admin Sekolah melihat Antrean Verifikasi di Beranda dan menekan tombol Verifikasi.',
        ],
      ],
      [
        'Masuk dan keluar',
        [
          'Masuk dengan email dan kata sandi. Jika lupa, pilih Lupa Kata Sandi, isi email Anda, lalu buka tautan di email untuk membuat kata sandi baru (tautan berlaku 30 menit dan hanya sekali pakai).',
          'Untuk keluar, buka menu profil (foto atau inisial Anda di kanan atas) lalu pilih Keluar.',
        ],
      ],
      [
        'Tampilan aplikasi',
        [
          'Bagian atas: tombol menu, pencarian menu, bahasa, pemberitahuan, dan menu profil. Ketik awal nama menu di kolom pencarian untuk langsung membukanya.',
          'Menu samping berisi halaman yang boleh Anda buka. Di layar kecil, menu samping terbuka lewat tombol menu dan tertutup saat Anda mengetuk area di luarnya.',
        ],
      ],
      ['Siswa', ['Profil adalah halaman awal siswa: data akun, sekolah, NISN, dan status verifikasi.']],
      [
        'Admin Perusahaan',
        [
          'Beranda menampilkan ringkasan perusahaan. Profil Perusahaan memuat bidang usaha, jumlah karyawan, lokasi (provinsi dan kabupaten/kota), alamat, kontak, situs web, dan deskripsi; tekan Ubah Profil untuk memperbaruinya.',
        ],
      ],
      [
        'PKL (Praktik Kerja Lapangan)',
        [
          'Siswa: menu PKL berisi tempat PKL, kehadiran, dan jurnal harian. Isi tanggal, kehadiran (hadir dengan jam masuk, sakit, izin, atau alpa), kegiatan, yang dipelajari, dan jam kerja, lalu tekan Simpan jurnal. Tanpa sinyal, jurnal tersimpan di ponsel dengan tanda Belum terkirim dan terkirim otomatis saat koneksi kembali. Jurnal dapat diubah sampai divalidasi.',
          'Perusahaan: menu Siswa PKL berisi penempatan yang perlu dikonfirmasi, jurnal yang menunggu validasi (per siswa dan per minggu; tekan Validasi seminggu), dan penilaian di akhir PKL. Guru melihat siswa bimbingannya, hari tanpa jurnal, dan mencatat kunjungan; sekolah mengatur periode, menempatkan siswa, dan mencetak sertifikat PKL.',
        ],
      ],
      [
        'Admin, sekolah, dan asesor',
        ['Beranda menampilkan angka-angka utama: jumlah akun per peran (Admin), jumlah siswa dan guru beserta yang menunggu verifikasi (sekolah).'],
      ],
      [
        'Pengaturan Akun',
        [
          'Ubah nama dan nomor telepon, unggah foto profil (JPEG, PNG, atau WebP, maksimal 2 MB), dan ganti kata sandi dengan memasukkan kata sandi saat ini.',
        ],
      ],
    ],
  },
  en: {
    title: 'JalurKarir - User Guide',
    subtitle: 'Web app version: the basic layout, accounts, profiles and dashboards',
    sections: [
      [
        'About JalurKarir',
        [
          'JalurKarir links vocational schools (SMK), their students and companies. The app is available in Indonesian and English; choose the language with the EN/ID button at the top right. Your choice is kept in your browser.',
        ],
      ],
      [
        'Register (create an account)',
        [
          'Open the login page and choose Register. Pick your role: Student, Teacher, Headmaster, School Administrator, Assessor or Company Administrator.',
          "Students choose their school and enter their NISN (10 digits). Teachers, headmasters and school administrators choose their school. Company administrators pick a registered company or type the name of a new one; a new company waits for the administrator's approval.",
          'Passwords have at least 8 characters. After registering, we send a confirmation link to your email.',
        ],
      ],
      [
        'Account verification',
        [
          "A new account must be verified by an administrator (students and teachers can also be verified by their school's administrator). While you wait you can log in: the home page says your account is in the verification process, and the side menu is not shown yet.",
          'Administrators and school administrators see the Verification queue on their home page and press Verify.',
        ],
      ],
      [
        'Log in and log out',
        [
          'Log in with your email and password. If you forgot it, choose Forgot password, enter your email and open the link in the email to set a new password (the link works once, for 30 minutes).',
          'To log out, open the profile menu (your photo or initials at the top right) and choose Log out.',
        ],
      ],
      [
        'The layout',
        [
          'At the top: the menu button, the menu search, the language, notifications and the profile menu. Type the beginning of a menu name in the search field to open it directly.',
          'The side menu lists the pages you may open. On small screens it opens with the menu button and closes when you tap outside it.',
        ],
      ],
      ['Students', ["Profile is a student's home page: account details, school, NISN and verification status."]],
      [
        'Company administrators',
        [
          'Home shows a summary of the company. Company Profile holds the business sector, number of employees, location (province and regency/city), address, contacts, website and description; press Edit profile to change it.',
        ],
      ],
      [
        'Administrators, schools and assessors',
        ['Home shows the key figures: accounts by role (Administrator), students and teachers with those awaiting verification (schools).'],
      ],
      [
        'PKL (work placement)',
        [
          'Students: the PKL menu holds your placement, attendance and daily journal. Fill in the date, attendance (present with the check-in time, sick, permitted or absent), what you did, what you learned and the hours, then press Save journal. Without a signal the day stays on the phone marked Not sent yet and is sent automatically when the connection is back. A day can be edited until it is validated.',
          'Companies: PKL students lists placements to confirm, journal days waiting for validation (per student and week; press Validate the week) and the evaluation at the end. Teachers follow their students, the days without a journal and record visits; the school sets the periods, places students and prints the PKL certificate.',
        ],
      ],
      [
        'Account Settings',
        [
          'Change your name and phone number, upload a profile photo (JPEG, PNG or WebP, at most 2 MB), and change your password by entering the current one.',
        ],
      ],
    ],
  },
};

const PAGE = { width: 595, height: 842, margin: 56 };

function escapePdf(text) {
  return text.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');
}

/** Greedy word wrap with Helvetica's average glyph width. */
function wrap(text, size) {
  const maxChars = Math.floor((PAGE.width - 2 * PAGE.margin) / (size * 0.5));
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = (line + ' ' + word).trim();
    }
  }
  if (line) lines.push(line);
  return lines;
}

function layout(guide) {
  const pages = [[]];
  let y = PAGE.height - PAGE.margin;
  const put = (text, font, size, gapBefore = 0) => {
    y -= gapBefore;
    if (y - size < PAGE.margin) {
      pages.push([]);
      y = PAGE.height - PAGE.margin;
    }
    y -= size * 1.35;
    pages[pages.length - 1].push({ text, font, size, y });
  };
  put(guide.title, 'F2', 20);
  put(guide.subtitle, 'F1', 11, 4);
  for (const [heading, paragraphs] of guide.sections) {
    put(heading, 'F2', 14, 14);
    for (const paragraph of paragraphs) {
      wrap(paragraph, 11).forEach((line, i) => put(line, 'F1', 11, i === 0 ? 6 : 0));
    }
  }
  return pages;
}

function buildPdf(guide) {
  const pages = layout(guide);
  const objects = [];
  const add = (body) => {
    objects.push(body);
    return objects.length;
  };
  const catalog = add(null);
  const pagesObj = add(null);
  const font1 = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const font2 = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const kids = [];
  pages.forEach((lines, index) => {
    const footer = { text: `JalurKarir · ${index + 1}/${pages.length}`, font: 'F1', size: 9, y: PAGE.margin / 2 };
    const stream = [...lines, footer]
      .map((l) => `BT /${l.font} ${l.size} Tf ${PAGE.margin} ${l.y.toFixed(1)} Td (${escapePdf(l.text)}) Tj ET`)
      .join('\n');
    const content = add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 ${font1} 0 R /F2 ${font2} 0 R >> >> /Contents ${content} 0 R >>`,
      ),
    );
  });
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R /Lang (${guide === GUIDE.id ? 'id' : 'en'}) >>`;
  objects[pagesObj - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  const info = add(`<< /Title (${escapePdf(guide.title)}) /Producer (JalurKarir) >>`);

  let pdf = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // WinAnsi: "·" is 0xB7 in both Latin-1 and WinAnsi.
  return Buffer.from(pdf, 'latin1');
}

mkdirSync(OUT, { recursive: true });
for (const lang of ['id', 'en']) {
  const file = path.join(OUT, `user-guide-${lang}.pdf`);
  writeFileSync(file, buildPdf(GUIDE[lang]));
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
