#!/usr/bin/env node
// What Lighthouse's simulated LCP waits for: Lantern's own estimate recomputed from a real run's
// trace and network log, with every request's simulated start and end.
//
// Usage: LIGHTHOUSE_JSON_DIR=/tmp/lh npx playwright test --project=lighthouse --no-deps
//        node bench/web/lantern-path.mjs /tmp/lh/opportunity.artifacts.json
//
// Lantern keeps on the LCP path every request that began before the LCP observed in the trace (all
// but low-priority images), so the last rows are what the estimate ends with.
import { readFileSync } from 'node:fs';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

const file = process.argv[2];
if (!file) {
  console.error('usage: node bench/web/lantern-path.mjs <page>.artifacts.json');
  process.exit(2);
}
const artifacts = JSON.parse(readFileSync(file, 'utf8'));
const data = {
  trace: artifacts.Trace,
  devtoolsLog: artifacts.DevtoolsLog,
  gatherContext: artifacts.GatherContext,
  settings: artifacts.settings,
  URL: artifacts.URL,
  SourceMaps: artifacts.SourceMaps ?? [],
  HostDPR: artifacts.HostDPR,
};
const lcp = await LanternLargestContentfulPaint.request(data, { computedCache: new Map() });
const ms = (value) => Math.round(value);
console.log(
  `LCP (simulated): optimistic ${ms(lcp.optimisticEstimate.timeInMs)} ms, pessimistic ${ms(lcp.pessimisticEstimate.timeInMs)} ms, reported ${ms(lcp.timing)} ms`,
);
const rows = [...lcp.optimisticEstimate.nodeTimings]
  .filter(([node]) => node.type === 'network')
  .map(([node, timing]) => ({
    start: ms(timing.startTime),
    end: ms(timing.endTime),
    kb: (node.request.transferSize / 1024).toFixed(1),
    connection: node.request.connectionId,
    url: node.request.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 80),
  }))
  .sort((a, b) => a.start - b.start || a.end - b.end);
console.log('start\tend\tKB\tconnection\trequest');
for (const row of rows) console.log(`${row.start}\t${row.end}\t${row.kb}\t${row.connection}\t${row.url}`);
