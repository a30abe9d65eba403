import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from './api-client';
import { isTransient, readJson, serialRunner, withoutAcknowledged, withoutKey, writeJson, type Sequenced } from './device-queue';

export interface DeviceQueueOptions<T extends Sequenced> {
  /** Where the unsent items live in localStorage (per account: a shared phone never sends another student's work). */
  storageKey: string;
  /** Sends one item; resolves when the server has it. */
  send: (key: string, item: T) => Promise<unknown>;
  /** The server has it: the screen refreshes what it shows. */
  onSent?: (key: string, item: T, answer: unknown) => void;
  /** The server refused it for good (a validation or a state rule): the item leaves the queue and the screen says why. */
  onRefused?: (key: string, item: T, error: unknown) => void;
}

/**
 * Sends what is queued at once, again every 10 s, and as soon as the browser says it is online; the
 * browser's offline event marks the device offline at once. Shared by every device queue (a test's
 * answers, the PKL journal).
 */
export function useRetryWhileQueued(flush: () => Promise<void>, setOffline: (offline: boolean) => void) {
  const flushRef = useRef(flush);
  flushRef.current = flush;
  const offlineRef = useRef(setOffline);
  offlineRef.current = setOffline;
  useEffect(() => {
    const retry = setInterval(() => void flushRef.current(), 10_000);
    const online = () => {
      offlineRef.current(false);
      void flushRef.current();
    };
    const down = () => offlineRef.current(true);
    window.addEventListener('online', online);
    window.addEventListener('offline', down);
    void flushRef.current();
    return () => {
      clearInterval(retry);
      window.removeEventListener('online', online);
      window.removeEventListener('offline', down);
    };
  }, []);
}

/**
 * Items saved on the device first and sent when the network lets them: at once, again every 10 s
 * and as soon as the browser says it is online. A failure without an answer (no network, the
 * server down) keeps the item and marks the device offline; a refusal drops it (`onRefused`).
 * `put` numbers each new copy one above the queued one, so a late acknowledgement of an older copy
 * never drops a newer one.
 */
export function useDeviceQueue<T extends Sequenced>({ storageKey, send, onSent, onRefused }: DeviceQueueOptions<T>) {
  const [pending, setPending] = useState<Record<string, T>>(() => readJson(storageKey, {}));
  const [offline, setOffline] = useState(() => typeof navigator !== 'undefined' && !navigator.onLine);
  const pendingRef = useRef(pending);
  pendingRef.current = pending;
  const [runPass] = useState(serialRunner);
  const callbacks = useRef({ send, onSent, onRefused });
  callbacks.current = { send, onSent, onRefused };

  useEffect(() => writeJson(storageKey, pending), [storageKey, pending]);

  const flush = useCallback(
    () =>
      runPass(async () => {
        for (const [key, item] of Object.entries(pendingRef.current)) {
          try {
            const answer = await callbacks.current.send(key, item);
            setOffline(false);
            pendingRef.current = withoutAcknowledged(pendingRef.current, key, item);
            setPending(pendingRef.current);
            callbacks.current.onSent?.(key, item, answer);
          } catch (error) {
            if (!isApiError(error) || isTransient(error)) {
              setOffline(true);
              return;
            }
            pendingRef.current = withoutKey(pendingRef.current, key);
            setPending(pendingRef.current);
            callbacks.current.onRefused?.(key, item, error);
          }
        }
      }),
    [runPass],
  );

  useRetryWhileQueued(flush, setOffline);

  /** Saves an item on the device and tries to send it. */
  const put = (key: string, value: Omit<T, 'seq'>) => {
    const item = { ...value, seq: (pendingRef.current[key]?.seq ?? 0) + 1 } as T;
    pendingRef.current = { ...pendingRef.current, [key]: item };
    setPending(pendingRef.current);
    void flush();
  };

  return { pending, offline, put, flush };
}
