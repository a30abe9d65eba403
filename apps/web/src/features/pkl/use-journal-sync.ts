import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../lib/api-errors';
import { useDeviceQueue } from '../../lib/use-device-queue';
import { PKL_KEY, upsertJournalDay } from './api/pkl-api';
import { journalQueueKey, type QueuedDay } from './journal-days';

/**
 * The student's journal days on their way to the server, like a test's answers: each day is saved
 * on the device first (a phone at a workshop often has no signal), sent at once, again every 10 s
 * and when the network is back. A day the server refuses (a rule the device could not check)
 * leaves the queue and keeps its message, shown on that day.
 */
export function useJournalSync(userId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [refused, setRefused] = useState<Record<string, string>>({});
  const queue = useDeviceQueue<QueuedDay>({
    storageKey: journalQueueKey(userId),
    send: (_date, { seq: _seq, ...day }) => upsertJournalDay(day),
    onSent: (date) => {
      setRefused(({ [date]: _gone, ...rest }) => rest);
      void queryClient.invalidateQueries({ queryKey: PKL_KEY });
    },
    onRefused: (date, _day, error) => setRefused((all) => ({ ...all, [date]: apiErrorMessage(error, t) })),
  });
  const save = (day: Omit<QueuedDay, 'seq'>) => {
    setRefused(({ [day.date]: _gone, ...rest }) => rest);
    queue.put(day.date, day);
  };
  return { pending: queue.pending, offline: queue.offline, refused, save };
}
