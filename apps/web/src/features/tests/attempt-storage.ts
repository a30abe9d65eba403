/**
 * What the taking screen keeps on the device for an attempt, so that a reload or a dead phone
 * loses nothing: the answers not yet acknowledged by the server, the flags and the question on screen.
 */
export const pendingKey = (attemptId: string) => `jk-test-pending:${attemptId}`;
export const flagsKey = (attemptId: string) => `jk-test-flags:${attemptId}`;
export const positionKey = (attemptId: string) => `jk-test-position:${attemptId}`;

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
    // Storage full or blocked: the answer is still sent.
  }
};

/** Once the attempt is submitted nothing of it needs to stay on the device. */
export function forgetAttempt(attemptId: string) {
  localStorage.removeItem(pendingKey(attemptId));
  localStorage.removeItem(flagsKey(attemptId));
  localStorage.removeItem(positionKey(attemptId));
}
