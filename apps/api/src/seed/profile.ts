import { eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.js';
import {
  studentAwards,
  studentCourses,
  studentEducations,
  studentExperiences,
  studentPortfolios,
  studentProfiles,
  studentRelations,
  studentSkills,
  users,
} from '../db/schema.js';
import { recomputeCompleteness } from '../modules/profile/completeness.js';

/**
 * Student profiles (docs/profile.md). The demo student, Andi Pratama (RPL, SMK Negeri 1
 * Jakarta), has a complete CV: parents, SMP and SMK, a course, an award, four months of PKL,
 * skills, languages and a portfolio. The other demo students vary: some nearly complete, some
 * with a few sections, most with the school record only — so the completeness page has a spread.
 */
const ANDI = {
  personal: {
    grade: '11',
    className: 'XI RPL 1',
    birthDate: '2009-08-17',
    birthPlace: 'Jakarta',
    gender: 'L',
    religion: 'islam',
    maritalStatus: 'single',
    heightCm: 168,
    weightKg: 58,
    hobby: 'Membuat aplikasi web, futsal, membaca komik',
    citizenship: 'WNI',
    provinceCode: '31',
    cityCode: '31.74',
    districtCode: '31.74.01',
    villageCode: '31.74.01.1002',
    address: 'Jl. Tebet Barat Dalam II No. 15, RT 005/RW 03',
    aboutMe:
      'Siswa kelas XI Rekayasa Perangkat Lunak yang senang membangun aplikasi web. Selama PKL saya membantu tim membuat fitur laporan penjualan dengan Laravel dan Vue. Saya ingin bekerja sebagai web developer dan terus belajar.',
    languages: [
      { language: 'Bahasa Indonesia', level: 'native' },
      { language: 'Bahasa Inggris', level: 'intermediate' },
      { language: 'Bahasa Jepang', level: 'basic' },
    ],
    willingToRelocate: true,
  },
  relations: [
    {
      relationType: 'ayah',
      name: 'Bambang Pratama',
      livingStatus: 'alive',
      occupation: 'Karyawan swasta (staf logistik)',
      phone: '081311223344',
      isGuardian: true,
    },
    {
      relationType: 'ibu',
      name: 'Sri Mulyani',
      livingStatus: 'alive',
      occupation: 'Pedagang katering rumahan',
      phone: '081355667788',
      isGuardian: false,
    },
  ],
  educations: [
    {
      schoolName: 'SD Negeri Tebet Barat 07',
      level: 'sd',
      stillInSchool: false,
      accreditation: 'A',
      certificateNumber: 'DN-01/D-SD/06/0123456',
      certificateDate: '2021-06-18',
      yearFrom: 2015,
      yearTo: 2021,
    },
    {
      schoolName: 'SMP Negeri 115 Jakarta',
      level: 'smp',
      stillInSchool: false,
      accreditation: 'A',
      certificateNumber: 'DN-01/D-SMP/13/0456789',
      certificateDate: '2024-06-14',
      yearFrom: 2021,
      yearTo: 2024,
    },
    { schoolName: 'SMK Negeri 1 Jakarta', level: 'smk', major: 'Rekayasa Perangkat Lunak', stillInSchool: true, accreditation: 'A', yearFrom: 2024 },
  ],
  courses: [
    { name: 'Belajar Dasar Pemrograman Web', place: 'Daring', institute: 'Dicoding Indonesia', dateFrom: '2024-09-02', dateTo: '2024-10-31' },
    {
      name: 'Pelatihan Git dan GitHub untuk Pemula',
      place: 'Lab RPL SMK Negeri 1 Jakarta',
      institute: 'Komunitas Developer Jakarta',
      dateFrom: '2025-02-08',
      dateTo: '2025-02-09',
    },
  ],
  awards: [
    {
      name: 'Juara 2 Lomba Kompetensi Siswa (LKS) Bidang Web Technologies',
      decreeNumber: '123/SK/DISDIK-JS/2025',
      decreeDate: '2025-05-20',
      year: 2025,
      level: 'kota',
      organizer: 'Suku Dinas Pendidikan Jakarta Selatan',
    },
  ],
  experiences: [
    {
      kind: 'pkl',
      position: 'Junior Web Developer (PKL)',
      company: 'PT Nusantara Teknologi Digital',
      dateFrom: '2025-07-07',
      dateTo: '2025-11-07',
      stillWorking: false,
      description:
        'Praktik kerja lapangan 4 bulan di tim produk: membuat halaman laporan penjualan (Laravel, Vue), memperbaiki bug formulir, dan menulis uji sederhana.',
    },
  ],
  skills: ['HTML', 'CSS', 'JavaScript', 'PHP', 'Laravel', 'MySQL', 'Git', 'Kerja Tim'],
  portfolios: [
    {
      title: 'Aplikasi Kasir Kantin Sekolah',
      url: 'https://github.com/andipratama/kasir-kantin',
      description: 'Proyek kelas XI: kasir berbasis web dengan Laravel dan MySQL.',
    },
    {
      title: 'Situs Profil UMKM Katering Ibu',
      url: 'https://andipratama.github.io/katering-sri',
      description: 'Halaman promosi dengan HTML, CSS dan JavaScript.',
    },
  ],
};

/** Other students: how much of their profile is filled (a spread for the completeness page). */
const OTHERS: { email: string; level: 'most' | 'some' | 'little' }[] = [
  { email: 'siswa01@jalurkarir.id', level: 'most' },
  { email: 'siswa02@jalurkarir.id', level: 'some' },
  { email: 'siswa03@jalurkarir.id', level: 'most' },
  { email: 'siswa04@jalurkarir.id', level: 'little' },
  { email: 'siswa05@jalurkarir.id', level: 'some' },
  { email: 'siswa06@jalurkarir.id', level: 'little' },
  { email: 'siswa08@jalurkarir.id', level: 'some' },
  { email: 'siswa09@jalurkarir.id', level: 'most' },
  { email: 'siswa11@jalurkarir.id', level: 'little' },
  { email: 'siswa12@jalurkarir.id', level: 'some' },
];

const PROGRAM_SKILLS: Record<string, string[]> = {
  rpl: ['HTML', 'JavaScript', 'MySQL'],
  tkj: ['Jaringan Komputer', 'Mikrotik', 'Linux'],
  dkv: ['Adobe Photoshop', 'CorelDRAW', 'Fotografi'],
  akl: ['Akuntansi Dasar', 'MYOB', 'Microsoft Excel'],
  otkp: ['Kearsipan', 'Microsoft Word', 'Korespondensi'],
  tkr: ['Servis Berkala', 'Sistem Rem', 'Engine Tune Up'],
  tbg: ['Pengolahan Makanan', 'Pastry', 'Sanitasi dan Higiene'],
  phtl: ['Front Office', 'Housekeeping', 'Reservasi'],
};
const PKL_PLACES: Record<string, { company: string; position: string }> = {
  rpl: { company: 'PT Solusi Kreasi Digital', position: 'Programmer Magang' },
  tkj: { company: 'PT Jaringan Data Nusantara', position: 'Teknisi Jaringan (PKL)' },
  dkv: { company: 'Studio Kreatif Warna', position: 'Desainer Grafis (PKL)' },
  akl: { company: 'KAP Hadi Wibowo & Rekan', position: 'Staf Administrasi Keuangan (PKL)' },
  otkp: { company: 'Kantor Kecamatan Gambir', position: 'Staf Administrasi (PKL)' },
  tkr: { company: 'Bengkel Resmi Astra Daihatsu', position: 'Mekanik Magang' },
  tbg: { company: 'Hotel Santika Premiere', position: 'Cook Helper (PKL)' },
  phtl: { company: 'Hotel Grand Cemara', position: 'Front Office (PKL)' },
};

export async function seedProfiles(tx: DbExecutor): Promise<void> {
  const [andi] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'siswa@jalurkarir.id'));
  if (andi) {
    const userId = andi.id;
    await tx.update(studentProfiles).set(ANDI.personal).where(eq(studentProfiles.userId, userId));
    await tx.insert(studentRelations).values(ANDI.relations.map((r) => ({ ...r, userId })));
    await tx.insert(studentEducations).values(ANDI.educations.map((e) => ({ ...e, userId })));
    await tx.insert(studentCourses).values(ANDI.courses.map((c) => ({ ...c, userId })));
    await tx.insert(studentAwards).values(ANDI.awards.map((a) => ({ ...a, userId })));
    await tx.insert(studentExperiences).values(ANDI.experiences.map((x) => ({ ...x, userId })));
    await tx.insert(studentSkills).values(ANDI.skills.map((name) => ({ name, userId })));
    await tx.insert(studentPortfolios).values(ANDI.portfolios.map((p) => ({ ...p, userId })));
  }

  const others = await tx
    .select({ id: users.id, email: users.email, name: users.name, program: studentProfiles.program })
    .from(users)
    .innerJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .where(
      inArray(
        users.email,
        OTHERS.map((o) => o.email),
      ),
    );
  for (const [i, student] of others.entries()) {
    const level = OTHERS.find((o) => o.email === student.email)?.level ?? 'little';
    const program = student.program ?? 'rpl';
    const lastName = student.name.split(' ').at(-1) ?? student.name;
    const userId = student.id;
    await tx
      .update(studentProfiles)
      .set({
        birthDate: `2009-0${1 + (i % 9)}-1${i % 10}`,
        birthPlace: ['Jakarta', 'Bandung', 'Bogor', 'Semarang', 'Depok'][i % 5],
        religion: 'islam',
        ...(level !== 'little'
          ? {
              aboutMe: 'Siswa SMK yang ingin segera bekerja dan terus belajar di tempat kerja.',
              languages: [{ language: 'Bahasa Indonesia', level: 'native' }],
            }
          : {}),
        willingToRelocate: level === 'little' ? null : i % 3 !== 0,
      })
      .where(eq(studentProfiles.userId, userId));
    await tx.insert(studentSkills).values((PROGRAM_SKILLS[program] ?? []).slice(0, level === 'little' ? 1 : 3).map((name) => ({ name, userId })));
    if (level === 'little') continue;
    await tx.insert(studentRelations).values([
      { userId, relationType: 'ayah', name: `Bapak ${lastName}`, livingStatus: 'alive', occupation: 'Wiraswasta', isGuardian: level === 'most' },
      { userId, relationType: 'ibu', name: `Ibu ${lastName}`, livingStatus: 'alive', occupation: 'Ibu rumah tangga' },
    ]);
    await tx
      .insert(studentEducations)
      .values({ userId, schoolName: 'SMP Negeri 2 Jakarta', level: 'smp', yearFrom: 2021, yearTo: 2024, accreditation: 'A' });
    if (level === 'most') {
      const place = PKL_PLACES[program] ?? { company: 'PT Mitra Kerja Indonesia', position: 'Peserta PKL' };
      await tx.insert(studentExperiences).values({
        userId,
        kind: 'pkl',
        ...place,
        dateFrom: '2025-07-07',
        dateTo: `2025-${i % 2 === 0 ? '10' : '12'}-06`,
        description: 'Praktik kerja lapangan sesuai program keahlian.',
      });
    }
  }

  // Every student's stored completeness, as the API keeps it on each change.
  const students = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'siswa'));
  for (const s of students) await recomputeCompleteness(tx, s.id);
}
