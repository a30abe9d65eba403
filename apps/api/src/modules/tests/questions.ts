import { asc, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { testOptions, testQuestions } from '../../db/schema.js';

/** A test's questions and all their options, each in its authored order (two queries, none for an empty test). */
export async function questionsWithOptions(db: DbExecutor, testId: string) {
  const questions = await db.select().from(testQuestions).where(eq(testQuestions.testId, testId)).orderBy(asc(testQuestions.position));
  const options = questions.length
    ? await db
        .select()
        .from(testOptions)
        .where(
          inArray(
            testOptions.questionId,
            questions.map((q) => q.id),
          ),
        )
        .orderBy(asc(testOptions.position))
    : [];
  return { questions, options };
}
