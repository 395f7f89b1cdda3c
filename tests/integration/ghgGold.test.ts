/**
 * Gold figures of the six shared reports (issue 26 item 6) as a regression test: the same run as
 * `npm run bench -- --only ghg` (src/cli/bench/ghgBench.ts) over ../shared/data/reports, in a data folder of
 * its own. Every gold figure of bench/ghg-gold.jsonl must be read on its page with its value (none wrong,
 * none at a wrong scale, none missing), and no check but the IFRS S2 checklist may fail on these reports.
 * Skipped, with a line on stderr, when the shared reports are absent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createCore, type Core } from '../../src/main/core';
import { formatGhgBench, ghgBench, type GhgBenchRow, type GoldFigure } from '../../src/cli/bench/ghgBench';
import { freshDataDir, sharedReportsDir } from '../helpers/tempStores';

const goldPath = join(__dirname, '..', '..', 'bench', 'ghg-gold.jsonl');
const EXPECTED_REPORTS = 6;

/** The PDF of each report folder under ../shared/data/reports, in name order. */
function sharedPdfs(): string[] {
  if (!existsSync(sharedReportsDir)) return [];
  return readdirSync(sharedReportsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()
    .flatMap((name) => {
      const pdf = readdirSync(join(sharedReportsDir, name)).find((f) => f.toLowerCase().endsWith('.pdf'));
      return pdf ? [join(sharedReportsDir, name, pdf)] : [];
    });
}

const pdfs = sharedPdfs();
if (!pdfs.length)
  process.stderr.write(
    `ghgGold.test.ts skipped: no shared reports at ${sharedReportsDir}; ` +
      'the gold figures of bench/ghg-gold.jsonl are not checked\n'
  );

const label = (g: GoldFigure): string =>
  `${g.kind}${g.category ? ` cat. ${g.category}` : ''}${g.basis ? ` (${g.basis})` : ''} ${g.year} p. ${g.page ?? '?'}`;

describe.skipIf(!pdfs.length)('gold figures of the shared reports', () => {
  // Made in beforeAll, so that a skipped run leaves no data folder behind.
  let data: ReturnType<typeof freshDataDir> | undefined;
  let core: Core | undefined;
  let rows: GhgBenchRow[] = [];

  // Six reports imported, their claims extracted and their figures read: 2–3 minutes on 2 cores.
  beforeAll(async () => {
    data = freshDataDir();
    core = createCore({ dataDir: data.dataDir, host: 'cli', env: {} });
    rows = (await ghgBench(core, pdfs, goldPath)) ?? [];
    process.stdout.write(`${formatGhgBench(rows)}\n`);
    for (const r of rows) process.stdout.write(`ghg gold: ${r.report} ${r.found}/${r.gold} found\n`);
  }, 900_000);
  afterAll(async () => {
    await core?.close();
    data?.cleanup();
  });

  it('measures the six reports against every gold figure', () => {
    expect(rows.map((r) => r.report)).toHaveLength(EXPECTED_REPORTS);
    const goldLines = readFileSync(goldPath, 'utf8')
      .split('\n')
      .filter((l) => l.trim()).length;
    // Every gold line belongs to one of the six (Orange and SUEZ print no company-level inventory figure: none).
    expect(rows.reduce((s, r) => s + r.gold, 0)).toBe(goldLines);
  });

  it('reads every gold figure on its page with its value', () => {
    expect(rows).toHaveLength(EXPECTED_REPORTS);
    for (const r of rows) {
      expect(
        r.wrong.map((w) => `${label(w.gold)}: read ${w.read.join(' / ')}, gold ${w.gold.tonnes}`),
        `${r.report}: wrong values`
      ).toEqual([]);
      expect(
        r.wrongScale.map((w) => `${label(w.gold)}: ×10^${w.k}`),
        `${r.report}: wrong scale`
      ).toEqual([]);
      expect(r.missing.map(label), `${r.report}: not read`).toEqual([]);
      expect(r.found, `${r.report}: found of gold`).toBe(r.gold);
    }
  });

  it('fails no check but the IFRS S2 checklist', () => {
    expect(rows).toHaveLength(EXPECTED_REPORTS);
    for (const r of rows) {
      const failed = r.failed.filter((f) => !f.startsWith('metrics_checklist:'));
      expect(failed, `${r.report}: failed checks`).toEqual([]);
    }
  });
});
