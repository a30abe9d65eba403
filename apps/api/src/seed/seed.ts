import { count } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { assessorProfiles, companies, currencies, opportunities, schools, studentProfiles, teacherProfiles, users } from '../db/schema.js';
import { hashPassword } from '../lib/passwords.js';
import { seedApplications } from './applications.js';
import { seedScorecards } from './scorecards.js';
import { seedOffersAndScreening } from './offers.js';
import { seedPartnerships } from './partnerships.js';
import { seedPkl } from './pkl.js';
import { seedFairHiring } from './fair-hiring.js';
import { seedJobAlerts } from './job-alerts.js';
import { seedTalentPools } from './talent-pools.js';
import { seedMessages } from './messages.js';
import { seedRecommendations } from './recommendations.js';
import { seedAssessment } from './assessment.js';
import { seedPrivacy } from './privacy.js';
import { seedProfiles } from './profile.js';
import { seedTests } from './tests.js';
import { seedOutcomes } from './outcomes.js';
import {
  DEMO_ASSESSOR_RECORDS,
  DEMO_COMPANIES,
  DEMO_CURRENCIES,
  DEMO_PASSWORD,
  DEMO_PRINCIPAL_RECORDS,
  DEMO_SCHOOLS,
  DEMO_USERS,
  demoOpportunities,
  demoStudentRecord,
  demoStudents,
} from './demo-data.js';
import { countOf } from '../db/rows.js';
import { seedDemoPhoto } from './demo-photo.js';

/**
 * Seeds the demo data into an empty database (first start); does nothing when accounts exist.
 * With the upload folder, the demo student's photo is stored too (seedDemoPhoto).
 */
export async function seedIfEmpty(db: Db, opts: { uploadDir?: string } = {}): Promise<boolean> {
  if (countOf(await db.select({ n: count() }).from(users)) > 0) return false;
  await seedDemo(db);
  if (opts.uploadDir) await seedDemoPhoto(db, opts.uploadDir);
  return true;
}

export async function seedDemo(db: Db): Promise<void> {
  // One hash serves every demo account: they share the documented demo password.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const currencyRows = await tx
      .insert(currencies)
      .values([...DEMO_CURRENCIES])
      .returning({ id: currencies.id, code: currencies.code });
    const schoolRows = await tx
      .insert(schools)
      .values(DEMO_SCHOOLS.map(({ key: _key, ...s }) => s))
      .returning({ id: schools.id, npsn: schools.npsn });
    const companyRows = await tx
      .insert(companies)
      .values(DEMO_COMPANIES.map(({ key: _key, ...c }) => c))
      .returning({ id: companies.id, name: companies.name });
    const schoolId = (key?: string) => (key ? (schoolRows[DEMO_SCHOOLS.findIndex((s) => s.key === key)]?.id ?? null) : null);
    const companyId = (key?: string) => (key ? (companyRows[DEMO_COMPANIES.findIndex((c) => c.key === key)]?.id ?? null) : null);
    const userRows = await tx
      .insert(users)
      .values(
        [...DEMO_USERS, ...demoStudents()].map((u) => ({
          name: u.name,
          email: u.email,
          passwordHash,
          role: u.role,
          phone: u.phone ?? null,
          nisn: u.nisn ?? null,
          schoolId: schoolId(u.school),
          companyId: companyId(u.company),
          verified: u.verified ?? true,
          validated: u.verified ?? true,
          status: 'active',
        })),
      )
      .returning({ id: users.id, email: users.email, role: users.role });
    const userId = (email: string) => userRows.find((u) => u.email === email)!.id;
    await tx.insert(studentProfiles).values(userRows.filter((u) => u.role === 'siswa').map((u, i) => ({ userId: u.id, ...demoStudentRecord(i) })));
    await tx.insert(teacherProfiles).values(DEMO_PRINCIPAL_RECORDS.map(({ email, ...r }) => ({ ...r, userId: userId(email) })));
    await tx.insert(assessorProfiles).values(DEMO_ASSESSOR_RECORDS.map(({ email, ...r }) => ({ ...r, userId: userId(email) })));
    const idr = currencyRows.find((c) => c.code === 'IDR')!.id;
    const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    await tx
      .insert(opportunities)
      .values(demoOpportunities(daysFromNow).map(({ company, ...o }) => ({ ...o, companyId: companyId(company)!, currencyId: idr })));
    await seedTests(tx);
    await seedApplications(tx);
    await seedScorecards(tx);
    await seedOffersAndScreening(tx);
    await seedPartnerships(tx);
    await seedPrivacy(tx);
    // After privacy: the pooled students are ones who let companies see them.
    await seedTalentPools(tx);
    await seedRecommendations(tx);
    await seedAssessment(tx);
    await seedPkl(tx);
    await seedOutcomes(tx, passwordHash);
    // After the tests (these students have taken none yet) and before the profiles' completeness.
    await seedFairHiring(tx, passwordHash);
    // Last: the profiles' stored completeness reads every student's records (docs/profile.md).
    await seedProfiles(tx);
    // After the profiles: the demo student's alert is scored on their complete data.
    await seedJobAlerts(tx);
    // After the applications: the demo company's conversations with its applicants, and a teacher's.
    await seedMessages(tx);
  });
}
