import { useCallback, useEffect, useRef, useState } from 'react';
import type { EvidenceType, Verdict } from '@jalurkarir/shared';
import { saveMark, type StoredMark } from '../api/assessment-api';

export interface MarkState {
  verdict: Verdict | null;
  evidence: EvidenceType | null;
  note: string;
}
export type SaveState = 'idle' | 'saving' | 'saved' | 'error';

const keyOf = (candidateId: string, criterionId: string) => `${candidateId}:${criterionId}`;
const NOTE_DELAY_MS = 700;

/**
 * The assessor's marks with autosave: every change is written at once (a note after a short pause),
 * each write carrying a sequence number above the last one, so the API keeps the newest write even
 * when an older request arrives late, and a repeated write changes nothing. After a reload the
 * marks come back from the API; nothing typed is kept only in the page.
 */
export function useAutosave(candidates: readonly { id: string; marks: readonly StoredMark[] }[]) {
  const [marks, setMarks] = useState<Record<string, MarkState>>({});
  const [states, setStates] = useState<Record<string, SaveState>>({});
  const seqs = useRef<Record<string, number>>({});
  const timers = useRef<Record<string, ReturnType<typeof setTimeout>>>({});
  const pending = useRef(new Set<string>());
  /** The marks as last changed (what a delayed or retried write sends). */
  const latest = useRef<Record<string, MarkState>>({});

  // Seed from the API (first load and after a refetch), never overwriting what is being typed.
  useEffect(() => {
    const next = { ...latest.current };
    for (const c of candidates)
      for (const m of c.marks) {
        const key = keyOf(c.id, m.criterion_id);
        seqs.current[key] = Math.max(seqs.current[key] ?? 0, m.seq);
        if (!pending.current.has(key)) next[key] = { verdict: m.verdict, evidence: m.evidence, note: m.note ?? '' };
      }
    latest.current = next;
    setMarks(next);
  }, [candidates]);

  useEffect(() => {
    const all = timers.current;
    return () => Object.values(all).forEach(clearTimeout);
  }, []);

  const send = useCallback(async (candidateId: string, criterionId: string, state: MarkState) => {
    const key = keyOf(candidateId, criterionId);
    const seq = (seqs.current[key] ?? 0) + 1;
    seqs.current[key] = seq;
    pending.current.add(key);
    setStates((s) => ({ ...s, [key]: 'saving' }));
    try {
      await saveMark({ candidateId, criterionId, verdict: state.verdict, evidence: state.evidence, note: state.note.trim() || null, seq });
      if (seqs.current[key] === seq) {
        pending.current.delete(key);
        setStates((s) => ({ ...s, [key]: 'saved' }));
      }
    } catch {
      if (seqs.current[key] === seq) setStates((s) => ({ ...s, [key]: 'error' }));
    }
  }, []);

  const change = useCallback(
    (candidateId: string, criterionId: string, patch: Partial<MarkState>, delayed = false) => {
      const key = keyOf(candidateId, criterionId);
      const next = { ...(latest.current[key] ?? { verdict: null, evidence: null, note: '' }), ...patch };
      latest.current = { ...latest.current, [key]: next };
      setMarks(latest.current);
      clearTimeout(timers.current[key]);
      pending.current.add(key);
      if (delayed) timers.current[key] = setTimeout(() => void send(candidateId, criterionId, next), NOTE_DELAY_MS);
      else void send(candidateId, criterionId, next);
    },
    [send],
  );

  const retry = useCallback(
    (candidateId: string, criterionId: string) => {
      const state = latest.current[keyOf(candidateId, criterionId)];
      if (state) void send(candidateId, criterionId, state);
    },
    [send],
  );

  const values = Object.values(states);
  const overall: SaveState = values.includes('error') ? 'error' : values.includes('saving') ? 'saving' : values.includes('saved') ? 'saved' : 'idle';
  return {
    mark: (candidateId: string, criterionId: string): MarkState =>
      marks[keyOf(candidateId, criterionId)] ?? { verdict: null, evidence: null, note: '' },
    state: (candidateId: string, criterionId: string): SaveState => states[keyOf(candidateId, criterionId)] ?? 'idle',
    change,
    retry,
    overall,
  };
}
