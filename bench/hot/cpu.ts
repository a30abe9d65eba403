/** CPU time of this process (the API or the floor runs in it) and of every PostgreSQL server process, in µs. */
import { readdirSync, readFileSync } from 'node:fs';

const TICK_US = 1_000_000 / 100; // Linux USER_HZ: /proc/<pid>/stat counts in 1/100 s

/** utime + stime of every process named `postgres` (the server's backends; 0 where /proc is absent). */
function postgresCpuUs(): number {
  let total = 0;
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return 0;
  }
  for (const pid of entries) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      if (stat.slice(stat.indexOf('(') + 1, close) !== 'postgres') continue;
      const fields = stat.slice(close + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12])) * TICK_US; // utime, stime (fields 14, 15)
    } catch {
      // the process ended between the listing and the read
    }
  }
  return total;
}

export interface CpuSample {
  node: number;
  postgres: number;
}

export function cpuNow(): CpuSample {
  const u = process.cpuUsage();
  return { node: u.user + u.system, postgres: postgresCpuUs() };
}

export function cpuSince(start: CpuSample): CpuSample {
  const now = cpuNow();
  return { node: now.node - start.node, postgres: now.postgres - start.postgres };
}
