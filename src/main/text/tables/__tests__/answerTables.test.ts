/**
 * A questionnaire's answer table: a question over it, a head naming the figures' columns, and rows of
 * periods ("Reporting year", "Past year 1") whose year is the year their period ends.
 */
import { describe, expect, it } from 'vitest';
import { readPageTables } from '../pageTables';
import { item, page, row } from './page';

describe('table model: questionnaire answer tables', () => {
  it('gives each period row the year its end date names, figures cut from dates set tight after them', () => {
    const items = [
      item("C6.3 What were your organization's gross global Scope 2 emissions in metric tons", 40, 60),
      item('CO2e?', 40, 72),
      ...row(90, [
        ['Scope 2, location-based', 150],
        ['Scope 2, market-based', 280],
        ['End date', 420]
      ]),
      item('Reporting year', 40, 108),
      item('642,650', 180, 108),
      item('488,640', 300, 108),
      item('December 31, 2023', 336, 108),
      item('Past year 1', 40, 124),
      item('591,580', 180, 124),
      item('506,440', 300, 124),
      item('December 31, 2022', 336, 124)
    ];
    const cells = readPageTables(page(items), 3).tables.flatMap((t) => t.cells);
    expect(cells.map((c) => [c.metric, c.year, c.raw, c.unit?.tonnesPer])).toEqual([
      ['Scope 2, location-based', 2023, '642,650', 1],
      ['Scope 2, market-based', 2023, '488,640', 1],
      ['Scope 2, location-based', 2022, '591,580', 1],
      ['Scope 2, market-based', 2022, '506,440', 1]
    ]);
  });
});
