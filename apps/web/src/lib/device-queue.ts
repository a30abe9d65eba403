/**
 * What a screen keeps on the device until the server has it: a map of items (a test's answers by
 * question, a PKL journal's days by date), each numbered with a rising `seq`. A reload or a dead
 * phone loses nothing, and an item the student changed while an older copy was on its way is not
 * dropped when the older copy's acknowledgement arrives. The test runner and the PKL journal
 * both keep their unsent work this way.
 */
export interface Sequenced {
  seq: number;
}

export function readJson<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

export const writeJson = (key: string, value: unknown) => {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the item is still sent while the page is open.
  }
};

/** The queue once `sent` was answered (either way): it leaves, unless a newer copy took its place meanwhile. */
export function withoutAcknowledged<T extends Sequenced>(pending: Record<string, T>, key: string, sent: Sequenced): Record<string, T> {
  if ((pending[key]?.seq ?? 0) > sent.seq) return pending;
  return withoutKey(pending, key);
}

/** The queue without one item (the server refused it outright: sending it again would be refused again). */
export function withoutKey<T>(pending: Record<string, T>, key: string): Record<string, T> {
  const { [key]: _gone, ...rest } = pending;
  return rest;
}

/** A failure that means "not now" (no network, the server down) rather than "never" (the server refused it). */
export function isTransient(error: { code?: string; status?: number }): boolean {
  return error.code === 'NETWORK' || (error.status ?? 0) >= 500;
}

/**
 * Runs the queue's sends one pass at a time. A caller that arrives while a pass is under way gets
 * a pass of its own right after it, and its promise settles when that pass has ended: an answer
 * chosen during a send is sent next (not at the next 10 s retry), and a submit that asks for the
 * queue to be sent waits for the pass already on its way instead of finding the queue still full.
 * A pass that fails does not stop the later ones.
 */
export function serialRunner(): (pass: () => Promise<void>) => Promise<void> {
  let last: Promise<void> = Promise.resolve();
  return (pass) => {
    const next = last.then(pass);
    last = next.catch(() => undefined);
    return next;
  };
}
