import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pklJournalDays } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { IMAGE_CONTENT_TYPES, type ImageKind } from '../files/image-type.js';
import { createPrivateStore } from '../files/private-store.js';
import { dayById, scopedDay, type PklJournalDay } from './journal.js';
import { NOW, refuse, type Actor } from './pkl-common.js';

/**
 * A journal day's photo (a minor at a workplace): in a private folder, read only through
 * `GET /pkl-journal/photo?id=`, which checks the permission table and the placement's scope.
 */
export function createPklPhotoStore(uploadRoot: string) {
  return createPrivateStore(uploadRoot, 'pkl_photo');
}
export type PklPhotoStore = ReturnType<typeof createPklPhotoStore>;

/** The student attaches (or replaces) the photo of a day not yet validated. */
export async function storePhoto(
  db: Db,
  store: PklPhotoStore,
  actor: Actor,
  id: string,
  upload: () => Promise<{ kind: ImageKind; bytes: Buffer }>,
): Promise<PklJournalDay> {
  const day = await scopedDay(db, id, actor.scope, actor.caller);
  if (day.status === 'validated') throw refuse(409, 'VALIDATION', 'id', 'DAY_VALIDATED', actor.lang);
  const { kind, bytes } = await upload();
  const name = await store.save(kind, bytes);
  await db.update(pklJournalDays).set({ photo: name, updatedAt: NOW }).where(eq(pklJournalDays.id, day.id));
  if (day.photo) await store.remove(day.photo);
  return dayById(db, day.id);
}

/** The photo's bytes and type, for a caller whose scope reaches the day. */
export async function readPhoto(db: Db, store: PklPhotoStore, actor: Pick<Actor, 'scope' | 'caller'>, id: string) {
  const day = await scopedDay(db, id, actor.scope, actor.caller);
  const bytes = day.photo ? await store.read(day.photo) : null;
  if (!day.photo || !bytes) throw notFound();
  const kind = day.photo.slice(day.photo.lastIndexOf('.') + 1) as ImageKind;
  return { bytes, contentType: IMAGE_CONTENT_TYPES[kind] };
}
