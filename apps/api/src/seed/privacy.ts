import { eq, inArray } from 'drizzle-orm';
import { CURRENT_CONSENT_VERSION, needsGuardianConsent, type GuardianRelation } from '@jalurkarir/shared';
import type { DbExecutor } from '../db/client.js';
import { companies, erasureRequests, guardianConsents, profileViews, studentPrivacy, studentProfiles, users } from '../db/schema.js';
import { newOneTimeToken } from '../lib/one-time-tokens.js';
import { todayIso } from '../modules/privacy/settings.js';

const DAY = 86_400_000;

/** Demo students who chose to be visible to companies, with who consented for them (docs/privacy.md). */
const VISIBLE: { email: string; guardian: string; relation: GuardianRelation; method: 'email' | 'paper' }[] = [
  { email: 'siswa@jalurkarir.id', guardian: 'Bambang Pratama', relation: 'ayah', method: 'email' },
  { email: 'siswa01@jalurkarir.id', guardian: 'Sri Wahyuni', relation: 'ibu', method: 'paper' },
  { email: 'siswa02@jalurkarir.id', guardian: 'Agus Setiawan', relation: 'ayah', method: 'email' },
  { email: 'siswa03@jalurkarir.id', guardian: 'Dewi Lestari', relation: 'ibu', method: 'email' },
  { email: 'siswa04@jalurkarir.id', guardian: 'Wahyu Hidayat', relation: 'ayah', method: 'email' },
  { email: 'siswa05@jalurkarir.id', guardian: 'Hendra Gunawan', relation: 'wali', method: 'paper' },
  { email: 'siswa08@jalurkarir.id', guardian: 'Rina Marlina', relation: 'ibu', method: 'email' },
  { email: 'siswa09@jalurkarir.id', guardian: 'Joko Susilo', relation: 'ayah', method: 'paper' },
  { email: 'siswa11@jalurkarir.id', guardian: 'Siti Rahmawati', relation: 'ibu', method: 'email' },
  { email: 'siswa14@jalurkarir.id', guardian: 'Yusuf Hidayat', relation: 'ayah', method: 'email' },
  { email: 'siswa15@jalurkarir.id', guardian: 'Nur Aini', relation: 'ibu', method: 'email' },
  { email: 'siswa16@jalurkarir.id', guardian: 'Teguh Santoso', relation: 'ayah', method: 'paper' },
];
/** Chose to be visible, but the guardian has not answered yet: not visible until they do. */
const PENDING = { email: 'siswa10@jalurkarir.id', guardianEmail: 'wali.siswa10@contoh.id' };
/** A withdrawn consent: visible switched on, hidden since the guardian withdrew through the school. */
const WITHDRAWN = { email: 'siswa19@jalurkarir.id', guardian: 'Bayu Saputra', relation: 'ayah' as const };
/** A waiting erasure request, for the school admin's screen. */
const ERASURE = { email: 'siswa17@jalurkarir.id', reason: 'Saya sudah diterima kuliah dan tidak lagi mencari kerja.' };

/**
 * Privacy demo data: some students visible with their guardian's consent (the demo student among
 * them), one waiting for the guardian's answer, one withdrawn, the rest not visible (the default);
 * a few views of the demo student's profile by the demo company; one waiting erasure request.
 */
export async function seedPrivacy(tx: DbExecutor): Promise<void> {
  const emails = [...VISIBLE.map((v) => v.email), PENDING.email, WITHDRAWN.email, ERASURE.email, 'sekolah@jalurkarir.id', 'perusahaan@jalurkarir.id'];
  const people = await tx
    .select({
      id: users.id,
      email: users.email,
      schoolId: users.schoolId,
      companyId: users.companyId,
      role: users.role,
      birthDate: studentProfiles.birthDate,
    })
    .from(users)
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .where(inArray(users.email, emails));
  const byEmail = new Map(people.map((p) => [p.email, p]));
  const schoolAdmin = byEmail.get('sekolah@jalurkarir.id');
  const company = byEmail.get('perusahaan@jalurkarir.id');
  const now = Date.now();
  const today = todayIso();

  const visible = VISIBLE.flatMap((v) => {
    const person = byEmail.get(v.email);
    return person ? [{ ...v, person }] : [];
  });
  const pending = byEmail.get(PENDING.email);
  const withdrawn = byEmail.get(WITHDRAWN.email);
  const privacyRows = [...visible.map((v) => v.person), ...(pending ? [pending] : []), ...(withdrawn ? [withdrawn] : [])];
  if (privacyRows.length) await tx.insert(studentPrivacy).values(privacyRows.map((p) => ({ userId: p.id, visibleToCompanies: true })));

  const consents: (typeof guardianConsents.$inferInsert)[] = visible
    // Adults need no consent; a student without a birth date counts as a minor (and gets one).
    .filter((v) => needsGuardianConsent(v.person.birthDate, today))
    .map((v, i) => {
      const answeredAt = new Date(now - (20 + i) * DAY);
      return {
        studentId: v.person.id,
        method: v.method,
        status: 'granted' as const,
        guardianName: v.guardian,
        relation: v.relation,
        guardianEmail: v.method === 'email' ? `wali.${v.email.split('@')[0]}@contoh.id` : null,
        textVersion: CURRENT_CONSENT_VERSION,
        requestedBy: v.method === 'email' ? v.person.id : (schoolAdmin?.id ?? null),
        recordedBy: v.method === 'paper' ? (schoolAdmin?.id ?? null) : null,
        answeredAt,
        createdAt: new Date(answeredAt.getTime() - 2 * DAY),
      };
    });
  if (pending)
    consents.push({
      studentId: pending.id,
      method: 'email',
      status: 'pending',
      guardianEmail: PENDING.guardianEmail,
      textVersion: CURRENT_CONSENT_VERSION,
      // A link nobody has: the demo shows the waiting state, the e2e makes its own request.
      tokenHash: newOneTimeToken().hash,
      tokenExpiresAt: new Date(now + 12 * DAY),
      requestedBy: pending.id,
      createdAt: new Date(now - 2 * DAY),
    });
  if (withdrawn)
    consents.push({
      studentId: withdrawn.id,
      method: 'paper',
      status: 'withdrawn',
      guardianName: WITHDRAWN.guardian,
      relation: WITHDRAWN.relation,
      textVersion: CURRENT_CONSENT_VERSION,
      recordedBy: schoolAdmin?.id ?? null,
      answeredAt: new Date(now - 40 * DAY),
      withdrawnAt: new Date(now - 5 * DAY),
      withdrawnBy: schoolAdmin?.id ?? null,
      createdAt: new Date(now - 40 * DAY),
    });
  if (consents.length) await tx.insert(guardianConsents).values(consents);

  // The demo company looked at the demo student's full profile a few times.
  const andi = byEmail.get('siswa@jalurkarir.id');
  if (andi && company) {
    const [co] = company.companyId ? await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, company.companyId)) : [];
    await tx.insert(profileViews).values(
      [9, 4, 1].map((daysAgo) => ({
        studentId: andi.id,
        viewerId: company.id,
        companyId: co?.id ?? null,
        viewerRole: company.role,
        viewedAt: new Date(now - daysAgo * DAY - 3_600_000),
      })),
    );
  }

  const erasing = byEmail.get(ERASURE.email);
  if (erasing)
    await tx
      .insert(erasureRequests)
      .values({ studentId: erasing.id, schoolId: erasing.schoolId, reason: ERASURE.reason, createdAt: new Date(now - DAY) });
}
