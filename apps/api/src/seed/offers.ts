// Demo screening questions and a demo offer (docs/applications.md): the network internship asks three
// questions and one of its applicants answered them; Eko's Junior Web Developer application has an
// offer waiting for his answer.
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { screeningSnapshot, type TScreeningQuestion } from '@jalurkarir/shared';
import type { DbExecutor } from '../db/client.js';
import { applicationEvents, applicationOffers, applications, currencies, opportunities, users } from '../db/schema.js';

export const DEMO_SCREENING = {
  opening: 'Teknisi Jaringan Magang',
  questions: [
    { kind: 'yes_no', text: 'Apakah Anda bersedia bekerja bergiliran (shift)?', text_en: 'Are you willing to work in shifts?', required: true },
    {
      kind: 'text',
      text: 'Perangkat jaringan apa yang pernah Anda konfigurasi?',
      text_en: 'Which network devices have you configured?',
      required: true,
    },
    // The company's own language only: an English screen shows the Indonesian text.
    { kind: 'text', text: 'Kapan Anda dapat mulai magang?', text_en: null, required: false },
  ] as Omit<TScreeningQuestion, 'id'>[],
  applicant: 'siswa10@jalurkarir.id',
  answers: [true, 'Router MikroTik dan switch Cisco saat PKL di kantor kecamatan.', null] as (boolean | string | null)[],
};

export const DEMO_OFFER = {
  opening: 'Junior Web Developer',
  applicant: 'siswa02@jalurkarir.id',
  by: 'perusahaan@jalurkarir.id',
  position: 'Junior Web Developer',
  startInDays: 30,
  monthlySalary: 5_500_000,
  currency: 'IDR',
  contractType: 'contract',
  note: 'Kontrak 12 bulan dan dapat diperpanjang. Mohon jawab tawaran ini dalam satu minggu.',
} as const;

async function idOf(tx: DbExecutor, title: string, email: string) {
  const [row] = await tx
    .select({ id: applications.id, opening: opportunities.id })
    .from(applications)
    .innerJoin(opportunities, eq(applications.opportunityId, opportunities.id))
    .innerJoin(users, eq(applications.studentId, users.id))
    .where(and(eq(opportunities.title, title), eq(users.email, email)));
  return row;
}

/** The network internship's questions, and one applicant's answers to them. */
async function seedScreening(tx: DbExecutor) {
  const [opening] = await tx.select({ id: opportunities.id }).from(opportunities).where(eq(opportunities.title, DEMO_SCREENING.opening));
  if (!opening) return;
  const questions: TScreeningQuestion[] = DEMO_SCREENING.questions.map((q) => ({ ...q, id: randomUUID() }));
  await tx.update(opportunities).set({ screeningQuestions: questions }).where(eq(opportunities.id, opening.id));
  const application = await idOf(tx, DEMO_SCREENING.opening, DEMO_SCREENING.applicant);
  if (!application) return;
  const answers = questions.map((q, n) => ({ question_id: q.id, answer: DEMO_SCREENING.answers[n] ?? null }));
  await tx
    .update(applications)
    .set({ screeningAnswers: screeningSnapshot(questions, answers) })
    .where(eq(applications.id, application.id));
}

/** The offer of the application at `offered`, made when the company moved it there. */
async function seedOffer(tx: DbExecutor) {
  const application = await idOf(tx, DEMO_OFFER.opening, DEMO_OFFER.applicant);
  const [by] = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_OFFER.by));
  const [currency] = await tx.select({ id: currencies.id }).from(currencies).where(eq(currencies.code, DEMO_OFFER.currency));
  if (!application || !by || !currency) return;
  const [offered] = await tx
    .select({ at: applicationEvents.createdAt })
    .from(applicationEvents)
    .where(and(eq(applicationEvents.applicationId, application.id), eq(applicationEvents.toStage, 'offered')))
    .orderBy(desc(applicationEvents.createdAt));
  await tx.insert(applicationOffers).values({
    applicationId: application.id,
    position: DEMO_OFFER.position,
    startDate: new Date(Date.now() + DEMO_OFFER.startInDays * 86_400_000).toISOString().slice(0, 10),
    monthlySalary: DEMO_OFFER.monthlySalary,
    currencyId: currency.id,
    contractType: DEMO_OFFER.contractType,
    note: DEMO_OFFER.note,
    createdBy: by.id,
    createdAt: offered?.at ?? new Date(),
  });
}

export async function seedOffersAndScreening(tx: DbExecutor): Promise<void> {
  await seedScreening(tx);
  await seedOffer(tx);
}
