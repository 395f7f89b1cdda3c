import { describe, expect, it } from 'vitest';
import type { BlockInfo, LineInfo } from '../../../ingest/types';
import { scoreSegment } from '../detect';
import { segmentSentences, type SegmentablePage } from '../../../text/sentences';
import { tableRowClaimText } from '../../../text/tableRows';
import { cleanCaption, cleanRowLabel, isColumnHeading, splitHeaderNote } from '../../../text/tableWording';

/** A synthetic page: one block per line group, lines stacked down one column, all in body type. */
function tablePage(blocks: string[][]): SegmentablePage {
  let text = '';
  const lines: LineInfo[] = [];
  const infos: BlockInfo[] = [];
  blocks.forEach((block, b) => {
    if (b > 0) text += '\n';
    const blockStart = text.length;
    const firstLine = lines.length;
    block.forEach((t, l) => {
      if (l > 0) text += '\n';
      const start = text.length;
      text += t;
      lines.push({
        start,
        end: text.length,
        box: { x: 0.1, y: 0.1 + 0.02 * lines.length, w: 0.6, h: 0.015 },
        fontSize: 10,
        bold: false,
        block: b
      });
    });
    infos.push({
      start: blockStart,
      end: text.length,
      box: { x: 0.1, y: 0.1, w: 0.8, h: 0.1 },
      fontSize: 10,
      firstLine,
      lineCount: block.length
    });
  });
  return { text, lines, blocks: infos };
}

const claimTexts = (p: SegmentablePage): string[] =>
  segmentSentences(p)
    .filter((s) => s.kind === 'table_row')
    .map((s) => scoreSegment(s))
    .filter((d) => d.isClaim)
    .map((d) => d.text);

describe('table-row claim wording', () => {
  it('leaves column headings ("Scope", "Unit") out of the claim', () => {
    const p = tablePage([
      ['Gross emissions by scope are shown below in tonnes of carbon dioxide equivalent for both years.'],
      ['Scope 2022 2023 Unit'],
      ['Scope 1 4,210 3,980 tCO2e', 'Scope 2 (market-based) 1,733 1,512 tCO2e']
    ]);
    const texts = claimTexts(p);
    expect(texts).toEqual([
      'Scope 1 (tCO2e): 2022 4,210; 2023 3,980',
      'Scope 2 (market-based) (tCO2e): 2022 1,733; 2023 1,512'
    ]);
    for (const t of texts) expect(t).not.toMatch(/Unit|—/);
  });

  it('puts the caption first and the header unit with the label: "<caption>: <label> (<unit>) — <values>"', () => {
    const p = tablePage([
      ['Energy and water at our plants'],
      ['in MWh 2022 2023 Change in %'],
      ['Electricity purchased 61,400 58,950 -4.0%', 'Heat from own boilers 12,800 12,020 -6.1%']
    ]);
    expect(claimTexts(p)).toEqual([
      'Energy and water at our plants: Electricity purchased (MWh) — 2022 61,400; 2023 58,950; -4.0%',
      'Energy and water at our plants: Heat from own boilers (MWh) — 2022 12,800; 2023 12,020; -6.1%'
    ]);
  });

  it('does not take a line of column headings, a broken row or a prose fragment for a caption', () => {
    const p = tablePage([
      ['Packaging materials'],
      ['Indicator Unit Target Result'],
      ['Cardboard boxes - -'],
      ['and other supplies'],
      ['2021 2022 2023'],
      ['Recycled paper share 41% 47% 52%']
    ]);
    expect(claimTexts(p)).toEqual(['Packaging materials: Recycled paper share — 2021 41%; 2022 47%; 2023 52%']);
  });

  it('names a bare "Total" row by its caption, and still drops it without one', () => {
    const captioned = tablePage([['Water withdrawal'], ['(million m3) 2022 2023'], ['Total 8.4 7.9']]);
    expect(claimTexts(captioned)).toEqual(['Water withdrawal: Total (million m3) — 2022 8.4; 2023 7.9']);
    expect(claimTexts(tablePage([['2022 2023'], ['Total 8.4 7.9']]))).toEqual([]);
  });

  it('moves a unit printed after the label into brackets and drops column dates from the label', () => {
    const row = {
      label: 'Rainwater harvested Fiscal Year Million cubic meter',
      cells: ['0.31', '0.27', '14.8%'],
      units: []
    };
    expect(tableRowClaimText(row, ['FY2023', 'FY2022'])).toBe(
      'Rainwater harvested (Million cubic meter): FY2023 0.31; FY2022 0.27; 14.8%'
    );
    expect(tableRowClaimText(row, ['FY2023', 'FY2022'], { title: 'Water' })).toBe(
      'Water: Rainwater harvested (Million cubic meter) — FY2023 0.31; FY2022 0.27; 14.8%'
    );
  });
});

describe('tableWording', () => {
  it('rejects column headings, leftover cells and prose pieces as captions', () => {
    for (const t of ['Scope Unit', 'Indicator Unit Target Result', 'Change in %', 'FY2023 FY2022 +/-'])
      expect(isColumnHeading(t)).toBe(true);
    expect(cleanCaption('Scope Unit')).toBeNull();
    expect(cleanCaption('Cardboard boxes - -')).toBeNull();
    expect(cleanCaption('Solvent use 12%')).toBeNull();
    expect(cleanCaption('and other supplies')).toBeNull();
    expect(cleanCaption('The median tenure in')).toBeNull();
  });

  it('cleans codes, column headings and cut-off notes from a caption, keeping "Scope 3"', () => {
    expect(cleanCaption('Q4.2 Direct emissions, metric tons CO2e Comment')).toBe('Direct emissions, metric tons CO2e');
    expect(cleanCaption('Key environmental figures Fiscal Year/ September 30th Unit +/- Standards (KP')).toBe(
      'Key environmental figures'
    );
    expect(cleanCaption('3 Our environmental figures')).toBe('Our environmental figures');
    expect(cleanCaption('Indirect emissions (scope 2)')).toBe('Indirect emissions (scope 2)');
    expect(cleanCaption('Scope 3')).toBe('Scope 3');
  });

  it('splits a header note into a unit and a caption', () => {
    expect(splitHeaderNote('Scope Unit')).toEqual({});
    expect(splitHeaderNote('Change in %')).toEqual({});
    expect(splitHeaderNote('(tonnes CO2e)')).toEqual({ unit: 'tonnes CO2e' });
    expect(splitHeaderNote('GHG emissions (tCO2e)')).toEqual({ unit: 'tCO2e', caption: 'GHG emissions' });
    expect(splitHeaderNote('in t CO2e')).toEqual({ unit: 't CO2e' });
  });

  it('separates a trailing unit from a row label, but not the object of "of"', () => {
    expect(cleanRowLabel('Groundwater Million cubic meter')).toEqual({
      label: 'Groundwater',
      unit: 'Million cubic meter'
    });
    expect(cleanRowLabel('Heat pumps installed Total No. (rounded)')).toEqual({
      label: 'Heat pumps installed Total',
      unit: 'No.'
    });
    expect(cleanRowLabel('Volunteer days Sept. 30th Cases')).toEqual({ label: 'Volunteer days', unit: 'Cases' });
    expect(cleanRowLabel('Number of people')).toEqual({ label: 'Number of people' });
    expect(cleanRowLabel('Staff trained hours')).toEqual({ label: 'Staff trained hours' });
    expect(cleanRowLabel('12.5 Solar parks')).toEqual({ label: 'Solar parks' });
    expect(cleanRowLabel('metric tons Refrigerant losses of CO e emissions')).toEqual({
      label: 'Refrigerant losses',
      unit: 'metric tons CO2e'
    });
  });
});
