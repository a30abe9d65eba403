import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client';
import { apiErrorMessage } from '../../lib/api-errors';
import { saveAnswer, submitAttempt, type AttemptView } from './api/tests-api';
import {
  answersOnOpen,
  errorsByQuestion,
  nextChoice,
  withoutAcknowledged,
  withoutQuestion,
  withStoredAnswer,
  type QueuedAnswer,
} from './answer-queue';
import { pendingKey, readJson, writeJson } from './attempt-storage';
import { isTransient, serialRunner } from '../../lib/device-queue';
import { useRetryWhileQueued } from '../../lib/use-device-queue';

/**
 * The attempt's answers and their way to the server: every choice is queued on the device and sent
 * with a rising `seq` (POST /test-attempt/answer), again every 10 s and when the network is back
 * while the server has not acknowledged it; submitting sends what is left first. The screen learns
 * what to show: the answers, whether some are still on their way, whether the device is offline,
 * a failure that ends the attempt, and whether a submission is under way.
 */
export function useAnswerSync(view: AttemptView, onSubmitted: () => Promise<void>) {
  const { t } = useTranslation();
  const attemptId = view.attempt.id;
  const questions = view.questions;
  const [pending, setPending] = useState<Record<string, QueuedAnswer>>(() => readJson(pendingKey(attemptId), {}));
  const [answers, setAnswers] = useState<Record<string, QueuedAnswer>>(() =>
    answersOnOpen(view.answers, readJson<Record<string, QueuedAnswer>>(pendingKey(attemptId), {})),
  );
  const [offline, setOffline] = useState(() => typeof navigator !== 'undefined' && !navigator.onLine);
  const [fatal, setFatal] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [runPass] = useState(serialRunner);
  const pendingRef = useRef(pending);
  pendingRef.current = pending;

  useEffect(() => writeJson(pendingKey(attemptId), pending), [attemptId, pending]);

  /**
   * The queue, in the ref at once (a submit right after a send reads it before React renders) and
   * in the state for the screen.
   */
  const keepPending = useCallback((next: Record<string, QueuedAnswer>) => {
    pendingRef.current = next;
    setPending(next);
  }, []);

  /** Sends what the server has not acknowledged yet; stops at the first network failure. */
  const sendQueued = useCallback(async () => {
    for (const [questionId, a] of Object.entries(pendingRef.current)) {
      try {
        const position = questions.findIndex((q) => q.id === questionId);
        const saved = await saveAnswer(attemptId, { question_id: questionId, option_ids: a.option_ids, likert: a.likert, seq: a.seq, position });
        setOffline(false);
        // Saved or not, it is answered; when not, the stored answer is the truth (answer-queue.ts).
        keepPending(withoutAcknowledged(pendingRef.current, questionId, a));
        setAnswers((all) => withStoredAnswer(all, questionId, a, saved));
      } catch (error) {
        if (isApiError(error) && isTransient(error)) {
          setOffline(true);
          return;
        }
        if (isApiError(error) && error.status === 409) {
          setFatal(apiErrorMessage(error, t) + (Object.values(error.errors)[0] ? ` ${Object.values(error.errors)[0]}` : ''));
          keepPending({});
          return;
        }
        keepPending(withoutQuestion(pendingRef.current, questionId));
      }
    }
  }, [attemptId, questions, t, keepPending]);
  const flush = useCallback(() => runPass(sendQueued), [runPass, sendQueued]);

  // Whatever is still queued goes at once, every 10 s, and as soon as the browser says it is online.
  useRetryWhileQueued(flush, setOffline);

  /** The student's choice for a question: shown at once, queued on the device and sent. */
  const choose = (questionId: string, value: { option_ids?: string[]; likert?: number }) => {
    const next = nextChoice(answers[questionId], value);
    setAnswers((all) => ({ ...all, [questionId]: next }));
    keepPending({ ...pendingRef.current, [questionId]: next });
    void flush();
  };

  /**
   * Sends what is queued, then submits; with answers still unsent the student is told to go online.
   * The server's objections to single answers go to `onInvalid`, any other failure is shown as fatal.
   */
  const submit = async (onInvalid: (errors: Record<string, string>) => void) => {
    setSubmitting(true);
    try {
      await flush();
      if (Object.keys(pendingRef.current).length) {
        setOffline(true);
        return;
      }
      await submitAttempt(attemptId);
      await onSubmitted();
    } catch (error) {
      if (isApiError(error) && error.status === 400) onInvalid(errorsByQuestion(error.errors));
      else setFatal(apiErrorMessage(error, t));
    } finally {
      setSubmitting(false);
    }
  };

  return { answers, saving: Object.keys(pending).length > 0, offline, fatal, submitting, choose, submit };
}
