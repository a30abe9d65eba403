// The certificates of some students, for the profile's privacy projection (packages/shared/src/models/privacy.ts
// decides who may see them; this only reads). Status is derived from `valid_until` on the day asked.
import { asc, eq, inArray } from 'drizzle-orm';
import { certificateStatus, type CompanyCertificate } from '@jalurkarir/shared';
import type { DbExecutor } from '../../db/client.js';
import { certificates, competencySchemes } from '../../db/schema.js';

export interface CertificateSummary {
  studentId: string;
  number: string;
  schemeCode: string;
  schemeNameId: string;
  schemeNameEn: string;
  issuedOn: string;
  validUntil: string;
  status: 'valid' | 'expired';
}

export async function certificatesOf(
  db: DbExecutor,
  userIds: readonly string[],
  today = new Date().toISOString().slice(0, 10),
): Promise<CertificateSummary[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({
      studentId: certificates.studentId,
      number: certificates.number,
      schemeCode: competencySchemes.code,
      schemeNameId: competencySchemes.nameId,
      schemeNameEn: competencySchemes.nameEn,
      issuedOn: certificates.issuedOn,
      validUntil: certificates.validUntil,
    })
    .from(certificates)
    .innerJoin(competencySchemes, eq(competencySchemes.id, certificates.schemeId))
    .where(inArray(certificates.studentId, [...userIds]))
    .orderBy(asc(certificates.studentId), asc(certificates.issuedOn));
  return rows.map((row) => ({ ...row, status: certificateStatus(row.validUntil, today) }));
}

/**
 * The certificates of some students as the company projection carries them (`toCompanyStudentView`:
 * the scheme's name in `lang`, the status as the result, the issue date), per student.
 */
export async function companyCertificatesOf(
  db: DbExecutor,
  userIds: readonly string[],
  lang: 'id' | 'en',
): Promise<Map<string, CompanyCertificate[]>> {
  const out = new Map<string, CompanyCertificate[]>();
  for (const c of await certificatesOf(db, userIds)) {
    const list = out.get(c.studentId) ?? [];
    list.push({ name: lang === 'id' ? c.schemeNameId : c.schemeNameEn, issuer: null, result: c.status, issuedOn: c.issuedOn });
    out.set(c.studentId, list);
  }
  return out;
}
