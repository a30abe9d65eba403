import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { studentProfiles, users } from '../src/db/schema.js';
import { seedDemoPhoto } from '../src/seed/demo-photo.js';
import { DEMO, useTestApp } from './helpers.js';

describe('the demo student photo', () => {
  const ctx = useTestApp();

  it('is stored like an upload and completes the demo CV to 100 %, once', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'jk-photo-'));
    const db = ctx.database.db;
    await seedDemoPhoto(db, dir);
    await seedDemoPhoto(db, dir);
    expect(readdirSync(path.join(dir, 'profile_photo'))).toHaveLength(1);
    const [row] = await db
      .select({ photo: users.photo, completeness: studentProfiles.completeness })
      .from(users)
      .innerJoin(studentProfiles, eq(studentProfiles.userId, users.id))
      .where(eq(users.email, DEMO.siswa));
    expect(row?.photo).toMatch(/\.png$/);
    expect(row?.completeness).toBe(100);
  });
});
