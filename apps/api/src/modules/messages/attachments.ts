// A PDF or an image sent in a conversation, and reading it back (docs/messages.md).
import type { FastifyRequest } from 'fastify';
import { and, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { Lang } from '@jalurkarir/shared';
import type { Db, DbExecutor } from '../../db/client.js';
import { messages, messageThreads } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { readUpload } from '../../lib/read-upload.js';
import { detectAttachmentKind, MAX_ATTACHMENT_BYTES, type MessageAttachmentStore } from '../files/message-attachment-store.js';
import { writeMessage } from './send.js';

/** The name a file was sent with, as text to show: no path, no control characters, at most 120 characters. */
export function attachmentName(filename: string, kind: string): string {
  const base = (filename.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return (base || `lampiran.${kind}`).slice(0, 120);
}

/**
 * Sends the request's one file as a message: at most 5 MB (413), a PDF or an image by its first bytes
 * (415), under the rules of every message (writeMessage). The file is stored first and removed again when
 * the message is refused, so a refused upload leaves nothing behind.
 */
export async function attachFile(
  db: Db,
  store: MessageAttachmentStore,
  request: FastifyRequest,
  scoped: SQL | undefined,
  threadId: string,
  lang: Lang,
) {
  const { filename, bytes } = await readUpload(request, MAX_ATTACHMENT_BYTES);
  const kind = detectAttachmentKind(bytes);
  if (!kind) throw new AppError(415, 'UNSUPPORTED_MEDIA', { file: 'msg:UNSUPPORTED_MEDIA' });
  const file = await store.save(kind, bytes);
  try {
    return await writeMessage(
      db,
      request.caller!,
      scoped,
      threadId,
      { body: '', attachment: { file, kind, name: attachmentName(filename, kind) } },
      lang,
    );
  } catch (error) {
    await store.remove(file);
    throw error;
  }
}

/** The attachment of a message in a thread in scope (404 otherwise, or when the file is gone). */
export async function readAttachment(db: DbExecutor, store: MessageAttachmentStore, scoped: SQL | undefined, messageId: string) {
  const [row] = await db
    .select({ file: messages.attachmentFile, kind: messages.attachmentKind, name: messages.attachmentName })
    .from(messages)
    .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
    .where(and(eq(messages.id, messageId), isNotNull(messages.attachmentFile), scoped));
  if (!row?.file || !row.kind) throw notFound();
  const bytes = await store.read(row.file);
  if (!bytes) throw notFound();
  return { bytes, kind: row.kind, name: row.name ?? row.file };
}
