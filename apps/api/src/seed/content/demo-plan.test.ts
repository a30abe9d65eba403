import { describe, expect, it } from 'vitest';
import { DEMO_STUDENT_EMAIL, planAttempts, planTests, type DemoStudent } from './demo-plan.js';

let next = 0;
const newId = () => `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`;

describe('demo attempts', () => {
  const tests = planTests(newId);
  const students: DemoStudent[] = [
    { id: 's0', email: DEMO_STUDENT_EMAIL, program: 'rpl', demoSchool: true },
    ...(['tkj', 'dkv', 'akl', 'otkp', 'tkr', 'tbg', 'phtl', 'rpl', 'akl', 'tkr'] as const).map((program, i) => ({
      id: `s${i + 1}`,
      email: `siswa${i}@x.id`,
      program,
      demoSchool: i % 2 === 0,
    })),
  ];
  const attempts = planAttempts(tests, students, new Date('2026-11-24T08:00:00Z'));

  it('the demo student finished RIASEC, Big Five, attitude and the RPL test, with a clear investigative profile and a pass', () => {
    const own = attempts.filter((a) => a.studentId === 's0');
    expect(own.map((a) => a.testKey).sort()).toEqual(['attitude', 'big-five', 'competency-rpl', 'riasec']);
    const riasec = own.find((a) => a.testKey === 'riasec')?.result;
    expect(riasec?.instrument === 'riasec' && riasec.code.startsWith('I')).toBe(true);
    const rpl = own.find((a) => a.testKey === 'competency-rpl')?.result;
    expect(rpl?.instrument === 'points' && rpl.passed).toBe(true);
  });

  it('results vary: different Holland codes, passes and fails', () => {
    const codes = new Set(attempts.flatMap((a) => (a.result.instrument === 'riasec' ? [a.result.code.charAt(0)] : [])));
    expect(codes.size).toBeGreaterThanOrEqual(4);
    const passed = attempts.flatMap((a) => (a.result.instrument === 'points' ? [a.result.passed] : []));
    expect(passed).toContain(true);
    expect(passed).toContain(false);
    for (const a of attempts) expect(a.submittedAt.getTime()).toBeGreaterThan(a.startedAt.getTime());
  });

  it('every answer is one the test can score (same ids, answered in full)', () => {
    for (const a of attempts) {
      const test = tests.find((t) => t.key === a.testKey);
      expect(a.answers).toHaveLength(test?.questions.length ?? -1);
    }
  });
});
