import type { MessageAttachmentKind as AttachmentKind } from '@jalurkarir/shared';
import { detectImageKind, IMAGE_CONTENT_TYPES } from './image-type.js';
import { createPrivateStore } from './private-store.js';

/** A message's attachment: a PDF or an image, recognised by its first bytes (docs/messages.md). */
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;

export const ATTACHMENT_CONTENT_TYPES: Record<AttachmentKind, string> = { pdf: 'application/pdf', ...IMAGE_CONTENT_TYPES };

/** `%PDF-` or an image's signature; anything else (an executable renamed .pdf, a zip) is null. */
export function detectAttachmentKind(bytes: Uint8Array): AttachmentKind | null {
  if (bytes.length > 5 && Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-') return 'pdf';
  return detectImageKind(bytes);
}

/**
 * Attachments of messages, in a private folder: read only through `GET /message/attachment`, which
 * checks the thread's scope. Here rather than in messages/: privacy's erasure removes a student's.
 */
/** The server's names in that folder: a UUID and one of the attachment kinds' extensions. */
const ATTACHMENT_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|jpg|png|webp)$/;

export function createMessageAttachmentStore(uploadRoot: string) {
  const store = createPrivateStore(uploadRoot, 'message_attachment', ATTACHMENT_NAME);
  return { ...store, save: (kind: AttachmentKind, bytes: Buffer) => store.save(kind, bytes) };
}
export type MessageAttachmentStore = ReturnType<typeof createMessageAttachmentStore>;
