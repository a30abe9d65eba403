import type { ImageKind } from '../files/image-type.js';
import { createPrivateStore } from '../files/private-store.js';

/**
 * Scans of signed paper consent forms, in a private folder: a form carries a guardian's signature,
 * so it is read only through `GET /guardian-consent/form`, which checks the permission table.
 */
export function createConsentFormStore(uploadRoot: string) {
  const store = createPrivateStore(uploadRoot, 'consent_form');
  return { ...store, save: (kind: ImageKind, bytes: Buffer) => store.save(kind, bytes) };
}
export type ConsentFormStore = ReturnType<typeof createConsentFormStore>;
