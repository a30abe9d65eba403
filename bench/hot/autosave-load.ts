/**
 * The autosave load generator, a child process of `run.ts` (it never shares the API's event loop).
 * Open loop: save k is due at `k / rate` seconds after the start whether or not earlier saves were
 * answered, so a slow server shows as latency instead of as fewer requests (no coordinated
 * omission). Latency counts from the moment a save was due. Each save belongs to one student
 * session (its own bearer token and attempt) in turn; a student's saves walk the test's questions
 * with a rising `seq`. One save in ten is sent again after its answer (a client retry, same seq)
 * and one in twenty is followed by an older duplicate (seq − 1, another option) arriving late.
 */
import http from 'node:http';

export interface AutosaveSession {
  token: string;
  attemptId: string;
}

export interface AutosaveSpec {
  origin: string;
  sessions: AutosaveSession[];
  questions: { id: string; options: string[] }[];
  /** Scheduled saves per second (retries and late duplicates come on top). */
  rate: number;
  /** Seconds. */
  duration: number;
  /** Added to every seq, so that successive runs on the same attempts keep rising. */
  seqBase: number;
}

export interface AutosaveResult {
  sent: number;
  ok: number;
  non2xx: number;
  errors: number;
  statusCodes: Record<string, number>;
  p50: number;
  p99: number;
  max: number;
  /** Seconds from the first due save to the last answer. */
  seconds: number;
  /** "attemptId:questionId" → the highest seq acknowledged (2xx) for it. */
  acked: Record<string, number>;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

async function run(spec: AutosaveSpec): Promise<AutosaveResult> {
  const url = new URL(spec.origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: spec.sessions.length });
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  const acked: Record<string, number> = {};
  let sent = 0;
  let ok = 0;
  let errors = 0;

  const post = (session: AutosaveSession, body: string) =>
    new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          agent,
          method: 'POST',
          path: `/api/v1/test-attempt/answer?id=${session.attemptId}`,
          headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });

  /** One save; its latency counts from `due` (ms, performance.now()). */
  const save = async (session: AutosaveSession, question: { id: string }, option: string, seq: number, position: number, due: number) => {
    sent++;
    try {
      const status = await post(session, JSON.stringify({ question_id: question.id, option_ids: [option], seq, position }));
      latencies.push(performance.now() - due);
      statusCodes[status] = (statusCodes[status] ?? 0) + 1;
      if (status >= 200 && status < 300) {
        ok++;
        const key = `${session.attemptId}:${question.id}`;
        if ((acked[key] ?? -1) < seq) acked[key] = seq;
      }
    } catch {
      errors++;
    }
  };

  const total = Math.max(1, Math.round(spec.rate * spec.duration));
  const n = spec.sessions.length;
  const q = spec.questions.length;
  const inFlight = new Set<Promise<void>>();
  const start = performance.now() + 20;
  let k = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (k < total && start + (k * 1000) / spec.rate <= now) {
        const due = start + (k * 1000) / spec.rate;
        const session = spec.sessions[k % n]!;
        const round = Math.floor(k / n); // how many saves this session made before
        const position = round % q;
        const question = spec.questions[position]!;
        const option = question.options[(k + round) % question.options.length]!;
        const seq = spec.seqBase + 2 * (round + 1);
        const one = k;
        const p = (async () => {
          await save(session, question, option, seq, position, due);
          if (one % 10 === 0) await save(session, question, option, seq, position, performance.now());
          if (one % 20 === 0) await save(session, question, question.options[0]!, seq - 1, position, performance.now());
        })();
        inFlight.add(p);
        void p.finally(() => inFlight.delete(p));
        k++;
      }
      if (k < total) setTimeout(tick, 1);
      else resolve();
    };
    tick();
  });
  await Promise.all(inFlight);
  const seconds = (performance.now() - start) / 1000;
  agent.destroy();
  const sorted = Float64Array.from(latencies).sort();
  return {
    sent,
    ok,
    non2xx: sent - ok - errors,
    errors,
    statusCodes,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? NaN,
    seconds,
    acked,
  };
}

process.on('message', (spec: AutosaveSpec) => {
  run(spec).then(
    (result) => process.send!({ ok: true, result }),
    (error: unknown) => process.send!({ ok: false, error: String((error as Error)?.stack ?? error) }),
  );
});
process.on('disconnect', () => process.exit(0));
