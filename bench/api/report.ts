/** The results of a run: rows and plans collected while measuring, and how they are printed and written. */
import type { LoadResult } from './load.js';
import {
  BIG_SCHOOL,
  CONNECTIONS,
  DB_CHOICE,
  DURATION,
  LOGIN_CONNECTIONS,
  LOGIN_DURATION,
  SCHOOLS,
  STUDENTS,
  SUITE,
  SUITES,
  USERS,
  WARMUP,
} from './options.js';

export interface Row {
  db: string;
  scenario: string;
  connections: number;
  duration: number;
  result: LoadResult;
  plan: string;
  planMs: string;
}

export const rows: Row[] = [];
export const planSections: string[] = [];

export function describeFailures(r: LoadResult): string {
  const bad = Object.entries(r.statusCodes).filter(([code]) => !code.startsWith('2'));
  const parts = bad.map(([code, n]) => `${n}×${code}`);
  if (r.errors) parts.push(`${r.errors} errors`);
  if (r.timeouts) parts.push(`${r.timeouts} timeouts`);
  return parts.join(', ') || '0';
}

export function fmtRps(v: number): string {
  return v >= 100 ? Math.round(v).toLocaleString('en') : v.toFixed(1);
}
export function fmtMs(v: number): string {
  if (!Number.isFinite(v)) return '—';
  return v >= 100 ? v.toFixed(0) : v >= 10 ? v.toFixed(1) : v.toFixed(2);
}

export function table(): string {
  const head =
    '| Database | Scenario | Conns | Dur (s) | Req/s | p50 (ms) | p99 (ms) | Responses | Non-2xx / errors | Scans (EXPLAIN ANALYZE) | DB time (ms) |';
  const sep = '|---|---|--:|--:|--:|--:|--:|--:|---|---|--:|';
  const lines = rows.map(
    (r) =>
      `| ${r.db} | ${r.scenario} | ${r.connections} | ${r.duration} | ${fmtRps(r.result.rps)} | ${fmtMs(r.result.p50)} | ${fmtMs(r.result.p99)} | ${r.result.total.toLocaleString('en')} | ${describeFailures(r.result)} | ${r.plan || '—'} | ${r.planMs || '—'} |`,
  );
  return [head, sep, ...lines].join('\n');
}

export function settings(): string {
  const data = SUITES.map((suite) =>
    suite === 'users'
      ? `users suite: ${USERS.toLocaleString('en')} extra users (+ demo seed)`
      : `siswa suite: seed:large, ${SCHOOLS.toLocaleString('en')} schools + ${STUDENTS.toLocaleString('en')} students (+ demo seed), ${BIG_SCHOOL ? `${BIG_SCHOOL.toLocaleString('en')} of them gathered into school 90000001` : 'spread evenly'}`,
  );
  return `suite ${SUITE}, db ${DB_CHOICE}; ${DURATION} s per scenario (login ${LOGIN_DURATION} s) after a ${WARMUP} s warm-up; ${CONNECTIONS} connections (login ${LOGIN_CONNECTIONS}); ${data.join('; ')}`;
}
