/**
 * What the taking screen keeps on the device for an attempt, so that a reload or a dead phone
 * loses nothing: the answers not yet acknowledged by the server, the flags and the question on screen.
 */
export const pendingKey = (attemptId: string) => `jk-test-pending:${attemptId}`;
export const flagsKey = (attemptId: string) => `jk-test-flags:${attemptId}`;
export const positionKey = (attemptId: string) => `jk-test-position:${attemptId}`;

export { readJson, writeJson } from '../../lib/device-queue';

/** Once the attempt is submitted nothing of it needs to stay on the device. */
export function forgetAttempt(attemptId: string) {
  localStorage.removeItem(pendingKey(attemptId));
  localStorage.removeItem(flagsKey(attemptId));
  localStorage.removeItem(positionKey(attemptId));
}
