import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { createStorage } from '../modules/files/storage.js';
import { recomputeCompleteness } from '../modules/profile/completeness.js';

const DEMO_STUDENT_EMAIL = 'siswa@jalurkarir.id';

/** An illustrated avatar (not a real person), made by the project for the demo student. */
const PHOTO = new URL('./assets/demo-student-photo.png', import.meta.url);

/**
 * The demo student's profile photo, stored like an upload (`profile_photo`), so that their CV is
 * complete (docs/profile.md: the photo is part of completeness). Needs the upload folder, so the
 * server seeds it on first start (seedIfEmpty) — tests that seed without one keep the student at 90 %.
 */
export async function seedDemoPhoto(db: Db, uploadDir: string): Promise<void> {
  const [student] = await db.select({ id: users.id, photo: users.photo }).from(users).where(eq(users.email, DEMO_STUDENT_EMAIL));
  if (!student || student.photo) return;
  const name = await createStorage(uploadDir).save('profile_photo', 'png', await readFile(PHOTO));
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ photo: name, updatedAt: sql`now()` })
      .where(eq(users.id, student.id));
    await recomputeCompleteness(tx, student.id);
  });
}
