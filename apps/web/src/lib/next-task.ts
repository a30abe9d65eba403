interface TaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a later task of the browser's event loop, so the work after it runs as a task of its
 * own: between the two, the browser can paint and answer a tap. `scheduler.yield()` where the browser
 * has it (it resumes ahead of other queued tasks), else a zero-delay timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
