import type { opportunities } from '../db/schema.js';

/**
 * Demo data: one account per role, real schools' regions (codes from idn-area-data), companies,
 * students. Every demo account's password is DEMO_PASSWORD (listed in the README).
 */
export const DEMO_PASSWORD = 'Password123!';

export const DEMO_CURRENCIES = [
  { code: 'IDR', name: 'Rupiah Indonesia', symbol: 'Rp', decimals: 0, isDefault: true },
  { code: 'USD', name: 'Dolar Amerika Serikat', symbol: '$', decimals: 2, isDefault: false },
  { code: 'SGD', name: 'Dolar Singapura', symbol: 'S$', decimals: 2, isDefault: false },
];

export const DEMO_SCHOOLS = [
  {
    key: 'jakarta',
    npsn: '20100211',
    name: 'SMK Negeri 1 Jakarta',
    status: 'negeri',
    educationLevel: 'SMK',
    ownershipStatus: 'pemerintah_daerah',
    decreeNumber: '421/SK/1960',
    establishmentDate: '1960-08-01',
    permitDate: '1961-01-15',
    provinceCode: '31',
    cityCode: '31.71',
    districtCode: '31.71.01',
    villageCode: '31.71.01.1001',
    address: 'Jl. Budi Utomo No. 7, Gambir',
    phone: '021-3456789',
  },
  {
    key: 'bandung',
    npsn: '20219100',
    name: 'SMK Negeri 2 Bandung',
    status: 'negeri',
    educationLevel: 'SMK',
    ownershipStatus: 'pemerintah_daerah',
    decreeNumber: '0322/O/1979',
    establishmentDate: '1979-05-10',
    permitDate: '1979-07-01',
    provinceCode: '32',
    cityCode: '32.73',
    districtCode: '32.73.01',
    villageCode: '32.73.01.1001',
    address: 'Jl. Ciliwung No. 4',
    phone: '022-7208282',
  },
  {
    key: 'semarang',
    npsn: '20328877',
    name: 'SMK Negeri 7 Semarang',
    status: 'negeri',
    educationLevel: 'SMK',
    ownershipStatus: 'pemerintah_daerah',
    decreeNumber: '018/SK/1965',
    establishmentDate: '1965-02-01',
    permitDate: '1965-06-01',
    provinceCode: '33',
    cityCode: '33.74',
    districtCode: '33.74.01',
    villageCode: '33.74.01.1001',
    address: 'Jl. Simpang Lima',
    phone: '024-8311532',
  },
  {
    key: 'yogyakarta',
    npsn: '20403211',
    name: 'SMK Muhammadiyah 2 Yogyakarta',
    status: 'swasta',
    educationLevel: 'SMK',
    ownershipStatus: 'yayasan',
    decreeNumber: 'YYS/12/1970',
    establishmentDate: '1970-03-12',
    permitDate: '1971-01-05',
    provinceCode: '34',
    cityCode: '34.71',
    districtCode: '34.71.01',
    villageCode: '34.71.01.1001',
    address: 'Jl. Kyai Mojo No. 86, Tegalrejo',
    phone: '0274-562340',
  },
  {
    key: 'surabaya',
    npsn: '20532198',
    name: 'SMK Negeri 1 Surabaya',
    status: 'negeri',
    educationLevel: 'SMK',
    ownershipStatus: 'pemerintah_daerah',
    decreeNumber: '045/SK/1952',
    establishmentDate: '1952-09-01',
    permitDate: '1953-01-10',
    provinceCode: '35',
    cityCode: '35.78',
    districtCode: '35.78.01',
    villageCode: '35.78.01.1001',
    address: 'Jl. Smea No. 4',
    phone: '031-8292038',
  },
] as const;

export const DEMO_COMPANIES = [
  {
    key: 'digital',
    name: 'PT Nusantara Teknologi Digital',
    sector: 'Teknologi Informasi',
    status: 'approved',
    size: '51-200',
    provinceCode: '31',
    cityCode: '31.71',
    districtCode: '31.71.01',
    villageCode: '31.71.01.1001',
    address: 'Jl. Medan Merdeka Barat No. 12',
    phone: '021-5551234',
    email: 'hrd@nusantaradigital.co.id',
    website: 'https://nusantaradigital.co.id',
    description: 'Pengembang perangkat lunak untuk layanan publik dan UMKM.',
    descriptionEn: 'Software developer for public services and small businesses.',
    benefits:
      'Gaji sesuai UMP DKI Jakarta atau lebih, BPJS Kesehatan dan BPJS Ketenagakerjaan sejak hari pertama, laptop kerja, tunjangan internet untuk hari kerja dari rumah, dan anggaran sertifikasi (BNSP atau vendor) setiap tahun.',
    benefitsEn:
      'Pay at or above the Jakarta provincial minimum wage, BPJS health and employment insurance from day one, a work laptop, an internet allowance for work-from-home days, and a yearly certification budget (BNSP or vendor).',
    firstJob:
      'Siswa PKL bergabung dengan satu tim proyek selama tiga sampai enam bulan dan didampingi seorang mentor. Minggu pertama untuk mengenal Git, alur kerja tim, dan standar kode kami; setelah itu Anda mengerjakan tugas nyata yang kecil, seperti halaman atau perbaikan bug, yang ditinjau setiap hari. Lulusan yang kami rekrut mulai sebagai Junior Developer dengan kontrak satu tahun dan penilaian setiap tiga bulan.',
    firstJobEn:
      'PKL students join one project team for three to six months with a mentor. The first week is for learning Git, how the team works and our code standards; after that you work on small real tasks, such as a page or a bug fix, reviewed every day. Graduates we hire start as Junior Developers on a one-year contract with a review every three months.',
    contactName: 'Hendra Gunawan',
    contactPhone: '081234567803',
    contactEmail: 'hrd@nusantaradigital.co.id',
  },
  {
    key: 'otomotif',
    name: 'PT Otomotif Jaya Abadi',
    sector: 'Otomotif',
    status: 'approved',
    size: '201-500',
    provinceCode: '35',
    cityCode: '35.78',
    address: 'Jl. Rungkut Industri III No. 9',
    phone: '031-8431122',
    email: 'rekrutmen@otojaya.co.id',
    website: 'https://otojaya.co.id',
    description: 'Bengkel resmi dan perakitan komponen kendaraan.',
    descriptionEn: 'Authorised workshop and vehicle component assembly.',
    benefits:
      'Seragam dan sepatu keselamatan, makan siang di kantin, BPJS Kesehatan dan BPJS Ketenagakerjaan, uang lembur sesuai aturan, serta pelatihan teknisi bersertifikat dari prinsipal kendaraan.',
    benefitsEn:
      'Uniform and safety shoes, lunch in the canteen, BPJS health and employment insurance, overtime pay as the law sets it, and certified technician training from the vehicle brands.',
    firstJob:
      'Siswa PKL bekerja di bengkel servis berkala bersama mekanik senior: mulai dari ganti oli dan pemeriksaan rem, lalu tune-up dan diagnosis dengan alat scan. Keselamatan kerja (K3) diajarkan pada hari pertama. Mekanik baru lulusan SMK mengikuti masa orientasi satu bulan sebelum memegang kendaraan pelanggan sendiri.',
    firstJobEn:
      'PKL students work in the routine service workshop with senior mechanics: starting with oil changes and brake checks, then tune-ups and diagnosis with a scan tool. Work safety (K3) is taught on the first day. New mechanics fresh from SMK have a one-month orientation before handling customer vehicles on their own.',
  },
  {
    key: 'hotel',
    name: 'Hotel Merapi Indah',
    sector: 'Perhotelan',
    status: 'approved',
    size: '51-200',
    provinceCode: '34',
    cityCode: '34.71',
    address: 'Jl. Malioboro No. 50',
    phone: '0274-512345',
    email: 'hr@merapiindah.id',
    website: 'https://merapiindah.id',
    description: 'Hotel bintang empat di pusat kota Yogyakarta.',
    descriptionEn: 'A four-star hotel in the centre of Yogyakarta.',
    benefits:
      'Uang saku untuk siswa PKL, makan dua kali sehari di kantin karyawan, mes karyawan untuk siswa dari luar kota, seragam, BPJS untuk karyawan, dan service charge bulanan.',
    benefitsEn:
      'A stipend for PKL students, two meals a day in the staff canteen, staff housing for students from out of town, uniforms, BPJS for employees, and a monthly service charge.',
    firstJob:
      'Siswa PKL berpindah antarbagian setiap bulan, yaitu kantor depan, tata graha, dan dapur, agar mengenal seluruh operasional hotel. Anda bekerja dalam sif bersama supervisor bagian dan belajar melayani tamu domestik maupun mancanegara. Lulusan yang direkrut mulai sebagai staf front office atau commis dapur dengan pelatihan bahasa Inggris layanan tamu.',
    firstJobEn:
      'PKL students move between departments every month, front office, housekeeping and kitchen, to learn how the whole hotel runs. You work shifts with the department supervisor and learn to serve domestic and international guests. Graduates we hire start as front office staff or kitchen commis with English training for guest service.',
  },
  {
    key: 'pending',
    name: 'CV Kuliner Rasa Nusantara',
    sector: 'Kuliner',
    status: 'pending',
    size: '11-50',
    provinceCode: '32',
    cityCode: '32.73',
    address: 'Jl. Braga No. 21',
    phone: '022-4201234',
    email: 'info@rasanusantara.id',
    website: null,
    description: 'Katering dan restoran masakan Nusantara.',
  },
] as const;

type DemoUser = {
  name: string;
  email: string;
  role: string;
  school?: string;
  company?: string;
  nisn?: string;
  verified?: boolean;
  phone?: string;
};

export const DEMO_USERS: DemoUser[] = [
  { name: 'Administrator JalurKarir', email: 'admin@jalurkarir.id', role: 'admin' },
  { name: 'Rina Wulandari', email: 'sekolah@jalurkarir.id', role: 'admin_sekolah', school: 'jakarta', phone: '081234567801' },
  { name: 'Bambang Setiawan', email: 'kepsek@jalurkarir.id', role: 'kepala_sekolah', school: 'jakarta' },
  { name: 'Siti Rahmawati', email: 'guru@jalurkarir.id', role: 'guru', school: 'jakarta' },
  { name: 'Andi Pratama', email: 'siswa@jalurkarir.id', role: 'siswa', school: 'jakarta', nisn: '0061234501', phone: '081234567802' },
  { name: 'Dewi Lestari', email: 'asesor@jalurkarir.id', role: 'asesor' },
  { name: 'Hendra Gunawan', email: 'perusahaan@jalurkarir.id', role: 'admin_perusahaan', company: 'digital' },
  { name: 'Putri Ayu Larasati', email: 'pending.siswa@jalurkarir.id', role: 'siswa', school: 'jakarta', nisn: '0061234502', verified: false },
  { name: 'Joko Susilo', email: 'sekolah.bandung@jalurkarir.id', role: 'admin_sekolah', school: 'bandung' },
  { name: 'Agus Salim', email: 'guru.bandung@jalurkarir.id', role: 'guru', school: 'bandung' },
  { name: 'Rudi Hartono', email: 'perusahaan.otomotif@jalurkarir.id', role: 'admin_perusahaan', company: 'otomotif' },
  { name: 'Yusuf Maulana', email: 'pending.guru@jalurkarir.id', role: 'guru', school: 'jakarta', verified: false },
  { name: 'Ahmad Fauzi', email: 'kepsek.bandung@jalurkarir.id', role: 'kepala_sekolah', school: 'bandung' },
  { name: 'Lukman Hakim', email: 'asesor.otomotif@jalurkarir.id', role: 'asesor' },
  { name: 'Ratna Sari Dewi', email: 'asesor.perhotelan@jalurkarir.id', role: 'asesor' },
];

/** Staff records (teacher_profiles) of the demo headmasters, by e-mail. */
export const DEMO_PRINCIPAL_RECORDS = [
  {
    email: 'kepsek@jalurkarir.id',
    nuptk: '4171765666200012',
    subject: null,
    employmentStatus: 'pns',
    gender: 'L',
    birthDate: '1972-03-14',
    termStart: '2022-07-18',
  },
  {
    email: 'kepsek.bandung@jalurkarir.id',
    nuptk: '4273759661200023',
    subject: null,
    employmentStatus: 'pns',
    gender: 'L',
    birthDate: '1975-11-02',
    termStart: '2023-01-09',
  },
] as const;

/** Assessor records (assessor_profiles) of the demo assessors, by e-mail. */
export const DEMO_ASSESSOR_RECORDS = [
  {
    email: 'asesor@jalurkarir.id',
    registrationNumber: 'MET.000.001234 2019',
    expertise: 'Rekayasa Perangkat Lunak',
    institution: 'LSP P1 SMK Negeri 1 Jakarta',
    certificateValidUntil: '2027-06-30',
    provinceCode: '31',
    cityCode: '31.71',
  },
  {
    email: 'asesor.otomotif@jalurkarir.id',
    registrationNumber: 'MET.000.004567 2020',
    expertise: 'Teknik Kendaraan Ringan',
    institution: 'LSP Otomotif Indonesia',
    certificateValidUntil: '2026-12-31',
    provinceCode: '35',
    cityCode: '35.78',
  },
  {
    email: 'asesor.perhotelan@jalurkarir.id',
    registrationNumber: 'MET.000.007890 2021',
    expertise: 'Perhotelan',
    institution: 'LSP Pariwisata Nusantara',
    certificateValidUntil: '2028-03-31',
    provinceCode: '34',
    cityCode: '34.71',
  },
] as const;

const FIRST = ['Budi', 'Sari', 'Rizky', 'Nur', 'Fajar', 'Ayu', 'Dimas', 'Intan', 'Galih', 'Wulan', 'Eko', 'Maya'];
const LAST = ['Saputra', 'Handayani', 'Kurniawan', 'Puspita', 'Hidayat', 'Permata', 'Nugroho', 'Anggraini'];

/** A few more students per school so lists, search and paging have something to show. */
export function demoStudents(): DemoUser[] {
  const schools = ['jakarta', 'jakarta', 'jakarta', 'bandung', 'bandung', 'semarang', 'yogyakarta', 'surabaya'];
  return Array.from({ length: 24 }, (_, i) => {
    const name = `${FIRST[i % FIRST.length]} ${LAST[(i * 5) % LAST.length]}`;
    return {
      name,
      email: `siswa${String(i + 1).padStart(2, '0')}@jalurkarir.id`,
      role: 'siswa',
      school: schools[i % schools.length],
      nisn: `00712345${String(i + 10).padStart(2, '0')}`,
      verified: i % 6 !== 5,
    };
  });
}

/** One demo opening: its company's key and the opening's columns. */
type DemoOpening = { company: string } & Omit<typeof opportunities.$inferInsert, 'companyId'>;

/** The IT company's openings in Jakarta and Bandung, a draft among them. */
function digitalOpenings(daysFromNow: (days: number) => string): DemoOpening[] {
  return [
    {
      company: 'digital',
      title: 'Junior Web Developer',
      programs: ['rpl'],
      contractType: 'full_time',
      careerLevel: 'entry',
      qualification: 'SMK',
      salaryFrom: 5_000_000,
      salaryTo: 7_000_000,
      experienceMin: 0,
      experienceMax: 2,
      quota: 3,
      provinceCode: '31',
      cityCode: '31.71',
      workingHours: 'Senin–Jumat 08.00–17.00',
      deadline: daysFromNow(60),
      status: 'open',
      description: 'Membangun dan memelihara aplikasi web untuk layanan publik bersama tim senior.',
    },
    {
      company: 'digital',
      title: 'Teknisi Jaringan Magang',
      programs: ['tkj'],
      contractType: 'internship',
      careerLevel: 'entry',
      qualification: 'SMK',
      salaryFrom: 2_000_000,
      salaryTo: 2_500_000,
      experienceMin: 0,
      experienceMax: 0,
      quota: 5,
      provinceCode: '31',
      cityCode: '31.71',
      workingHours: 'Senin–Jumat',
      deadline: daysFromNow(30),
      status: 'open',
      description: 'Magang enam bulan memasang dan merawat jaringan kantor klien.',
    },
    {
      company: 'digital',
      title: 'Desainer Grafis',
      programs: ['dkv'],
      contractType: 'contract',
      careerLevel: 'junior',
      qualification: 'SMK',
      salaryFrom: 4_500_000,
      salaryTo: 6_000_000,
      experienceMin: 1,
      experienceMax: 3,
      quota: 1,
      provinceCode: '31',
      cityCode: '31.71',
      workingHours: null,
      deadline: daysFromNow(45),
      status: 'draft',
      description: 'Membuat materi visual kampanye produk digital.',
    },
    {
      company: 'digital',
      title: 'Programmer Aplikasi Mobile',
      programs: ['rpl'],
      contractType: 'full_time',
      careerLevel: 'junior',
      qualification: 'SMK',
      salaryFrom: 5_500_000,
      salaryTo: 8_000_000,
      experienceMin: 1,
      experienceMax: 3,
      quota: 2,
      provinceCode: '32',
      cityCode: '32.73',
      workingHours: 'Senin–Jumat 09.00–18.00',
      deadline: daysFromNow(50),
      status: 'open',
      description: 'Mengembangkan aplikasi Android untuk pelanggan ritel bersama tim produk di kantor Bandung.',
    },
  ];
}

/** IT roles at the workshop and the hotel: openings the software and network programs share with others. */
function itOpeningsElsewhere(daysFromNow: (days: number) => string): DemoOpening[] {
  return [
    {
      company: 'otomotif',
      title: 'Staf IT Support',
      programs: ['rpl', 'tkj'],
      contractType: 'full_time',
      careerLevel: 'entry',
      qualification: 'SMK',
      salaryFrom: 4_200_000,
      salaryTo: 5_200_000,
      experienceMin: 0,
      experienceMax: 2,
      quota: 2,
      provinceCode: '35',
      cityCode: '35.78',
      workingHours: 'Senin–Sabtu 08.00–16.00',
      deadline: daysFromNow(35),
      status: 'open',
      description: 'Merawat komputer, jaringan dan aplikasi bengkel serta membantu pengguna di kantor pusat Surabaya.',
    },
    {
      company: 'hotel',
      title: 'Operator Sistem Reservasi',
      programs: ['rpl', 'otkp', 'phtl'],
      contractType: 'contract',
      careerLevel: 'entry',
      qualification: 'SMK',
      salaryFrom: 3_400_000,
      salaryTo: 4_200_000,
      experienceMin: 0,
      experienceMax: 1,
      quota: 1,
      provinceCode: '34',
      cityCode: '34.71',
      workingHours: 'Shift',
      deadline: daysFromNow(28),
      status: 'open',
      description: 'Mengelola data reservasi kamar di sistem hotel dan menyiapkan laporan harian hunian.',
    },
  ];
}

/** The workshop's and the hotel's trade and service openings. */
function tradeAndHospitalityOpenings(daysFromNow: (days: number) => string): DemoOpening[] {
  return [
    {
      company: 'otomotif',
      title: 'Mekanik Kendaraan Ringan',
      programs: ['tkr', 'tbsm'],
      contractType: 'full_time',
      careerLevel: 'entry',
      qualification: 'SMK',
      salaryFrom: 4_800_000,
      salaryTo: 6_500_000,
      experienceMin: 0,
      experienceMax: 3,
      quota: 10,
      provinceCode: '35',
      cityCode: '35.78',
      workingHours: 'Shift',
      deadline: daysFromNow(40),
      status: 'open',
      description: 'Perawatan berkala dan perbaikan mesin kendaraan penumpang.',
    },
    {
      company: 'hotel',
      title: 'Staf Front Office',
      programs: ['phtl', 'upw'],
      contractType: 'full_time',
      careerLevel: 'entry',
      qualification: 'SMK',
      salaryFrom: 3_200_000,
      salaryTo: 4_000_000,
      experienceMin: 0,
      experienceMax: 2,
      quota: 2,
      provinceCode: '34',
      cityCode: '34.71',
      workingHours: 'Shift',
      deadline: daysFromNow(20),
      status: 'open',
      description: 'Melayani tamu hotel, reservasi dan check-in dalam bahasa Indonesia dan Inggris.',
    },
    {
      company: 'hotel',
      title: 'Cook Helper',
      programs: ['tbg'],
      contractType: 'contract',
      careerLevel: 'entry',
      qualification: 'SMK',
      salaryFrom: 3_000_000,
      salaryTo: 3_600_000,
      experienceMin: 0,
      experienceMax: 1,
      quota: 4,
      provinceCode: '34',
      cityCode: '34.71',
      workingHours: 'Shift',
      deadline: daysFromNow(25),
      status: 'open',
      description: 'Membantu persiapan bahan dan hidangan di dapur utama.',
    },
  ];
}

/**
 * Openings of the demo companies; deadlines are relative to the seeding day so they stay open. The
 * order is the seeding order.
 */
export function demoOpportunities(daysFromNow: (days: number) => string): DemoOpening[] {
  return [...digitalOpenings(daysFromNow), ...itOpeningsElsewhere(daysFromNow), ...tradeAndHospitalityOpenings(daysFromNow)];
}

const DEMO_PROGRAMS = ['rpl', 'tkj', 'dkv', 'akl', 'otkp', 'tkr', 'tbg', 'phtl'] as const;
const DEMO_GRADES = ['10', '11', '12'] as const;

/** The `index`-th item of a non-empty list, going round. */
function cycle<T>(list: readonly [T, ...T[]], index: number): T {
  return list[index % list.length] ?? list[0];
}

/**
 * The school record of every demo student (by position among the seeded students): program,
 * grade, class group and gender vary so the student list's filters and sorts have something to do.
 */
export function demoStudentRecord(index: number) {
  const program = cycle(DEMO_PROGRAMS, index);
  const grade = cycle(DEMO_GRADES, index);
  const romanGrade = { '10': 'X', '11': 'XI', '12': 'XII' }[grade];
  return {
    program,
    grade,
    className: `${romanGrade} ${program.toUpperCase()} ${1 + (index % 2)}`,
    gender: index % 2 === 0 ? 'L' : 'P',
    citizenship: 'WNI',
  };
}
