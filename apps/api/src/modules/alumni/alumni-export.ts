// The spreadsheet schools send upward (to the provincial office and the ministry): one row per
// graduate, Indonesian headers, programs and BMW categories in Indonesian whatever the caller's language.
import {
  ALUMNI_ACTIVITY_LABELS,
  ALUMNI_STATUS_SOURCE_LABELS,
  PROGRAM_FIT_LABELS,
  SALARY_BAND_LABELS,
  VOCATIONAL_PROGRAM_LABELS,
  type Scope,
  type TOutcomeFilters,
  type VocationalProgram,
} from '@jalurkarir/shared';
import type { DbExecutor } from '../../db/client.js';
import type { Caller } from '../../plugins/auth.js';
import { writeSpreadsheet, type Column } from '../spreadsheets/spreadsheet.js';
import { alumniRows } from './alumni-query.js';

const COLUMNS: Column[] = [
  { key: 'No' },
  { key: 'NISN', text: true },
  { key: 'Nama Lulusan' },
  { key: 'Sekolah' },
  { key: 'Kompetensi Keahlian' },
  { key: 'Kelas' },
  { key: 'Tahun Lulus' },
  { key: 'Status (BMW)' },
  { key: 'Nama Perusahaan/Instansi' },
  { key: 'Jabatan' },
  { key: 'Bidang Usaha' },
  { key: 'Mulai Bekerja' },
  { key: 'Kesesuaian dengan Kompetensi' },
  { key: 'Pendapatan per Bulan' },
  { key: 'Perguruan Tinggi/Lembaga' },
  { key: 'Program Studi' },
  { key: 'Nama Usaha' },
  { key: 'No. HP' },
  { key: 'Email' },
  { key: 'Sumber Data' },
  { key: 'Tanggal Pembaruan' },
];

const programName = (code: string | null) => (code ? (VOCATIONAL_PROGRAM_LABELS[code as VocationalProgram] ?? code) : '');

/** The graduates in scope and filters as an xlsx workbook (sheet "Alumni"). */
export async function alumniSpreadsheet(db: DbExecutor, scope: Scope, caller: Caller | null, filters: Partial<TOutcomeFilters>): Promise<Buffer> {
  const rows = await alumniRows(db, scope, caller, filters);
  const sheet = rows.map((r, i) => ({
    No: i + 1,
    NISN: r.nisn ?? '',
    'Nama Lulusan': r.name,
    Sekolah: r.school_name,
    'Kompetensi Keahlian': programName(r.program),
    Kelas: r.class_name ?? '',
    'Tahun Lulus': r.graduation_year,
    'Status (BMW)': r.activity ? ALUMNI_ACTIVITY_LABELS[r.activity] : 'Belum diketahui',
    'Nama Perusahaan/Instansi': r.company_name ?? '',
    Jabatan: r.position ?? '',
    'Bidang Usaha': r.sector ?? r.business_sector ?? '',
    'Mulai Bekerja': r.start_month ?? '',
    'Kesesuaian dengan Kompetensi': r.program_fit ? PROGRAM_FIT_LABELS[r.program_fit] : '',
    'Pendapatan per Bulan': r.salary_band ? SALARY_BAND_LABELS[r.salary_band] : '',
    'Perguruan Tinggi/Lembaga': r.institution ?? '',
    'Program Studi': r.study_program ?? '',
    'Nama Usaha': r.business_name ?? '',
    'No. HP': r.contact_phone ?? '',
    Email: r.contact_email ?? '',
    'Sumber Data': r.source ? ALUMNI_STATUS_SOURCE_LABELS[r.source] : '',
    'Tanggal Pembaruan': r.updated_at ? r.updated_at.toISOString().slice(0, 10) : '',
  }));
  return writeSpreadsheet('xlsx', 'Alumni', COLUMNS, sheet);
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
