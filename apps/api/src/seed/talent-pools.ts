// The demo company's talent pool (docs/applications.md, "Talent pools"): "Magang 2027" with two
// students who let companies see them, kept to invite to next year's internships.
import { eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.js';
import { companies, talentPools, talentPoolStudents, users } from '../db/schema.js';

const POOL = { company: 'PT Nusantara Teknologi Digital', name: 'Magang 2027', students: ['siswa02@jalurkarir.id', 'siswa03@jalurkarir.id'] };

export async function seedTalentPools(tx: DbExecutor): Promise<void> {
  const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.name, POOL.company));
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'perusahaan@jalurkarir.id'));
  const students = await tx.select({ id: users.id }).from(users).where(inArray(users.email, POOL.students));
  if (!company || !students.length) return;
  const [pool] = await tx.insert(talentPools).values({ companyId: company.id, name: POOL.name }).returning({ id: talentPools.id });
  await tx.insert(talentPoolStudents).values(students.map((s) => ({ poolId: pool!.id, studentId: s.id, addedBy: admin?.id ?? null })));
}
