import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Storage } from '../files/storage.js';
import type { Mailer } from '../mail/mailer.js';
import { createMessageAttachmentStore } from '../files/message-attachment-store.js';
import { createCertificateStore } from '../files/certificate-store.js';
import { createConsentFormStore } from './consent-form-store.js';
import { consentRoutes } from './consent-routes.js';
import { erasureRoutes } from './erasure-routes.js';
import { privacySettingsRoutes } from './settings-routes.js';

/** Privacy for minors (docs/privacy.md): visibility, guardian consent, data export, erasure, access log. */
export async function privacyRoutes(app: FastifyInstance, deps: { db: Db; storage: Storage; mailer: Mailer; publicUrl: string; uploadDir: string }) {
  const forms = createConsentFormStore(deps.uploadDir);
  await privacySettingsRoutes(app, deps);
  await consentRoutes(app, { ...deps, forms });
  await erasureRoutes(app, {
    ...deps,
    forms,
    certificates: createCertificateStore(deps.uploadDir),
    messageFiles: createMessageAttachmentStore(deps.uploadDir),
  });
}
