import { describe, expect, it } from 'vitest';
import { claimFigures } from '../../../facts/claimFigures';
import type { ReportReader } from '../../readContext';
import { searched } from '../agent';
import type { StatedText } from '../../../facts/inventory';

const hit = (id: string, text: string) => ({
  id,
  sourceType: 'report',
  reportId: 'r',
  refId: id,
  title: '',
  pageStart: 4,
  pageEnd: 4,
  text,
  score: 1,
  via: 'fts'
});

/** A report whose search answers every query with the same passages. */
function reader(passages: Array<ReturnType<typeof hit>>) {
  const reads = { search: 0, page: 0 };
  const report = {
    search: async () => (reads.search++, passages),
    page: async () => (reads.page++, null)
  } as unknown as ReportReader;
  return { report, reads };
}

describe("re-investigation search (the Judge's refined queries)", () => {
  it('reads each passage and sentence once, whatever the number of queries, and skips what the run already reads', async () => {
    const known: StatedText[] = [
      {
        text: 'Scope 1   emissions were 40,000 tCO2e in 2023.',
        figures: claimFigures('Scope 1 emissions were 40,000 tCO2e in 2023.'),
        page: 2,
        rects: [],
        source: { kind: 'claim', claimId: 'c1' }
      }
    ];
    const { report, reads } = reader([
      hit(
        'chunk-a',
        'Scope 1 emissions were 40,000 tCO2e in 2023. Scope 2 emissions were 12,000 tCO2e in 2023. We value our people.'
      ),
      hit('chunk-b', 'Scope 2 emissions were 12,000 tCO2e in 2023. Scope 3 emissions were 90,000 tCO2e in 2023.')
    ]);
    const out = await searched(report, ['scope 2 emissions 2023', 'scope 3 inventory', 'market-based scope 2'], known);
    expect(out.map((s) => s.text)).toEqual([
      'Scope 2 emissions were 12,000 tCO2e in 2023.',
      'Scope 3 emissions were 90,000 tCO2e in 2023.'
    ]);
    expect(out.map((s) => s.source)).toEqual([
      { kind: 'report_figure', figureId: 'search:chunk-a:44' },
      { kind: 'report_figure', figureId: 'search:chunk-b:44' }
    ]);
    expect(reads.search).toBe(3);
  });
});
