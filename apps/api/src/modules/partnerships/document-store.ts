import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Server-made names only: a UUID and `.pdf`. */
export const DOCUMENT_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.pdf$/;
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

/** A PDF by its first bytes (`%PDF-`), never by its name or declared type. */
export function isPdf(bytes: Buffer): boolean {
  return bytes.length > 5 && bytes.subarray(0, 5).toString('latin1') === '%PDF-';
}

/**
 * Signed partnership agreements (MoU). Kept apart from the public `/download` folders like the
 * consent forms (modules/privacy/consent-form-store.ts): an agreement is read only through
 * `GET /partnership/document?id=`, which checks the permission table and the row's scope.
 */
export function createDocumentStore(uploadRoot: string) {
  const dir = path.resolve(uploadRoot, 'private', 'partnership_document');

  function locate(name: string): string | null {
    if (!DOCUMENT_NAME.test(name)) return null;
    const full = path.resolve(dir, name);
    return full.startsWith(dir + path.sep) ? full : null;
  }

  return {
    async save(bytes: Buffer): Promise<string> {
      const name = `${randomUUID()}.pdf`;
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
export type DocumentStore = ReturnType<typeof createDocumentStore>;
