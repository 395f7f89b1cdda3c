/**
 * "Since then" bound to the year the sentence before names (issue 26 item 2): the progress check then
 * recomputes the change from the figures of that year, as for "since 2018".
 */
import { describe, expect, it } from 'vitest';
import { ghgInventory } from '../../../facts/inventory';
import { checkProgress } from '../progressCheck';
import { checkYoy } from '../yoyCheck';
import { withSinceThen } from '../sinceThen';
import { stated } from './statedLines';

const BASE =
  'In our 2018 baseline year, Scope 1 emissions were 879,100 metric tons CO2e and market-based Scope 2 emissions 693,900 metric tons CO2e.';
const THEN = 'Since then, combined Scope 1 and 2 emissions have come down 43.7%.';
const TABLE: [number, string] = [2, 'Scope 1 (tCO2e) — 2018 879,100; 2025 640,000'];
const TABLE2: [number, string] = [2, 'Scope 2 market-based (tCO2e) — 2018 693,900; 2025 434,900'];
const page = (text: string) => [{ page: 3, text }];

describe('"since then"', () => {
  it('takes the one year the sentence before names, keeping the figures where they were', () => {
    const [src] = stated([[3, THEN]]);
    // The goal table's last row stands right above, with no full stop: its years are not the sentence's.
    const rows = 'Reduce absolute Scope 3 GHG emissions 9,087.9 7,525.9 (17.2)% Behind\n30% by 2030';
    const out = withSinceThen(src!, page(`${rows}\n${BASE.replace('market-based', 'market-\nbased')} ${THEN}`));
    expect(out.text).toBe('Since 2018, combined Scope 1 and 2 emissions have come down 43.7%.');
    expect(out.text.slice(out.figures[0]!.start, out.figures[0]!.end)).toBe(
      src!.text.slice(src!.figures[0]!.start, src!.figures[0]!.end)
    );
  });

  it('stays unresolved when the sentence before names no year or two', () => {
    const [src] = stated([[3, THEN]]);
    expect(withSinceThen(src!, page(`We cut waste. ${THEN}`)).text).toBe(THEN);
    expect(withSinceThen(src!, page(`Between 2018 and 2020 we moved. ${THEN}`)).text).toBe(THEN);
  });

  it('fails progress that the figures of that year contradict, naming both values', () => {
    const items = stated([TABLE, TABLE2, [3, BASE], [3, THEN]]);
    const checks = checkProgress(items, ghgInventory(items), page(`${BASE} ${THEN}`));
    const c = checks.find((x) => x.statedPct === -43.7);
    expect(c).toMatchObject({ result: 'fail', baseYear: 2018, year: 2025 });
  });
  it('weighs each basis when Scope 2 has one value per basis, and stays inconclusive when a basis is restated', () => {
    const loc: [number, string] = [2, 'Scope 2 location-based (tCO2e) — 2018 798,700; 2025 609,500'];
    const restated: [number, string] = [4, 'Scope 2 market-based (tCO2e) — 2018 650,000'];
    const both = stated([
      TABLE,
      TABLE2,
      loc,
      [3, 'Since 2018, combined Scope 1 and 2 emissions have come down 43.7%.']
    ]);
    expect(checkProgress(both, ghgInventory(both))[0]).toMatchObject({ result: 'fail' });
    const again = stated([
      TABLE,
      TABLE2,
      loc,
      restated,
      [3, 'Since 2018, combined Scope 1 and 2 emissions have come down 43.7%.']
    ]);
    expect(checkProgress(again, ghgInventory(again))[0]).toMatchObject({ result: 'inconclusive' });
  });
  it('never judges by a value that would leave nothing of the series (an intensity read as a level)', () => {
    const misread: [number, string] = [4, 'Scope 1 and 2 (market-based) emissions (tCO2e) — 2025 129'];
    const items = stated([
      TABLE,
      TABLE2,
      misread,
      [3, 'Since 2018, combined Scope 1 and 2 emissions have come down 43.7%.']
    ]);
    const c = checkProgress(items, ghgInventory(items))[0];
    expect(c).toMatchObject({ result: 'inconclusive' });
  });

  it('reads "That is 12.3 per cent lower than in 2022" as the change of the figure the sentence before states', () => {
    const LEVEL = 'On our own operations: Scope 1 came in at 469,690 tonnes of CO₂ equivalent for 2023.';
    const THAT = 'That is 12.3 per cent lower than in 2022, and most of it is the fuel-switch at two sites.';
    const items = stated([
      [2, 'Scope 1 (tCO2e) — 2022 493,220; 2023 469,690'],
      [1, LEVEL],
      [1, THAT]
    ]);
    const checks = checkYoy(items, ghgInventory(items), [{ page: 1, text: `${LEVEL} ${THAT}` }]);
    const c = checks.find((x) => x.statedPct === -12.3);
    expect(c).toMatchObject({ result: 'fail', year: 2023, priorYear: 2022 });
    // The sentence before's own figure is not checked a second time.
    expect(checks.filter((x) => x.statedPct === -12.3)).toHaveLength(1);
    // Without the page text, the sentence stands alone: no subject, no check.
    expect(checkYoy(items, ghgInventory(items)).find((x) => x.statedPct === -12.3)).toBeUndefined();
  });
});
