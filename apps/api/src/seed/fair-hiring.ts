// The adverse-impact check in the demo (docs/matching.md, "Fairness and honesty"): the check shows
// only when every gender group has at least 10 visible students ranked for one opening. PT Otomotif
// Jaya Abadi's finance-administration opening in Surabaya and the AKL class of 2027 of two schools
// (SMK Negeri 1 Surabaya, SMK Negeri 7 Semarang) — adults who chose to be visible to companies, with
// their PKL records — make it show with real figures.
import { eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.js';
import { companies, currencies, opportunities, schools, studentExperiences, studentPrivacy, studentProfiles, users } from '../db/schema.js';

/** The opening's texts; the description carries both languages (an opening has one description). */
export const FAIR_HIRING_OPENING = {
  title: 'Staf Administrasi Keuangan',
  description: [
    'Mencatat transaksi harian bengkel dan showroom, menyiapkan faktur dan bukti kas, merekonsiliasi rekening bank setiap bulan, dan membantu tim akuntansi menyusun laporan keuangan cabang Surabaya.',
    '',
    'Records the daily transactions of the workshop and showroom, prepares invoices and cash vouchers, reconciles the bank accounts every month, and helps the accounting team prepare the Surabaya branch’s financial reports.',
  ].join('\n'),
};

type School = 'surabaya' | 'semarang';
/**
 * One AKL student of the class of 2027: school, where they live (a Surabaya student in the city or
 * in Sidoarjo, Jawa Timur), gender, willing to relocate, months of PKL (0: none recorded). Every
 * student's score for the opening differs, so the ranking has no ties to order arbitrarily.
 */
interface AklStudent {
  name: string;
  school: School;
  sidoarjo?: true;
  gender: 'L' | 'P';
  birthDate: string;
  relocate: boolean;
  pklMonths: number;
  pklAt: string;
}

const AKL_STUDENTS: AklStudent[] = [
  { name: 'Ahmad Fauzi', school: 'surabaya', gender: 'L', birthDate: '2008-02-14', relocate: false, pklMonths: 6, pklAt: 'KSP Sejahtera Bersama' },
  {
    name: 'Bagus Prasetyo',
    school: 'surabaya',
    gender: 'L',
    birthDate: '2008-05-03',
    relocate: true,
    pklMonths: 4,
    pklAt: 'Kantor Akuntan Publik Hadi & Rekan',
  },
  { name: 'Rendy Setiawan', school: 'surabaya', gender: 'L', birthDate: '2008-07-21', relocate: false, pklMonths: 2, pklAt: 'BPR Jatim Makmur' },
  { name: 'Yoga Pratama', school: 'surabaya', gender: 'L', birthDate: '2008-09-09', relocate: false, pklMonths: 0, pklAt: '' },
  {
    name: 'Muhammad Iqbal',
    school: 'surabaya',
    sidoarjo: true,
    gender: 'L',
    birthDate: '2008-01-30',
    relocate: false,
    pklMonths: 6,
    pklAt: 'CV Sumber Rejeki',
  },
  {
    name: 'Arif Rahman',
    school: 'surabaya',
    sidoarjo: true,
    gender: 'L',
    birthDate: '2008-03-17',
    relocate: true,
    pklMonths: 3,
    pklAt: 'PT Pelayaran Tanjung Perak',
  },
  { name: 'Fikri Ramadhan', school: 'surabaya', sidoarjo: true, gender: 'L', birthDate: '2008-06-08', relocate: false, pklMonths: 0, pklAt: '' },
  { name: 'Dwi Cahyono', school: 'semarang', gender: 'L', birthDate: '2008-04-11', relocate: true, pklMonths: 6, pklAt: 'KSP Artha Mulia' },
  {
    name: 'Hafiz Maulana',
    school: 'semarang',
    gender: 'L',
    birthDate: '2008-06-25',
    relocate: true,
    pklMonths: 2,
    pklAt: 'Kantor Pajak Pratama Semarang Tengah',
  },
  {
    name: 'Taufik Hidayat',
    school: 'semarang',
    gender: 'L',
    birthDate: '2008-08-02',
    relocate: false,
    pklMonths: 5,
    pklAt: 'Toko Bangunan Sinar Jaya',
  },
  { name: 'Ilham Saputro', school: 'semarang', gender: 'L', birthDate: '2008-10-05', relocate: false, pklMonths: 0, pklAt: '' },
  {
    name: 'Siti Nurhaliza',
    school: 'surabaya',
    gender: 'P',
    birthDate: '2008-03-08',
    relocate: false,
    pklMonths: 5,
    pklAt: 'Bank Jatim Cabang Darmo',
  },
  { name: 'Putri Maharani', school: 'surabaya', gender: 'P', birthDate: '2008-06-12', relocate: false, pklMonths: 3, pklAt: 'KSP Sejahtera Bersama' },
  {
    name: 'Dinda Ayuningtyas',
    school: 'surabaya',
    gender: 'P',
    birthDate: '2008-01-19',
    relocate: true,
    pklMonths: 1,
    pklAt: 'Kantor Akuntan Publik Hadi & Rekan',
  },
  {
    name: 'Lestari Wulandari',
    school: 'surabaya',
    sidoarjo: true,
    gender: 'P',
    birthDate: '2008-09-27',
    relocate: false,
    pklMonths: 5,
    pklAt: 'CV Sumber Rejeki',
  },
  {
    name: 'Anisa Rahmawati',
    school: 'surabaya',
    sidoarjo: true,
    gender: 'P',
    birthDate: '2008-05-15',
    relocate: false,
    pklMonths: 4,
    pklAt: 'BPR Jatim Makmur',
  },
  {
    name: 'Nabila Azzahra',
    school: 'surabaya',
    sidoarjo: true,
    gender: 'P',
    birthDate: '2008-07-04',
    relocate: true,
    pklMonths: 1,
    pklAt: 'Koperasi Karyawan Pelabuhan',
  },
  { name: 'Fitri Handayani', school: 'semarang', gender: 'P', birthDate: '2008-02-06', relocate: true, pklMonths: 5, pklAt: 'KSP Artha Mulia' },
  {
    name: 'Ratna Sari',
    school: 'semarang',
    gender: 'P',
    birthDate: '2008-04-22',
    relocate: true,
    pklMonths: 3,
    pklAt: 'Kantor Pajak Pratama Semarang Tengah',
  },
  { name: 'Indah Permatasari', school: 'semarang', gender: 'P', birthDate: '2008-08-18', relocate: true, pklMonths: 0, pklAt: '' },
  {
    name: 'Yuliana Safitri',
    school: 'semarang',
    gender: 'P',
    birthDate: '2008-10-01',
    relocate: false,
    pklMonths: 6,
    pklAt: 'Toko Bangunan Sinar Jaya',
  },
  { name: 'Desi Kurniasari', school: 'semarang', gender: 'P', birthDate: '2008-03-29', relocate: false, pklMonths: 2, pklAt: 'BPR Bank Semarang' },
];

const SCHOOLS: Record<School, { npsn: string; province: string; city: string; className: string }> = {
  surabaya: { npsn: '20532198', province: '35', city: '35.78', className: 'XII AKL 1' },
  semarang: { npsn: '20328877', province: '33', city: '33.74', className: 'XII AKL 2' },
};
/** Kabupaten Sidoarjo, Jawa Timur: the opening's province, not its city. */
const SIDOARJO = '35.15';

/** A PKL record of `months` whole months from 5 January 2026 (the end day counted, as the profile counts months). */
function pklPeriod(months: number) {
  const end = new Date(Date.UTC(2026, months, 4));
  return { from: '2026-01-05', to: end.toISOString().slice(0, 10) };
}

export async function seedFairHiring(tx: DbExecutor, passwordHash: string): Promise<void> {
  const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.name, 'PT Otomotif Jaya Abadi'));
  const [idr] = await tx.select({ id: currencies.id }).from(currencies).where(eq(currencies.code, 'IDR'));
  const schoolRows = await tx
    .select({ id: schools.id, npsn: schools.npsn })
    .from(schools)
    .where(
      inArray(
        schools.npsn,
        Object.values(SCHOOLS).map((s) => s.npsn),
      ),
    );
  const schoolId = (key: School) => schoolRows.find((s) => s.npsn === SCHOOLS[key].npsn)?.id;
  if (!company || !schoolId('surabaya') || !schoolId('semarang')) return;
  await tx.insert(opportunities).values({
    companyId: company.id,
    ...FAIR_HIRING_OPENING,
    programs: ['akl'],
    contractType: 'full_time',
    careerLevel: 'entry',
    qualification: 'SMK',
    salaryFrom: 4_800_000,
    salaryTo: 5_600_000,
    currencyId: idr?.id ?? null,
    experienceMin: 0,
    experienceMax: 1,
    quota: 4,
    provinceCode: '35',
    cityCode: '35.78',
    workingHours: 'Senin–Sabtu 08.00–16.00',
    deadline: new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10),
    status: 'open',
    riasecCode: 'CEI',
    competencyRequirements: [{ area: 'akl', min: 65 }],
    // The branch hires locally and values PKL in an office: location and experience weigh as much as the program.
    matchWeights: { interest: 0, competency: 10, attitude: 0, program: 30, location: 30, experience: 30, partnership: 0 },
  });
  const accounts = await tx
    .insert(users)
    .values(
      AKL_STUDENTS.map((s, i) => ({
        name: s.name,
        email: `siswa.akl${String(i + 1).padStart(2, '0')}@jalurkarir.id`,
        passwordHash,
        role: 'siswa',
        nisn: `00826350${String(i + 10).padStart(2, '0')}`,
        schoolId: schoolId(s.school)!,
        verified: true,
        validated: true,
        status: 'active',
      })),
    )
    .returning({ id: users.id });
  const rows = AKL_STUDENTS.map((s, i) => ({ s, id: accounts[i]!.id }));
  await tx.insert(studentProfiles).values(
    rows.map(({ s, id }) => ({
      userId: id,
      program: 'akl',
      grade: '12',
      className: SCHOOLS[s.school].className,
      gender: s.gender,
      birthDate: s.birthDate,
      citizenship: 'WNI',
      provinceCode: SCHOOLS[s.school].province,
      cityCode: s.sidoarjo ? SIDOARJO : SCHOOLS[s.school].city,
      willingToRelocate: s.relocate,
    })),
  );
  // Adults (18 and over) who chose to be visible: no guardian's consent is needed (docs/privacy.md).
  await tx.insert(studentPrivacy).values(rows.map(({ id }) => ({ userId: id, visibleToCompanies: true })));
  const pkl = rows.filter(({ s }) => s.pklMonths > 0);
  await tx.insert(studentExperiences).values(
    pkl.map(({ s, id }) => {
      const period = pklPeriod(s.pklMonths);
      return {
        userId: id,
        kind: 'pkl',
        position: 'Staf Administrasi Keuangan (PKL)',
        company: s.pklAt,
        dateFrom: period.from,
        dateTo: period.to,
        description: 'Mencatat jurnal harian, menyiapkan bukti kas, dan merekap faktur.',
      };
    }),
  );
}
