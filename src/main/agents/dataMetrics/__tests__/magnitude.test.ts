import { describe, expect, it } from 'vitest';
import { claimFigures } from '../../../facts/claimFigures';
import { ghgInventory } from '../../../facts/inventory';
import { checkMagnitudes } from '../magnitudeCheck';

const run = (lines: string[]) =>
  checkMagnitudes(
    ghgInventory(
      lines.map((text, i) => ({
        text,
        figures: claimFigures(text),
        page: i + 1,
        rects: [],
        source: { kind: 'claim' as const, claimId: `c${i}` }
      }))
    )
  );

describe('checkMagnitudes', () => {
  it('flags a value about 10× or 1000× off the next year, naming both pages', () => {
    const [c] = run(['Scope 1 (tCO2e) — 2022 4,820; 2023 48,200']);
    expect(c).toMatchObject({ result: 'fail', series: 'Scope 1' });
    expect(c!.message).toMatch(/about 10× apart/);
    expect(run(['Scope 3 (tCO2e) — 2021 120.4; 2022 118,300'])[0]?.result).toBe('fail');
  });

  it('flags a lost thousand between a base year and the latest year, the real change in between included', () => {
    // 311,710 in 2019, 229,670,000 in 2024 (212,310 t printed in kg-sized digits): ×737, not ×1000.
    const c = run(['Scope 2 market-based (tCO2e) — 2019 311,710; 2024 229,670,000'])[0];
    expect(c).toMatchObject({ result: 'fail' });
    expect(c!.message).toMatch(/about 1000× apart/);
    // A fall to almost nothing is real (market-based Scope 2 once the electricity bought is renewable).
    expect(run(['Scope 2 market-based (tCO2e) — 2022 1,948; 2023 3'])[0]?.result).toBe('pass');
    // Real hundredfold-scale changes of a volatile series keep the narrow band.
    expect(run(['GHG emissions (Scope 3): Business travel (tCO2e) — 2019 2,000; 2024 1,300,000'])[0]?.result).toBe(
      'pass'
    );
  });

  it('lets real changes pass, however large, when they are not a power of ten', () => {
    expect(run(['Scope 1 (tCO2e) — 2021 10,000; 2022 31,000; 2023 9,100'])[0]?.result).toBe('pass');
    expect(run(['Scope 1 (tCO2e) — 2023 9,100'])).toEqual([]);
  });

  it('does not take a tenfold change of a Scope 3 category for a slip, but still a thousandfold one', () => {
    const S3 = 'GHG emissions (Scope 3)';
    expect(run([`${S3}: Downstream transportation and distribution (kt CO2e) — 2022 366; 2023 40`])[0]?.result).toBe(
      'pass'
    );
    expect(run([`${S3}: Business travel (tCO2e) — 2022 1,820; 2023 1,790,000`])[0]?.result).toBe('fail');
  });
});
