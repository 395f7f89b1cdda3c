/**
 * A table's change column, worded with the row's own two figures, recomputed from the row itself; a row
 * outside the inventory (reduced emissions) gives no statement.
 */
import { describe, expect, it } from 'vitest';
import { readPageTables } from '../../../text/tables/pageTables';
import { item, page, row } from '../../../text/tables/__tests__/page';
import { changeTexts } from '../../../facts/changeRows';
import { ghgInventory } from '../../../facts/inventory';
import { runReportChecks } from '../reportChecks';

const table = (head: string, label: string, pct: string, caption = 'GHG emissions (t CO2e)', s3 = '(3.5)%') =>
  readPageTables(
    page([
      item(caption, 40, 80),
      ...row(100, [
        ['2018 (base year)', 200],
        ['2024', 290],
        ['2025', 350],
        [head, 420]
      ]),
      ...row(130, [
        [label, 40],
        ['879,100', 200],
        ['673,000', 290],
        ['640,000', 350],
        [pct, 440]
      ]),
      ...row(148, [
        ['Scope 3', 40],
        ['9,087,900', 200],
        ['7,796,300', 290],
        ['7,525,900', 350],
        [s3, 440]
      ])
    ]),
    2
  ).tables;

const results = (head: string, pct: string, s3?: string) => {
  const items = changeTexts(table(head, 'Scope 1', pct, undefined, s3));
  return runReportChecks(items, [], 'r')
    .checks.filter((c) => c.checkName === 'yoy_change' || c.checkName === 'baseline_progress')
    .map((c) => [c.checkName, c.result]);
};

describe('change columns recomputed from their rows', () => {
  it("words each change with the row's two figures", () => {
    expect(changeTexts(table('% change 2025 vs. 2024', 'Scope 1', '(4.9)%')).map((s) => s.text)).toEqual([
      'In 2025, Scope 1 was 640,000 t CO2e, 4.9 % lower than in 2024, when it was 673,000 t CO2e.',
      'In 2025, Scope 3 was 7,525,900 t CO2e, 3.5 % lower than in 2024, when it was 7,796,300 t CO2e.'
    ]);
  });

  it('passes a change the row gives and fails one it contradicts', () => {
    expect(results('% change 2025 vs. 2024', '(4.9)%')).toEqual([
      ['yoy_change', 'pass'],
      ['yoy_change', 'pass']
    ]);
    expect(results('% change 2025 vs. 2024', '(12.4)%')).toContainEqual(['yoy_change', 'fail']);
    // Against the base year: the row's 2018 figure, whatever the check's name.
    expect(results('Change vs. baseline', '−27.2 %', '−17.2 %').map(([, r]) => r)).toEqual(['pass', 'pass']);
    expect(results('Change vs. baseline', '−39.2 %', '−17.2 %').map(([, r]) => r)).toEqual(['fail', 'pass']);
  });

  it('words no change of a row outside the inventory', () => {
    const reduced = table(
      '% change 2025 vs. 2024',
      'Scope 1',
      '(4.9)%',
      'Reduced emissions through renewable energy (t CO2e)'
    );
    expect(changeTexts(reduced)).toEqual([]);
    expect(ghgInventory(changeTexts(reduced))).toEqual([]);
  });
});
