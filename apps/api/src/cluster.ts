import cluster, { type Worker } from 'node:cluster';

/**
 * The primary process of `WORKERS=N npm start` (node:cluster): it forks N API workers that share
 * the one port (the primary hands each new connection to the next worker) and never touches the
 * database. Each worker is a whole API process (server.ts): it migrates under the start-up lock,
 * keeps its own ranking index, and shares every other piece of state through PostgreSQL.
 *
 * - A worker that dies after it was serving is replaced. One that dies before it ever listened
 *   (a bad DATABASE_URL, a failed migration) would die again: everything stops, exit code 1.
 * - SIGTERM or SIGINT to the primary is passed to every worker once as SIGTERM (each finishes its
 *   requests, see server.ts); the primary exits when they have, 0 if they all exited 0. Workers
 *   ignore SIGINT themselves: Ctrl-C reaches the whole process group, and the primary's SIGTERM is
 *   the one signal each worker acts on. A second signal kills the workers at once (exit 1).
 */
export function runPrimary(workers: number): void {
  const listened = new Set<number>();
  let stopping = false;
  let exitCode = 0;

  const alive = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead());
  const stopAll = (code: number) => {
    exitCode = Math.max(exitCode, code);
    if (stopping) return;
    stopping = true;
    for (const worker of alive()) worker.process.kill('SIGTERM');
    if (alive().length === 0) process.exit(exitCode);
  };

  cluster.on('listening', (worker) => listened.add(worker.id));
  cluster.on('exit', (worker, code, signal) => {
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (stopping) {
      if (code !== 0) exitCode = 1;
      if (alive().length === 0) process.exit(exitCode);
      return;
    }
    if (!listened.has(worker.id)) {
      console.error(`worker ${worker.process.pid} exited (${how}) before it served: stopping every worker`);
      stopAll(1);
      return;
    }
    console.warn(`worker ${worker.process.pid} exited (${how}): starting another`);
    cluster.fork();
  });

  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.warn(`second ${signal}: killing the workers now`);
      for (const worker of alive()) worker.process.kill('SIGKILL');
      process.exit(1);
    }
    console.info(`${signal}: stopping ${alive().length} workers`);
    stopAll(0);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  console.info(`JalurKarir primary ${process.pid}: starting ${workers} workers`);
  for (let i = 0; i < workers; i++) cluster.fork();
}
