import type { ImageKind } from './image-type.js';
import { createPrivateStore } from './private-store.js';

/**
 * Scans of course and training certificates (student_courses.certificate_file), in a private
 * folder: read only through `GET /student-course/certificate`, which checks the permission table.
 * Here rather than in profile/: the profile stores them and privacy's erasure removes them, and
 * privacy sits below the profile (the profile applies its visibility rule).
 */
export function createCertificateStore(uploadRoot: string) {
  const store = createPrivateStore(uploadRoot, 'course_certificate');
  return { ...store, save: (kind: ImageKind, bytes: Buffer) => store.save(kind, bytes) };
}
export type CertificateStore = ReturnType<typeof createCertificateStore>;
