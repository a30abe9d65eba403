import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageKind } from '../files/image-type.js';
import { STORED_NAME } from '../files/storage.js';

/**
 * Scans of course and training certificates (student_courses.certificate_file). Private like the
 * consent forms (modules/privacy/consent-form-store.ts): never in the public `/download` folders,
 * read only through `GET /student-course/certificate`, which checks the permission table. Same
 * naming rule as the shared storage (a UUID and a known extension; nothing else names a file).
 */
export function createCertificateStore(uploadRoot: string) {
  const dir = path.resolve(uploadRoot, 'private', 'course_certificate');

  function locate(name: string): string | null {
    if (!STORED_NAME.test(name)) return null;
    const full = path.resolve(dir, name);
    return full.startsWith(dir + path.sep) ? full : null;
  }

  return {
    async save(kind: ImageKind, bytes: Buffer): Promise<string> {
      const name = `${randomUUID()}.${kind}`;
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
export type CertificateStore = ReturnType<typeof createCertificateStore>;
