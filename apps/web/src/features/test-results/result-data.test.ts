import { describe, expect, it } from 'vitest';
import { formatScore, resultChart, resultHeadline } from './result-data';

const identity = (s: string) => `[${s}]`;

describe('result chart mapping', () => {
  it('RIASEC: six radar axes in hexagon order with names in the UI language', () => {
    const chart = resultChart(
      { instrument: 'riasec', scores: { R: 10, I: 20, A: 30, S: 40, E: 50, C: 60 }, code: 'CES', differentiation: 50 },
      'en',
      identity,
    );
    expect(chart.kind).toBe('radar');
    expect(chart.rows.map((r) => [r.key, r.value])).toEqual([
      ['R', 10],
      ['I', 20],
      ['A', 30],
      ['S', 40],
      ['E', 50],
      ['C', 60],
    ]);
    expect(chart.rows[0]?.label).toBe('Realistic (R)');
    expect(
      resultChart({ instrument: 'riasec', scores: { R: 1, I: 1, A: 1, S: 1, E: 1, C: 1 }, code: 'RIA', differentiation: 0 }, 'id', identity).rows[4]
        ?.label,
    ).toBe('Wirausaha (Enterprising) (E)');
  });

  it('Big Five: domains on 0–100 in N E O A C order, short translated names, missing domains left out', () => {
    const chart = resultChart(
      {
        instrument: 'big-five',
        domains: [
          { domain: 'C', score: 120, count: 24, result: 'high', facets: [] },
          { domain: 'N', score: 24, count: 24, result: 'low', facets: [] },
        ],
      },
      'id',
      identity,
    );
    expect(chart).toEqual({
      kind: 'radar',
      rows: [
        { key: 'N', label: '[Neurotisisme] (N)', value: 0 },
        { key: 'C', label: '[Kehati-hatian] (C)', value: 100 },
      ],
    });
  });

  it('attitude and topics are bars; a point test without topics has no chart', () => {
    expect(
      resultChart({ instrument: 'attitude-scale', dimensions: [{ dimension: 'teamwork', score: 62.5 }], overall: 62.5 }, 'id', identity).rows,
    ).toEqual([{ key: 'teamwork', label: 'Kerja Sama', value: 62.5 }]);
    const points = { instrument: 'points' as const, score: 3, maxScore: 4, percent: 75, passed: true, topics: [] };
    expect(resultChart(points, 'en', identity).kind).toBe('none');
    expect(resultChart({ ...points, topics: [{ topic: 'Basis Data', score: 3, maxScore: 4, percent: 75 }] }, 'en', identity)).toEqual({
      kind: 'bars',
      rows: [{ key: 'Basis Data', label: 'Basis Data', value: 75 }],
    });
    expect(resultHeadline(points)).toEqual({ kind: 'points', percent: 75, score: 3, maxScore: 4, passed: true });
  });

  it('formats figures in the UI language', () => {
    expect(formatScore(72.5, 'id')).toBe('72,5');
    expect(formatScore(72.5, 'en')).toBe('72.5');
    expect(formatScore(100, 'en')).toBe('100');
  });
});
