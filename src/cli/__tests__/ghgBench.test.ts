import { describe, expect, it } from 'vitest';
import type { GhgObservation } from '../../main/facts/inventory';
import { formatGhgBench, scoreInventory, type GhgBenchRow, type GoldFigure } from '../bench/ghgBench';

const gold = (g: Partial<GoldFigure> & Pick<GoldFigure, 'kind' | 'year' | 'tonnes'>): GoldFigure => ({
  report: 'acme',
  source: 'test',
  ...g
});
const read = (o: Partial<GhgObservation> & Pick<GhgObservation, 'kind' | 'tonnes' | 'page'>): GhgObservation => ({
  raw: String(o.tonnes),
  start: 0,
  end: 0,
  rects: [],
  text: '',
  source: { kind: 'table_row', rowId: 'r1' },
  ...o
});

describe('ghgBench scoreInventory', () => {
  it('matches a gold figure with a page only to figures read on that page', () => {
    const g = gold({ kind: 'scope1', year: 2023, tonnes: 387_000, page: 109 });
    expect(scoreInventory([g], [read({ kind: 'scope1', year: 2023, tonnes: 387_000, page: 109 })]).found).toBe(1);
    const elsewhere = scoreInventory([g], [read({ kind: 'scope1', year: 2023, tonnes: 387_000, page: 60 })]);
    expect(elsewhere).toMatchObject({ found: 0, wrong: [], wrongScale: [], missing: [g] });
    expect(elsewhere.otherPage).toEqual([{ gold: g, pages: [60] }]);
    // Without a page, any page counts (the first gold lines' PROVENANCE figures).
    const { page: _page, ...noPage } = g;
    expect(scoreInventory([noPage], [read({ kind: 'scope1', year: 2023, tonnes: 387_000, page: 60 })]).found).toBe(1);
  });

  it('tells a value read at the wrong scale (×10^k, within 0.5 %) from a wrong value', () => {
    const g = gold({ kind: 'scope3', year: 2023, tonnes: 483_188_000, page: 110 });
    const slip = scoreInventory([g], [read({ kind: 'scope3', year: 2023, tonnes: 483_188, page: 110 })]);
    expect(slip).toMatchObject({ found: 0, wrong: [], missing: [] });
    expect(slip.wrongScale).toEqual([{ gold: g, read: [483_188], k: -3 }]);
    // Rounded printing at another scale still counts as a scale slip (483.2 million t).
    expect(
      scoreInventory([g], [read({ kind: 'scope3', year: 2023, tonnes: 483.2e9, page: 110 })]).wrongScale[0]?.k
    ).toBe(3);
    const off = scoreInventory([g], [read({ kind: 'scope3', year: 2023, tonnes: 457_606_000, page: 110 })]);
    expect(off).toMatchObject({ found: 0, wrongScale: [], missing: [] });
    expect(off.wrong).toEqual([{ gold: g, read: [457_606_000] }]);
    // A right value on the page wins over a slip beside it.
    expect(
      scoreInventory(
        [g],
        [
          read({ kind: 'scope3', year: 2023, tonnes: 483_188, page: 110 }),
          read({ kind: 'scope3', year: 2023, tonnes: 483_188_000, page: 110 })
        ]
      ).found
    ).toBe(1);
  });

  it('keys on kind (or the gold alias), year, basis, category, and leaves components out', () => {
    const total = gold({ kind: 'scope1_2', year: 2023, tonnes: 2_542, page: 143, basis: 'market', alias: 'total' });
    expect(
      scoreInventory([total], [read({ kind: 'total', basis: 'market', year: 2023, tonnes: 2_542, page: 143 })]).found
    ).toBe(1);
    expect(
      scoreInventory([total], [read({ kind: 'scope1_2', basis: 'location', year: 2023, tonnes: 2_542, page: 143 })])
        .missing
    ).toEqual([total]);
    const cat = gold({ kind: 'scope3_category', category: 11, year: 2022, tonnes: 92_947_849, page: 139 });
    expect(
      scoreInventory(
        [cat],
        [
          read({ kind: 'scope3_category', category: 1, year: 2022, tonnes: 92_947_849, page: 139 }),
          read({ kind: 'scope3_category', category: 11, year: 2022, tonnes: 92_947_849, page: 139, component: true })
        ]
      ).missing
    ).toEqual([cat]);
  });

  it('prints the wrong-scale count beside found, wrong and missing', () => {
    const g = gold({ kind: 'scope2', basis: 'market', year: 2023, tonnes: 163_000, page: 109 });
    const row: GhgBenchRow = {
      report: 'acme',
      gold: 1,
      ...scoreInventory([g], [read({ kind: 'scope2', basis: 'market', year: 2023, tonnes: 163, page: 109 })]),
      inventory: 1,
      checks: { pass: 0, fail: 0, inconclusive: 0 },
      checklist: { present: 0, missing: 0, open: 0, missingIds: [] },
      failed: [],
      ms: 1,
      metricsMs: 1
    };
    const text = formatGhgBench([row]);
    expect(text).toContain('wrong scale');
    expect(text).toContain(
      'total: 0 of 1 gold figures found with the right value (0 wrong, 1 at the wrong scale, 0 missing)'
    );
    expect(text).toContain('scope2 (market) 2023 read at the wrong scale (×10^-3) as 163 (gold 163000, p. 109)');
  });
});
