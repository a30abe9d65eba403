// A round's answers as a spreadsheet: one row per graduate, Indonesian headers (the questions' Indonesian
// wording), answer values as the options' Indonesian labels.
import { and, asc, eq } from 'drizzle-orm';
import {
  ALUMNI_STATUS_SOURCE_LABELS,
  TRACER_RESPONSE_STATUS_LABELS,
  VOCATIONAL_PROGRAM_LABELS,
  type Scope,
  type TTracerQuestion,
  type VocationalProgram,
} from '@jalurkarir/shared';
import type { DbExecutor } from '../../db/client.js';
import { alumni, tracerResponses, users } from '../../db/schema.js';
import type { Caller } from '../../plugins/auth.js';
import { writeSpreadsheet, type Column } from '../spreadsheets/spreadsheet.js';
import { scopedRound } from './rounds.js';

function answerText(question: TTracerQuestion, value: unknown): string {
  if (value === undefined || value === null) return '';
  const label = (v: unknown) => question.options?.find((o) => o.value === v)?.label.id ?? String(v);
  return Array.isArray(value) ? value.map(label).join('; ') : label(value);
}

export async function roundSpreadsheet(db: DbExecutor, scope: Scope, caller: Caller | null, roundId: string) {
  const round = await scopedRound(db, scope, caller, roundId);
  const lines = await db
    .select({ name: users.name, nisn: users.nisn, program: alumni.program, class_name: alumni.className, line: tracerResponses })
    .from(tracerResponses)
    .innerJoin(alumni, eq(alumni.userId, tracerResponses.alumniId))
    .innerJoin(users, eq(users.id, tracerResponses.alumniId))
    .where(and(eq(tracerResponses.roundId, round.id)))
    .orderBy(asc(alumni.className), asc(users.name));
  const fixed = ['No', 'NISN', 'Nama Lulusan', 'Kompetensi Keahlian', 'Kelas', 'Status Respons', 'Sumber Data', 'Tanggal Menjawab'];
  const columns: Column[] = [...fixed.map((key) => ({ key, text: key === 'NISN' })), ...round.questions.map((q) => ({ key: q.label.id }))];
  const rows = lines.map((l, i) => ({
    No: i + 1,
    NISN: l.nisn ?? '',
    'Nama Lulusan': l.name,
    'Kompetensi Keahlian': l.program ? (VOCATIONAL_PROGRAM_LABELS[l.program as VocationalProgram] ?? l.program) : '',
    Kelas: l.class_name ?? '',
    'Status Respons': TRACER_RESPONSE_STATUS_LABELS[l.line.status],
    'Sumber Data': l.line.source ? ALUMNI_STATUS_SOURCE_LABELS[l.line.source] : '',
    'Tanggal Menjawab': l.line.respondedAt ? l.line.respondedAt.toISOString().slice(0, 10) : '',
    ...Object.fromEntries(round.questions.map((q) => [q.label.id, answerText(q, l.line.answers?.[q.key])])),
  }));
  return { name: `tracer-${round.graduationYear}`, file: await writeSpreadsheet('xlsx', 'Tracer', columns, rows) };
}
