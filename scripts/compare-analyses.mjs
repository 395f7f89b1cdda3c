#!/usr/bin/env node
// Compares two `sibyl analyze` output folders (report.json and the CSVs) with what must differ between
// two runs of the same analysis taken out: run and request ids (UUIDs), timestamps, durations and the
// order in which concurrent agents finished (a claim's findings, the audit trail and the CSVs' lists
// such as "legal; data_metrics" are compared as sets, since agents of one cycle commit in the order
// they finish). Used to
// check that a speed change leaves claims, findings and verdicts as they were (docs/performance.md).
// Usage: node scripts/compare-analyses.mjs <before-dir> <after-dir>   (exit 1 when they differ)
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const ISO = /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z/g;
const DROPPED = new Set(['startedAt', 'finishedAt', 'compiledAt', 'exportedAt', 'wallMs', 'ms', 'timings', 'at']);
/** Lists whose order is the order concurrent agents finished in. */
const UNORDERED = new Set(['audit', 'findings', 'findingIds']);

const text = (s) => s.replace(UUID, '<uuid>').replace(ISO, '<time>');

function normal(value, key = '') {
  if (typeof value === 'string') return text(value);
  if (Array.isArray(value)) {
    const items = value.map((v) => normal(v));
    if (!UNORDERED.has(key)) return items;
    return items
      .map((v) => [JSON.stringify(v), v])
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([, v]) => v);
  }
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => !DROPPED.has(k))
        .map(([k, v]) => [k, normal(v, k)])
    );
  return value;
}

/** The first few paths where two normalized documents differ. */
function differences(a, b, path = '$', out = []) {
  if (out.length >= 10) return out;
  if (typeof a !== typeof b || Array.isArray(a) !== Array.isArray(b) || a === null || b === null) {
    if (a !== b) out.push(`${path}: ${JSON.stringify(a)?.slice(0, 100)} ≠ ${JSON.stringify(b)?.slice(0, 100)}`);
    return out;
  }
  if (typeof a !== 'object') {
    if (a !== b) out.push(`${path}: ${JSON.stringify(a).slice(0, 100)} ≠ ${JSON.stringify(b).slice(0, 100)}`);
    return out;
  }
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  if (Array.isArray(a) && a.length !== b.length) out.push(`${path}: ${a.length} items ≠ ${b.length} items`);
  for (const k of keys) differences(a[k], b[k], Array.isArray(a) ? `${path}[${k}]` : `${path}.${k}`, out);
  return out;
}

const [before, after] = process.argv.slice(2);
if (!before || !after) {
  process.stderr.write('usage: node scripts/compare-analyses.mjs <before-dir> <after-dir>\n');
  process.exit(2);
}
let differs = false;
const json = (dir) => normal(JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')));
const found = differences(json(before), json(after));
if (found.length) differs = true;
process.stdout.write(`report.json: ${found.length ? `differs\n  ${found.join('\n  ')}` : 'same'}\n`);
for (const csv of ['claims.csv', 'checks.csv', 'gaps.csv']) {
  if (!existsSync(join(before, csv)) && !existsSync(join(after, csv))) continue;
  const lines = (dir) =>
    text(readFileSync(join(dir, csv), 'utf8'))
      .split('\n')
      .map((l) => l.replace(/(?<=^|,)[^,"]*; [^,"]*(?=,|$)/g, (cell) => cell.split('; ').sort().join('; ')));
  const [a, b] = [lines(before), lines(after)];
  const at = a.findIndex((l, i) => l !== b[i]);
  const same = at < 0 && a.length === b.length;
  if (!same) differs = true;
  process.stdout.write(`${csv}: ${same ? 'same' : `differs from line ${at < 0 ? a.length + 1 : at + 1}`}\n`);
}
process.exit(differs ? 1 : 0);
