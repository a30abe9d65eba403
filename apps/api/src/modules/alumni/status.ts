// Writing a graduate's status: the current one on the alumni row and an entry in its history, in
// one transaction; used by the graduate's own update, the school's phone record and tracer answers.
import { eq, sql } from 'drizzle-orm';
import type { AlumniStatusSource } from '@jalurkarir/shared';
import type { DbExecutor } from '../../db/client.js';
import { alumni, alumniStatusEvents, type StoredAlumniStatus } from '../../db/schema.js';

const EMPTY: Omit<StoredAlumniStatus, 'activity'> = {
  company_name: null,
  position: null,
  sector: null,
  start_month: null,
  salary_band: null,
  program_fit: null,
  institution: null,
  study_program: null,
  business_name: null,
  business_sector: null,
  note: null,
};

/**
 * The status as stored: the fields of another activity are cleared, so a graduate who went from
 * working to studying does not keep an old employer that the figures would count.
 */
export function normalizeStatus(input: Partial<StoredAlumniStatus> & { activity: StoredAlumniStatus['activity'] }): StoredAlumniStatus {
  const keep = (v: string | null | undefined) => (v === undefined || v === '' ? null : v);
  const s: StoredAlumniStatus = { ...EMPTY, activity: input.activity, note: keep(input.note) };
  if (input.activity === 'bekerja') {
    Object.assign(s, {
      company_name: keep(input.company_name),
      position: keep(input.position),
      sector: keep(input.sector),
      start_month: keep(input.start_month),
      salary_band: input.salary_band ?? null,
      program_fit: input.program_fit ?? null,
    });
  } else if (input.activity === 'melanjutkan') {
    Object.assign(s, { institution: keep(input.institution), study_program: keep(input.study_program) });
  } else if (input.activity === 'wirausaha') {
    Object.assign(s, {
      business_name: keep(input.business_name),
      business_sector: keep(input.business_sector),
      salary_band: input.salary_band ?? null,
    });
  }
  return s;
}

/** Sets the graduate's current status and records it in the history with its source and who recorded it. */
export async function writeAlumniStatus(
  tx: DbExecutor,
  alumniId: string,
  status: StoredAlumniStatus,
  source: AlumniStatusSource,
  recordedBy: string | null,
  contact?: { contact_phone?: string | null; contact_email?: string | null },
): Promise<void> {
  await tx
    .update(alumni)
    .set({
      activity: status.activity,
      companyName: status.company_name,
      position: status.position,
      sector: status.sector,
      startMonth: status.start_month,
      salaryBand: status.salary_band,
      programFit: status.program_fit,
      institution: status.institution,
      studyProgram: status.study_program,
      businessName: status.business_name,
      businessSector: status.business_sector,
      statusNote: status.note,
      statusSource: source,
      statusRecordedBy: recordedBy,
      statusUpdatedAt: sql`now()`,
      ...(contact?.contact_phone !== undefined ? { contactPhone: contact.contact_phone } : {}),
      ...(contact?.contact_email !== undefined ? { contactEmail: contact.contact_email } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(alumni.userId, alumniId));
  await tx.insert(alumniStatusEvents).values({ alumniId, status, source, recordedBy });
}
