import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageKind } from './image-type.js';

/** Folders files may be served from (spec §7 `dir`); anything else is refused. */
export const STORAGE_DIRS = ['profile_photo', 'company_logo', 'company_photo', 'question_image'] as const;
export type StorageDir = (typeof STORAGE_DIRS)[number];

/** Server-made names only: a UUID and a known extension. Nothing else can name a stored file. */
export const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp)$/;

export function createStorage(root: string) {
  const resolvedRoot = path.resolve(root);

  /** The absolute path of a stored file, or null when the name could leave its folder. */
  function locate(dir: StorageDir, name: string): string | null {
    if (!STORED_NAME.test(name)) return null;
    const full = path.resolve(resolvedRoot, dir, name);
    return full.startsWith(path.join(resolvedRoot, dir) + path.sep) ? full : null;
  }

  return {
    async save(dir: StorageDir, kind: ImageKind, bytes: Buffer): Promise<string> {
      const name = `${randomUUID()}.${kind}`;
      await mkdir(path.join(resolvedRoot, dir), { recursive: true });
      await writeFile(path.join(resolvedRoot, dir, name), bytes, { flag: 'wx' });
      return name;
    },
    async read(dir: StorageDir, name: string): Promise<Buffer | null> {
      const full = locate(dir, name);
      if (!full) return null;
      try {
        return await readFile(full);
      } catch {
        return null;
      }
    },
    async remove(dir: StorageDir, name: string): Promise<void> {
      const full = locate(dir, name);
      if (full) await rm(full, { force: true });
    },
    locate,
  };
}
export type Storage = ReturnType<typeof createStorage>;
