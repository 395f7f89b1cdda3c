/**
 * An intensity recomputed from its printed numerator and revenue (issue 26 item 3, the
 * intensity_mismatch kind of docs/eval-reports.md) on a tiny inventory.
 */
import { describe, expect, it } from 'vitest';
import { ghgInventory } from '../../../facts/inventory';
import { checkIntensityRecomputed } from '../intensityRecomputed';
import { stated } from './statedLines';

const run = (lines: Array<[number, string]>) => {
  const items = stated(lines);
  return checkIntensityRecomputed(items, ghgInventory(items));
};
const TABLE: Array<[number, string]> = [
  [2, 'GHG emissions (t CO2e): Scope 1 — 2023 430,000; 2024 392,150'],
  [2, 'GHG emissions (t CO2e): Scope 2 (market-based) — 2023 120,000; 2024 113,460'],
  [5, 'Revenue in 2024 was EUR 2,719 million.']
];
const prose = (value: string): [number, string] => [
  5,
  `Our Scope 1 and 2 (market-based) emission intensity was ${value} t CO₂e per EUR million of revenue in 2024.`
];

describe('intensity recomputed from its numerator and revenue', () => {
  it('reads pounds sterling: revenue in £m and an intensity per £m named in its row', () => {
    const gbp: Array<[number, string]> = [
      TABLE[0]!,
      TABLE[1]!,
      [2, 'Revenue (£m) — 2024 GBP 2,719 million'],
      [2, 'Intensity ratio: tCO₂e (Scope 1 and 2, market-based) per £m revenue (t CO2e/GBP million) — 2024 VALUE']
    ];
    const at = (v: string) => run(gbp.map(([p, t]): [number, string] => [p, t.replace('VALUE', v)]))[0];
    expect(at('186.0')).toMatchObject({ result: 'pass' });
    expect(at('241.8')).toMatchObject({ result: 'fail' });
  });

  it('passes an intensity that equals Scope 1 + Scope 2 over revenue', () => {
    const [c] = run([...TABLE, prose('186.0')]);
    expect(c).toMatchObject({ checkName: 'intensity_recomputed', result: 'pass' });
    expect(c!.computation).toBe('505,610 t / 2,719 EUR m = 185.95; stated 186.0 (± 1 %)');
  });

  it('fails one the printed figures contradict, naming the intensity, numerator, revenue and their pages', () => {
    const [c] = run([...TABLE, prose('242.0')]);
    expect(c).toMatchObject({ checkName: 'intensity_recomputed', result: 'fail', severity: 'medium' });
    expect(c!.message).toBe(
      'Page 5 states a Scopes 1+2 (market-based) intensity of 242.0 t CO2e per EUR million for 2024, but ' +
        '505,610 t CO2e of Scopes 1+2 (market-based) (p. 2) over EUR 2,719 million of revenue (p. 5) gives 185.95.'
    );
    expect(c!.values.map((v) => [v.label, v.value, v.unit, v.page, v.role])).toEqual([
      ['stated intensity, 2024', 242, 't CO2e/EUR million', 5, 'tested'],
      ['Scope 1, 2024', 392_150, 't CO2e', 2, 'input'],
      ['Scope 2 (market-based), 2024', 113_460, 't CO2e', 2, 'input'],
      ['revenue, 2024', 2719, 'EUR million', 5, 'input']
    ]);
  });

  it('reads the revenue and the intensity from one statement (two sentences the claims engine kept together)', () => {
    const both: [number, string] = [
      5,
      'Revenue in 2024 was EUR 2,719 million. Our Scope 1 and 2 (market-based) emission intensity was 242.0 t ' +
        'CO₂e per EUR million of revenue.'
    ];
    const [c] = run([TABLE[0]!, TABLE[1]!, both]);
    expect(c).toMatchObject({ result: 'fail' });
    expect(c!.values.map((v) => [v.label, v.value])).toContainEqual(['revenue, 2024', 2719]);
  });

  it('reads a table row of intensity, and leaves an intensity alone whose numerator or revenue is not printed', () => {
    const row: [number, string] = [6, 'Scope 1+2 (market-based) intensity (t CO2e/EUR million) — 2024 150.0'];
    expect(run([...TABLE, row]).map((c) => c.result)).toEqual(['fail']);
    const revenueRow: [number, string] = [6, 'Revenue (EUR million) — 2021 2,100; 2022 2,300; 2023 2,500; 2024 2,719'];
    expect(run([TABLE[0]!, TABLE[1]!, revenueRow, prose('186.0')]).map((c) => c.result)).toEqual(['pass']);
    expect(run([TABLE[0]!, TABLE[2]!, prose('186.0')])).toEqual([]);
    expect(run([TABLE[0]!, TABLE[1]!, prose('186.0')])).toEqual([]);
    expect(run([...TABLE, [5, 'Our emission intensity was 186.0 t CO₂e per EUR million of revenue.']])).toEqual([]);
  });
});
