import { createPrivateStore } from '../files/private-store.js';

/** Server-made names only: a UUID and `.pdf`. */
export const DOCUMENT_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.pdf$/;
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

/** A PDF by its first bytes (`%PDF-`), never by its name or declared type. */
export function isPdf(bytes: Buffer): boolean {
  return bytes.length > 5 && bytes.subarray(0, 5).toString('latin1') === '%PDF-';
}

/**
 * Signed partnership agreements (MoU), in a private folder: an agreement is read only through
 * `GET /partnership/document?id=`, which checks the permission table and the row's scope.
 */
export function createDocumentStore(uploadRoot: string) {
  const store = createPrivateStore(uploadRoot, 'partnership_document', DOCUMENT_NAME);
  return { ...store, save: (bytes: Buffer) => store.save('pdf', bytes) };
}
export type DocumentStore = ReturnType<typeof createDocumentStore>;
