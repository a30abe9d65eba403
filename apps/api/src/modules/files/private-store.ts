import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { STORED_NAME } from './storage.js';

/**
 * A private upload folder (`<uploads>/private/<folder>`): never one of the public `/download`
 * folders, read only through a route of its own that checks the permission table (signed consent
 * forms, course certificates, partnership agreements). Same naming rule as the shared storage:
 * the server names every file (a UUID and a known extension), so a name can never leave its folder.
 */
export function createPrivateStore(uploadRoot: string, folder: string, namePattern: RegExp = STORED_NAME) {
  const dir = path.resolve(uploadRoot, 'private', folder);

  function locate(name: string): string | null {
    if (!namePattern.test(name)) return null;
    const full = path.resolve(dir, name);
    return full.startsWith(dir + path.sep) ? full : null;
  }

  return {
    async save(extension: string, bytes: Buffer): Promise<string> {
      const name = `${randomUUID()}.${extension}`;
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, name), bytes, { flag: 'wx' });
      return name;
    },
    async read(name: string): Promise<Buffer | null> {
      const full = locate(name);
      if (!full) return null;
      try {
        return await readFile(full);
      } catch {
        return null;
      }
    },
    async remove(name: string): Promise<void> {
      const full = locate(name);
      if (full) await rm(full, { force: true });
    },
  };
}
export type PrivateStore = ReturnType<typeof createPrivateStore>;
