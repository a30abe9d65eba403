import { describe, expect, it } from 'vitest';
import { isTransient, serialRunner, withoutAcknowledged, withoutKey } from './device-queue';

const day = (activities: string, seq: number) => ({ activities, seq });

describe('the device queue after an acknowledgement', () => {
  it('the acknowledged copy leaves the queue, the other items stay', () => {
    const sent = day('Memasang kabel jaringan', 2);
    expect(withoutAcknowledged({ '2026-11-02': sent, '2026-11-03': day('Rapat', 1) }, '2026-11-02', sent)).toEqual({ '2026-11-03': day('Rapat', 1) });
  });

  it('a newer copy written while the older one was on its way stays queued', () => {
    const sent = day('Memasang kabel', 1);
    const queue = { '2026-11-02': day('Memasang kabel dan menguji', 2) };
    expect(withoutAcknowledged(queue, '2026-11-02', sent)).toBe(queue);
  });

  it('a refused item leaves without touching the others', () => {
    expect(withoutKey({ a: day('x', 1), b: day('y', 1) }, 'a')).toEqual({ b: day('y', 1) });
  });

  it('no network and a server failure are "not now"; a refusal is "never"', () => {
    expect(isTransient({ code: 'NETWORK', status: 0 })).toBe(true);
    expect(isTransient({ code: 'HTTP_ERROR', status: 503 })).toBe(true);
    expect(isTransient({ code: 'VALIDATION', status: 400 })).toBe(false);
    expect(isTransient({ code: 'CONFLICT', status: 409 })).toBe(false);
  });
});

describe('sending passes one at a time', () => {
  it('a pass asked for during another starts after it, and its caller waits for both', async () => {
    const run = serialRunner();
    const log: string[] = [];
    let finishFirst!: () => void;
    const first = run(async () => {
      log.push('first starts');
      await new Promise<void>((resolve) => (finishFirst = resolve));
      log.push('first ends');
    });
    const second = run(async () => {
      log.push('second starts');
    });
    await Promise.resolve();
    expect(log).toEqual(['first starts']);
    finishFirst();
    await second;
    expect(log).toEqual(['first starts', 'first ends', 'second starts']);
    await first;
  });

  it("a failed pass is its caller's failure and the next pass still runs", async () => {
    const run = serialRunner();
    const failed = run(async () => {
      throw new Error('offline');
    });
    let ran = false;
    const next = run(async () => {
      ran = true;
    });
    await expect(failed).rejects.toThrow('offline');
    await next;
    expect(ran).toBe(true);
  });
});
