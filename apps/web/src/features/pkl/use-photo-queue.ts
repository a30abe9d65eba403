import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client';
import { apiErrorMessage } from '../../lib/api-errors';
import { isTransient, serialRunner } from '../../lib/device-queue';
import { useRetryWhileQueued } from '../../lib/use-device-queue';
import { PKL_KEY, uploadJournalPhoto } from './api/pkl-api';
import type { DayOnScreen } from './journal-days';
import { acceptablePhoto, deviceCanKeepPhotos, dropPhoto, keepPhoto, keptPhoto, keptPhotoDates } from './photo-queue';

const noop = () => undefined;

/**
 * The journal photos on their way, like the days: a photo chosen offline, or for a day still on
 * the device, is kept (photo-queue.ts) and sent once its day is on the server — at once, again
 * every 10 s and when the network is back. A photo the server refuses for good leaves the device
 * with its message. Without Cache Storage (not a secure context) a photo goes straight up, which
 * needs the day on the server and a network.
 */
export function usePhotoQueue(userId: string, days: readonly DayOnScreen[]) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [kept, setKept] = useState<ReadonlySet<string>>(new Set());
  const [refused, setRefused] = useState<Record<string, string>>({});
  const [runPass] = useState(serialRunner);
  const daysRef = useRef(days);
  daysRef.current = days;
  const canKeep = deviceCanKeepPhotos();

  const forget = (date: string) => setRefused(({ [date]: _gone, ...rest }) => rest);
  const refuse = useCallback((date: string, error: unknown) => setRefused((all) => ({ ...all, [date]: apiErrorMessage(error, t) })), [t]);

  /** Sends one photo; true when it left the device (sent or refused for good), false when it must wait. */
  const sendOne = useCallback(
    async (date: string, file: File) => {
      const day = daysRef.current.find((d) => d.date === date);
      if (!day?.stored || day.unsent) return false;
      try {
        await uploadJournalPhoto(day.stored.id, file);
        void queryClient.invalidateQueries({ queryKey: PKL_KEY });
      } catch (error) {
        if (!isApiError(error) || isTransient(error)) return false;
        refuse(date, error);
      }
      return true;
    },
    [queryClient, refuse],
  );

  const flush = useCallback(
    () =>
      runPass(async () => {
        if (!canKeep) return;
        for (const date of await keptPhotoDates(userId)) {
          const file = await keptPhoto(userId, date);
          if (!file || (await sendOne(date, file))) await dropPhoto(userId, date);
        }
        setKept(new Set(await keptPhotoDates(userId)));
      }),
    [runPass, canKeep, userId, sendOne],
  );

  useRetryWhileQueued(flush, noop);
  // A day reaching the server lets its photo follow at once.
  useEffect(() => void flush(), [days, flush]);

  /** The student picked a photo for a day: checked here, kept on the device, sent when it can be. */
  const add = async (date: string, file: File) => {
    forget(date);
    if (!acceptablePhoto(file)) {
      setRefused((all) => ({ ...all, [date]: t('Foto harus JPEG, PNG, atau WebP dan paling besar 2 MB') }));
      return;
    }
    if (!canKeep) {
      await sendOne(date, file);
      return;
    }
    await keepPhoto(userId, date, file);
    setKept(new Set(await keptPhotoDates(userId)));
    await flush();
  };

  return { kept, refused, canKeep, add };
}
