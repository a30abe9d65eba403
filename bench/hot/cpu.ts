/** CPU time of this process (the API or the floor runs in it) and of every PostgreSQL server process, in µs. */
import { readdirSync, readFileSync } from 'node:fs';

const TICK_US = 1_000_000 / 100; // Linux USER_HZ: /proc/<pid>/stat counts in 1/100 s

/** utime + stime of every process named `postgres` (the server's backends; none where /proc is absent), by pid. */
function postgresCpuUs(): Map<string, number> {
  const byPid = new Map<string, number>();
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return byPid;
  }
  for (const pid of entries) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      if (stat.slice(stat.indexOf('(') + 1, close) !== 'postgres') continue;
      const fields = stat.slice(close + 2).split(' ');
      byPid.set(pid, (Number(fields[11]) + Number(fields[12])) * TICK_US); // utime, stime (fields 14, 15)
    } catch {
      // the process ended between the listing and the read
    }
  }
  return byPid;
}

export interface CpuSample {
  node: number;
  postgres: Map<string, number>;
}

export function cpuNow(): CpuSample {
  const u = process.cpuUsage();
  return { node: u.user + u.system, postgres: postgresCpuUs() };
}

/**
 * CPU used since `start`. PostgreSQL's is summed per backend: one that ended meanwhile (an idle
 * connection of another pool closing) would otherwise take its whole past CPU off the total.
 */
export function cpuSince(start: CpuSample): { node: number; postgres: number } {
  const now = cpuNow();
  let postgres = 0;
  for (const [pid, us] of now.postgres) postgres += us - (start.postgres.get(pid) ?? 0);
  return { node: now.node - start.node, postgres };
}
