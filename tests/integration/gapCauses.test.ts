/**
 * Causes of false or noisy gaps found by reading the scan's gaps against real reports (docs/legal-gaps.md,
 * "Measured"), each reproduced on a generated twin (scripts/fixtures/gapTwins.mjs) through real ingestion
 * and the offline claims engine:
 * - a statement that names its subject in one sentence and goes on in the next ("Our Sustainability
 *   Committee … validates the emissions targets. It reviews progress on them several times a year.");
 * - opportunity-aligned activities given as an EU Taxonomy KPI whose figures stand in a table;
 * - "resilience" used for adaptation is not a resilience assessment: no scenario analysis stays one gap;
 * - a condition the report suggests (a carbon-neutral claim) makes its paragraph apply, silence does not;
 * - a partial gap needs the paragraph's own topic (assets exposed to a risk, not the risk named), and
 *   cites at most five pages, those where checks were met or the topic stands most.
 */
import { describe, expect, it } from 'vitest';
import type { GapScanResult } from '../../src/main/agents/legal/gaps/scan';
import { useImportedFixture } from '../helpers/importedFixture';
import { scanTwin } from '../helpers/gapTwinScan';

const context = useImportedFixture('gaps-board-in-context.pdf');
const taxonomy = useImportedFixture('gaps-taxonomy.pdf');
const resilience = useImportedFixture('gaps-resilience-word.pdf');
const suggested = useImportedFixture('gaps-credits-suggested.pdf');
const silent = useImportedFixture('gaps-credits-silent.pdf');
const noExposure = useImportedFixture('gaps-no-exposure.pdf');

const statusOf = (res: GapScanResult, id: string) => res.coverage.find((c) => c.paragraphId === id)?.status;

describe('gap scan: causes of false gaps', () => {
  it('reads a briefing frequency stated in the sentence after the one naming the board committee', async () => {
    const res = await scanTwin(context);
    expect(statusOf(res, 'S2.6(a)(iii)')).toMatch(/^covered/u);
    expect(res.gaps).toEqual([]);
  });

  it('counts an EU Taxonomy alignment KPI as the share of activities aligned with climate opportunities', async () => {
    const res = await scanTwin(taxonomy);
    expect(statusOf(res, 'S2.29(d)')).toMatch(/^covered/u);
    expect(res.gaps).toEqual([]);
  });

  it('does not read "resilience" used for adaptation as a resilience assessment', async () => {
    const res = await scanTwin(resilience);
    const s222 = res.gaps.filter((g) => g.paragraphId.startsWith('S2.22'));
    expect(
      s222.map((g) => [g.paragraphId, g.gapStatus]),
      JSON.stringify(s222.map((g) => [g.paragraphId, g.pages, g.missingRequirements]))
    ).toEqual([['S2.22', 'unaddressed']]);
    for (const id of ['S2.22(a)(i)', 'S2.22(a)(ii)', 'S2.22(a)(iii)(1)'])
      expect(statusOf(res, id), id).toBe('unaddressed');
  });

  it('applies the carbon-credit paragraphs when the report claims carbon neutrality, and says why', async () => {
    const res = await scanTwin(suggested);
    expect(res.gaps.length).toBeGreaterThan(0);
    for (const g of res.gaps) {
      expect(g.paragraphId).toMatch(/^S2\.36\(e\)/u);
      expect(g.searched).toMatch(
        /applies because the report suggests carbon credits to meet a net target without saying either way: ".*carbon neutral by 2028\." \(p\. \d+\)/u
      );
    }
  });

  it('leaves them not applicable when the report never mentions credits or neutrality', async () => {
    const res = await scanTwin(silent);
    expect(res.gaps).toEqual([]);
    const c = res.coverage.find((x) => x.paragraphId === 'S2.36(e)(i)')!;
    expect(c.status).toBe('not_applicable');
    expect(c.reason).toMatch(/the report does not mention any$/u);
  });

  it('makes exposure metrics unaddressed, not partial, when the risks are only named', async () => {
    const res = await scanTwin(noExposure);
    for (const id of ['S2.29(b)', 'S2.29(c)'])
      expect(
        res.gaps.find((g) => g.paragraphId === id),
        JSON.stringify(res.gaps.find((g) => g.paragraphId === id))
      ).toMatchObject({ gapStatus: 'unaddressed', pages: [] });
    for (const g of res.gaps.filter((x) => x.gapStatus === 'partial'))
      expect(g.pages.length, g.paragraphId).toBeLessThanOrEqual(5);
  });
});
