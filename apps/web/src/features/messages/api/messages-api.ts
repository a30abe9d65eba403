import type { MessageContact, MessageItem, MessageMuteRow, MessageReportRow, MessageThread, MessageThreadSummary } from '@jalurkarir/shared';
import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/crud-client';

/** Every query of the conversations starts with this key; the menu's unread count is under it too. */
export const MESSAGES_KEY = ['messages'] as const;
export const UNREAD_KEY = [...MESSAGES_KEY, 'unread'] as const;

export type { MessageItem, MessageMuteRow, MessageReportRow, MessageThread, MessageThreadSummary } from '@jalurkarir/shared';

export const fetchThreads = async () => (await api.get<{ data: MessageThreadSummary[] }>('/message/list')).data;
export const fetchThread = async (id: string) => (await api.get<{ data: MessageThread }>('/message/detail', { id })).data;
/** The BKK and teachers of the student's school, whom the student may write to first. */
export const fetchSchoolContacts = async () => (await api.get<{ data: MessageContact[] }>('/message/contacts')).data;
export const startSchoolThread = async (staffId: string) =>
  (await api.post<{ data: { thread_id: string } }>('/message/start', { staff_id: staffId })).data.thread_id;
export const fetchUnread = async () => (await api.get<{ data: { count: number } }>('/message/unread')).data.count;
export const sendMessage = async (threadId: string, body: string) =>
  (await api.post<{ data: MessageItem }>('/message/send', { thread_id: threadId, body })).data;
export const markThreadRead = (threadId: string) => api.post('/message/read', { thread_id: threadId });
export const reportMessage = (messageId: string, reason: string) =>
  api.post('/message/report', { message_id: messageId, ...(reason.trim() ? { reason: reason.trim() } : {}) });
export const fetchReports = async () => (await api.get<{ data: MessageReportRow[] }>('/message/reports')).data;
export const fetchMutes = async () => (await api.get<{ data: MessageMuteRow[] }>('/message/mutes')).data;
export const muteCompany = (companyId: string) => api.post('/message/mute', { company_id: companyId });
export const unmuteCompany = (companyId: string) => api.post('/message/unmute', { company_id: companyId });

/** The file types a message may carry (the API checks the bytes; this only narrows the picker). */
export const ATTACHMENT_ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp';
/** At most 5 MB, as the API allows. */
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;
export const attachFile = async (threadId: string, file: File) => {
  const form = new FormData();
  form.append('file', file);
  return (await api.upload<{ data: MessageItem }>(`/message/attach?thread_id=${encodeURIComponent(threadId)}`, form)).data;
};
export const downloadAttachment = (message: MessageItem) =>
  downloadFile('/message/attachment', { id: message.id }, message.attachment?.name ?? 'lampiran');
