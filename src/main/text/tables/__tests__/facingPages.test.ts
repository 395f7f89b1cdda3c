/**
 * A table run across a spread: the left page prints labels (some with a comma or a colon), units and the first
 * years, the facing page the later years on the same lines without labels, its head set high above a gap where the
 * left page prints a group heading.
 */
import { describe, expect, it } from 'vitest';
import { readReportTables, type PageGeometry } from '../pageTables';
import { item, page, row } from './page';

const LABELS = [
  'Scope 1 – direct emissions',
  'Scope 2 – indirect, location-based',
  'Scope 2 – indirect, market-based',
  'Scope 3 – value chain'
];
const TOPS = [209, 226, 243, 260];

function leftPage(): PageGeometry {
  return page([
    item('Climate data at a glance', 56, 114, 14),
    item('The table runs across both pages of this spread. 2020 is the base year of our targets.', 56, 139, 9, 410),
    ...row(164, [
      ['Indicator', 56],
      ['Unit', 312],
      ['2020 (base year)', 440],
      ['2022', 555]
    ]),
    item('Greenhouse gas emissions', 56, 186),
    item('Total emissions (Scope 1, 2 market-based, 3)', 56, 277),
    item('t CO2e', 312, 277),
    item('3,298,900', 455, 277),
    item('2,945,200', 540, 277),
    item('Revenue, intensity and energy', 56, 300),
    ...['renewable electricity', 'natural gas', 'other fuels'].flatMap((source, i) => [
      item(`Energy consumed: ${source}`, 56, 320 + 17 * i),
      item('% of total energy', 312, 320 + 17 * i),
      item(['64', '21', '15'][i]!, 480, 320 + 17 * i),
      item(['66', '20', '14'][i]!, 570, 320 + 17 * i)
    ]),
    ...LABELS.flatMap((label, i) => [
      item(label, 56, TOPS[i]!),
      item('t CO2e', 312, TOPS[i]!),
      item(['312,230', '375,800', '265,880', '2,720,790'][i]!, 460, TOPS[i]!),
      item(['287,250', '311,270', '233,970', '2,423,980'][i]!, 545, TOPS[i]!)
    ])
  ]);
}

function rightPage(withHead = true): PageGeometry {
  return page([
    ...(withHead
      ? row(164, [
          ['2023', 69],
          ['2024', 149]
        ])
      : []),
    ...TOPS.flatMap((top, i) => [
      item(['269,930', '279,460', '221,810', '2,380,750'][i]!, 58, top),
      item(['248,170', '259,900', '211,580', '2,289,260'][i]!, 138, top)
    ])
  ]);
}

async function cellsOf(pages: PageGeometry[]) {
  async function* each() {
    for (const [i, p] of pages.entries()) yield { pageNumber: i + 2, page: p };
  }
  return (await readReportTables(each())).flatMap((t) => t.cells.map((c) => [c.page, c.metric, c.year, c.value]));
}

describe('table model: a table run across a spread', () => {
  it('reads the left page, labels with a comma or a colon being no prose beside the table', async () => {
    const cells = await cellsOf([leftPage()]);
    expect(cells).toContainEqual([2, 'Scope 2 – indirect, location-based', 2020, 375_800]);
    expect(cells).toContainEqual([2, 'Energy consumed: renewable electricity', 2022, 66]);
  });

  it("gives the facing page's rows the labels on their lines, under its own head", async () => {
    const cells = await cellsOf([leftPage(), rightPage()]);
    expect(cells.filter((c) => c[0] === 3)).toEqual([
      [3, 'Scope 1 – direct emissions', 2023, 269_930],
      [3, 'Scope 1 – direct emissions', 2024, 248_170],
      [3, 'Scope 2 – indirect, location-based', 2023, 279_460],
      [3, 'Scope 2 – indirect, location-based', 2024, 259_900],
      [3, 'Scope 2 – indirect, market-based', 2023, 221_810],
      [3, 'Scope 2 – indirect, market-based', 2024, 211_580],
      [3, 'Scope 3 – value chain', 2023, 2_380_750],
      [3, 'Scope 3 – value chain', 2024, 2_289_260]
    ]);
  });

  it('reads nothing into figures without labels when no page before prints them on those lines', async () => {
    const cells = await cellsOf([page([item('Our approach', 56, 100)]), rightPage()]);
    expect(cells).toEqual([]);
  });
});
