/** The load generator's parent side: forks `load.ts` (autocannon) and runs one spec at a time over IPC. */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadResult, LoadSpec } from './load.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));

export class Loader {
  private child: ChildProcess;
  private nextId = 1;
  private pending = new Map<number, { resolve: (r: LoadResult) => void; reject: (e: Error) => void }>();

  constructor() {
    this.child = fork(path.join(HERE, 'load.ts'), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    this.child.on('message', (msg: { ok: boolean; result?: LoadResult; id?: number; error?: string }) => {
      const id = msg.ok ? msg.result!.id : msg.id!;
      const waiter = this.pending.get(id);
      if (!waiter) return;
      this.pending.delete(id);
      if (msg.ok) waiter.resolve(msg.result!);
      else waiter.reject(new Error(msg.error));
    });
    this.child.on('exit', (code) => {
      for (const waiter of this.pending.values()) waiter.reject(new Error(`load generator exited (${code})`));
      this.pending.clear();
    });
  }

  run(spec: Omit<LoadSpec, 'id'>): Promise<LoadResult> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.child.send({ ...spec, id });
    });
  }

  close() {
    if (this.child.connected) this.child.disconnect();
  }
}
