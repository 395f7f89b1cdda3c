import { describe, expect, it } from 'vitest';
import { column, item, page } from '../../ingest/__tests__/helpers';
import { normalizeText } from '../../ingest/normalize';
import { segmentSentences, splitSentences, type SegmentablePage } from '../sentences';
import { parseSideBySideHeaders, parseTableRow, parseYearHeader } from '../../facts/tables';
import { tableRowClaimText } from '../tableRows';
import { handPage } from './handPage';

const texts = (p: SegmentablePage, opts = {}) => segmentSentences(p, opts).map((s) => s.text);

describe('segmentSentences: sentences inside blocks', () => {
  it('joins lines of a block and splits at sentence ends, with offsets into page.text', () => {
    const p = handPage([
      [
        'In 2023 we reduced Scope 1 emissions by 12% compared with',
        '2022. Our plants in Leipzig and Regensburg now run on',
        'renewable electricity.'
      ]
    ]);
    const segs = segmentSentences(p);
    expect(segs.map((s) => s.text)).toEqual([
      'In 2023 we reduced Scope 1 emissions by 12% compared with 2022.',
      'Our plants in Leipzig and Regensburg now run on renewable electricity.'
    ]);
    for (const s of segs) {
      expect(p.text.slice(s.start, s.end).replace(/\n/g, ' ')).toBe(s.text);
      expect(s.kind).toBe('sentence');
    }
  });

  it('does not split on abbreviations, decimals, initials or "U.S."', () => {
    const p = handPage([
      [
        "Capital expenditure was approx. EUR 3.5 m in 2023, i.e. 12% more than planned, e.g. for heat pumps at St. Louis and Dr. Smith's lab (see Fig. 4, p. 12).",
        'J. Doe chairs the committee of Acme Inc. and Beta Ltd. since 2021 with no. 3 on the U.S. list vs. peers.',
        'Emissions were 12,000 tCO2e. The target is 9,000 tCO2e.'
      ]
    ]);
    expect(texts(p)).toEqual([
      "Capital expenditure was approx. EUR 3.5 m in 2023, i.e. 12% more than planned, e.g. for heat pumps at St. Louis and Dr. Smith's lab (see Fig. 4, p. 12).",
      'J. Doe chairs the committee of Acme Inc. and Beta Ltd. since 2021 with no. 3 on the U.S. list vs. peers.',
      'Emissions were 12,000 tCO2e.',
      'The target is 9,000 tCO2e.'
    ]);
  });

  it('splits after "etc." only when a sentence starter follows', () => {
    const p = handPage([
      [
        'We recycle paper, glass, metals etc. The rate was 80% in 2023. We also sort plastics, cans etc. Across all sites this is audited.'
      ]
    ]);
    expect(texts(p)).toEqual([
      'We recycle paper, glass, metals etc.',
      'The rate was 80% in 2023.',
      'We also sort plastics, cans etc. Across all sites this is audited.'
    ]);
  });

  it('keeps a footnote number glued to the period with its sentence', () => {
    const p = handPage([['Our water withdrawal fell by 8% in 2023.1 The figure covers all production sites.']]);
    // After a digit, "2023.1" reads as a number, so the sentence does not end there.
    expect(texts(p)).toEqual(['Our water withdrawal fell by 8% in 2023.1 The figure covers all production sites.']);
    const p2 = handPage([['Our water withdrawal fell by 8% over the year.1 The figure covers all production sites.']]);
    expect(texts(p2)).toEqual([
      'Our water withdrawal fell by 8% over the year.1',
      'The figure covers all production sites.'
    ]);
  });

  it('reads words that ingestion de-hyphenated across lines as one word', () => {
    const raw = 'We achieved a reduc-\ntion of 30% in energy con-\nsumption at our sites in 2023.';
    const p = handPage([normalizeText(raw).split('\n')]);
    expect(texts(p)).toEqual(['We achieved a reduction of 30% in energy consumption at our sites in 2023.']);
  });

  it('never glues a heading block to the next paragraph', () => {
    const p = handPage(
      [['Climate Strategy and Targets'], ['We have committed to net zero emissions by 2040 across our operations.']],
      [16, 10]
    );
    expect(texts(p)).toEqual(['We have committed to net zero emissions by 2040 across our operations.']);
  });

  it('continues a sentence into the next block when it starts in lowercase (column break)', () => {
    const p = handPage([
      ['Our Supervisory Board approved the transition plan, which sets out how'],
      ['we will halve Scope 1 and 2 emissions by 2030. The plan is reviewed annually by the board.']
    ]);
    const segs = segmentSentences(p);
    expect(segs.map((s) => s.text)).toEqual([
      'Our Supervisory Board approved the transition plan, which sets out how we will halve Scope 1 and 2 emissions by 2030.',
      'The plan is reviewed annually by the board.'
    ]);
    expect(segs[0]!.block).toBe(0);
  });

  it('follows the reading order of a two-column page built by ingestion', () => {
    const items = [
      item('Environment', 50, 740, 18),
      ...column(
        ['Our plant in Spartanburg cut its water', 'use by 15% in 2023. All sites hold', 'ISO 14001 certificates.'],
        50,
        700
      ),
      ...column(
        ['Since 2021 the plant runs on solar', 'power from its own roof. Waste to', 'landfill fell to zero in 2022.'],
        320,
        700
      )
    ];
    expect(texts(page(items))).toEqual([
      'Our plant in Spartanburg cut its water use by 15% in 2023.',
      'All sites hold ISO 14001 certificates.',
      'Since 2021 the plant runs on solar power from its own roof.',
      'Waste to landfill fell to zero in 2022.'
    ]);
  });

  it('drops running headers and footers passed as skipLines, page numbers and contents lines', () => {
    const p = handPage([
      ['Sustainability Report 2023'],
      ['Climate strategy ........................ 12', 'Our people .............................. 24'],
      ['We reduced energy use in our offices by 9% in 2023.'],
      ['17']
    ]);
    const skip = new Set([0]);
    expect(texts(p, { skipLines: skip })).toEqual(['We reduced energy use in our offices by 9% in 2023.']);
  });

  it('keeps numbered paragraphs that name scopes (no contents page: "Scope 1" is no page number)', () => {
    const paragraphs = [
      "4.1 The Group's Scope 1 emissions for the year were 473,420 tonnes of CO2 equivalent (2024: 503,930 tonnes).",
      '4.2 Scope 2 emissions from purchased electricity were 306,870 tonnes on the location-based method.',
      '4.3 Scope 3 emissions in the value chain were 4,049,370 tonnes (2024: 4,170,650 tonnes).',
      '5.1 The Group has set targets to reduce its Scope 1 and 2 emissions by 28 per cent by 2027.',
      '5.2 Base-year Scope 1 emissions were 630,250 tonnes and Scope 2 emissions 348,280 tonnes.'
    ];
    expect(texts(handPage(paragraphs.map((t) => [t])))).toEqual(paragraphs);
  });

  it('drops captions, short fragments and labels without a verb, keeps nominal statements with figures', () => {
    const p = handPage([
      ['Figure 3: Scope 1 emissions by region were lower in 2023'],
      ['Key figures'],
      ['Energy and Carbon Management Overview'],
      ['42% reduction in Scope 1 and 2 emissions by 2030 against a 2019 baseline']
    ]);
    expect(texts(p)).toEqual(['42% reduction in Scope 1 and 2 emissions by 2030 against a 2019 baseline']);
  });
});

describe('segmentSentences: bullets', () => {
  it('starts a segment at each list marker and joins indented continuation lines', () => {
    const p = handPage([
      [
        'By 2030 we will:',
        { text: '• source 100% renewable electricity at all', x: 0.1 },
        { text: 'production sites worldwide;', x: 0.12 },
        { text: '- halve the water intensity of our dyeing plants;', x: 0.1 },
        { text: '(a) phase out single-use plastic packaging in retail.', x: 0.1 },
        { text: '2. Publish a verified transition plan every year.', x: 0.1 }
      ]
    ]);
    const segs = segmentSentences(p);
    expect(segs.map((s) => [s.kind, s.text])).toEqual([
      ['sentence', 'By 2030 we will:'],
      ['bullet', 'source 100% renewable electricity at all production sites worldwide;'],
      ['bullet', 'halve the water intensity of our dyeing plants;'],
      ['bullet', 'phase out single-use plastic packaging in retail.'],
      ['bullet', 'Publish a verified transition plan every year.']
    ]);
    for (const s of segs) expect(p.text.slice(s.start, s.end).replace(/\n/g, ' ')).toBe(s.text);
    expect(segs.slice(1).map((s) => s.lead)).toEqual(Array(4).fill('By 2030 we will:'));
  });

  it('splits inline bullet glyphs inside a line', () => {
    const p = handPage([
      ['Highlights • 35% less waste sent to landfill since 2019 • 1.2 million trees planted in Kenya in 2023']
    ]);
    expect(segmentSentences(p).map((s) => [s.kind, s.text])).toEqual([
      ['bullet', '35% less waste sent to landfill since 2019'],
      ['bullet', '1.2 million trees planted in Kenya in 2023']
    ]);
  });

  it('ends a bullet when a less indented paragraph follows a finished item', () => {
    const p = handPage([
      [
        { text: '• We installed 4 MW of rooftop solar in 2023.', x: 0.1 },
        { text: 'All our sites report energy data every month to the energy team.', x: 0.1 }
      ]
    ]);
    expect(segmentSentences(p).map((s) => s.kind)).toEqual(['bullet', 'sentence']);
  });
});

describe('segmentSentences: table rows', () => {
  it('turns rows with numeric cells into table_row segments with the year header above', () => {
    const p = handPage([
      ['GHG emissions (tCO2e) 2021 2022 2023'],
      [
        'Scope 1 emissions (tCO2e) 12,345 11,200 10,050',
        'Scope 2 emissions, market-based 8,310 6,975 5,120',
        'Scope 3 (categories 1-15) 96,200 91,480 n/a'
      ]
    ]);
    const rows = segmentSentences(p);
    expect(rows.map((r) => r.kind)).toEqual(['table_row', 'table_row', 'table_row']);
    expect(rows[0]!.text).toBe('Scope 1 emissions (tCO2e) 12,345 11,200 10,050');
    expect(rows[0]!.header).toEqual(['2021', '2022', '2023']);
    expect(rows[0]!.row).toEqual({
      label: 'Scope 1 emissions (tCO2e)',
      cells: ['12,345', '11,200', '10,050'],
      units: []
    });
    expect(tableRowClaimText(rows[0]!.row!, rows[0]!.header)).toBe(
      'Scope 1 emissions (tCO2e): 2021 12,345; 2022 11,200; 2023 10,050'
    );
    expect(tableRowClaimText(rows[2]!.row!, rows[2]!.header)).toBe(
      'Scope 3 (categories 1-15): 2021 96,200; 2022 91,480; 2023 n/a'
    );
    // Columns that do not line up with the years (total, men, women per year) are listed as printed.
    const wide = { label: 'Professionals', cells: ['831', '34.5%', '65.5%', '711', '36.3%', '63.7%'], units: [] };
    expect(tableRowClaimText(wide, ['2023', '2022'])).toBe('Professionals: 831; 34.5%; 65.5%; 711; 36.3%; 63.7%');
    expect(
      tableRowClaimText({ label: 'Scope 1', cells: ['387', '393', '-1.5%'], units: [] }, ['FY2023', 'FY2022'])
    ).toBe('Scope 1: FY2023 387; FY2022 393; -1.5%');
    for (const r of rows) expect(p.text.slice(r.start, r.end)).toBe(r.text);
  });

  it('reads rows laid out by ingestion, with trailing units and "Scope N" labels', () => {
    const data = [
      ['Scope 1', '12,450', '11,020', 'tCO2e'],
      ['Scope 2', '8,310', '6,975', 'tCO2e']
    ];
    const items = [
      item('2022', 160, 730),
      item('2023', 270, 730),
      ...data.flatMap((r, i) => r.map((c, k) => item(c, 50 + k * 110, 700 - i * 16)))
    ];
    const segs = segmentSentences(page(items));
    expect(segs.map((s) => s.kind)).toEqual(['table_row', 'table_row']);
    expect(tableRowClaimText(segs[0]!.row!, segs[0]!.header)).toBe('Scope 1 (tCO2e): 2022 12,450; 2023 11,020');
  });

  it('joins a row label that wraps over the lines above its figures', () => {
    const p = handPage([
      ['Sites with environmental', 'management system ISO 14001', 'certification Total No. 182 184 -1.1%']
    ]);
    const [row, ...rest] = segmentSentences(p);
    expect(rest).toEqual([]);
    expect(row).toMatchObject({ kind: 'table_row', start: 0, end: p.text.length });
    expect(row!.row!.label).toBe('Sites with environmental management system ISO 14001 certification Total No.');
    expect(row!.row!.cells).toEqual(['182', '184', '-1.1%']);
  });

  it('splits side-by-side tables on one line into rows', () => {
    const p = handPage([['Scope 1 (t) 7,604 5,972 3,733 Investments (t) 52 169 201']]);
    expect(segmentSentences(p).map((s) => [s.text, s.row!.label])).toEqual([
      ['Scope 1 (t) 7,604 5,972 3,733', 'Scope 1 (t)'],
      ['Investments (t) 52 169 201', 'Investments (t)']
    ]);
  });

  it('gives rows the caption of their table and the label of their group', () => {
    const p = handPage([
      ['SCOPE 1 AND 2 CO2e EMISSIONS'],
      ['(tonnes CO2e) 2023 2022 2021'],
      ['Direct emissions (scope 1) 2,539 2,043 2,332', 'Refrigerant fluids - 87 114'],
      ['Indirect emissions (scope 2)'],
      ['Location-based 16,233 13,278 11,114', 'Market-based 3 1,948 2,733']
    ]);
    const rows = segmentSentences(p);
    const title = 'SCOPE 1 AND 2 CO2e EMISSIONS (tonnes CO2e)';
    const years = ['2023', '2022', '2021'];
    expect(rows.map((r) => [r.row?.label, r.row?.cells, r.header, r.context])).toEqual([
      ['Direct emissions (scope 1)', ['2,539', '2,043', '2,332'], years, title],
      ['Refrigerant fluids', ['-', '87', '114'], years, title],
      ['Location-based', ['16,233', '13,278', '11,114'], years, `Indirect emissions (scope 2); ${title}`],
      ['Market-based', ['3', '1,948', '2,733'], years, `Indirect emissions (scope 2); ${title}`]
    ]);
  });

  it('carries a unit line above the year header, and a short group caption set left of indented labels', () => {
    // The layout of a real GHG table (Moncler NFS 2023, p. 143): unit and entity over the label
    // column, labels right-aligned past the end of the group captions at the left edge.
    const p = handPage([
      ['SCOPE 1 AND 2 CO2e EMISSIONS'],
      [{ text: 'TONNES OF CO2e Moncler Group', x: 0.2, w: 0.43 }],
      [{ text: '2023 2022 2021', x: 0.46, w: 0.27 }],
      [{ text: 'Indirect emissions (scope 2)', x: 0.2, w: 0.17 }],
      [{ text: 'Location-based 16,233 13,278 11,114', x: 0.32, w: 0.41 }],
      [{ text: 'Total emissions', x: 0.2, w: 0.1 }],
      [{ text: 'Location-based 18,772 15,321 13,447', x: 0.32, w: 0.41 }]
    ]);
    const rows = segmentSentences(p).filter((s) => s.kind === 'table_row');
    expect(rows.map((r) => [r.row?.label, r.table?.group, r.table?.unit])).toEqual([
      ['Location-based', 'Indirect emissions (scope 2)', 'TONNES OF CO2e'],
      ['Location-based', 'Total emissions', 'TONNES OF CO2e']
    ]);
    expect(tableRowClaimText(rows[1]!.row!, rows[1]!.header, rows[1]!.table)).toBe(
      'SCOPE 1 AND 2 CO2e EMISSIONS – Total emissions: Location-based (TONNES OF CO2e) — 2023 18,772; 2022 15,321; 2021 13,447'
    );
  });

  it('reads tables set side by side on one line, each row under its own header and caption', () => {
    // Samsung SR 2024, p. 62: two tables joined line by line by ingestion.
    const p = handPage([
      ['Environmental Performance'],
      [
        {
          text: 'GHG Emission Management (Scope 1, 2) 2021 2022 2023 GHG Emissions Management (Scope 3) 2021 2022 2023',
          x: 0.05,
          w: 0.9
        }
      ],
      [
        {
          text: 'Indirect emissions (Scope 2) 1,000 tonnes CO2e 9,796 9,081 9,558 Investments 1,000 tonnes CO2e 52 169',
          x: 0.05,
          w: 0.9
        }
      ]
    ]);
    const rows = segmentSentences(p).filter((s) => s.kind === 'table_row');
    expect(rows.map((r) => [r.row?.label, r.header, r.table?.group])).toEqual([
      [
        'Indirect emissions (Scope 2) 1,000 tonnes CO2e',
        ['2021', '2022', '2023'],
        'GHG Emission Management (Scope 1, 2)'
      ],
      // Two cells under three years: which years they are cannot be told, so none is given.
      ['Investments 1,000 tonnes CO2e', undefined, 'GHG Emissions Management (Scope 3)']
    ]);
    expect(parseSideBySideHeaders('Scope 1 2021 2022 Scope 2 2021 2022 extra')).toBeNull();
  });

  it('names a row by the table caption nearest its header when a page title stands above it', () => {
    const p = handPage([
      ['Kestrel Cement - Climate Report 2024'],
      ['Greenhouse gas emissions (tCO2e)'],
      ['2023 2024'],
      ['Scope 1 49,000 46,100']
    ]);
    const [row] = segmentSentences(p).filter((s) => s.kind === 'table_row');
    expect(tableRowClaimText(row!.row!, row!.header, row!.table)).toBe(
      'Kestrel Cement - Climate Report 2024 – Greenhouse gas emissions (tCO2e): Scope 1 — 2023 49,000; 2024 46,100'
    );
  });

  it('does not take prose, single figures or contents lines for rows', () => {
    expect(parseTableRow('We cut emissions between 2019 and 2023')).toBeNull();
    expect(parseTableRow('Climate strategy 12')).toBeNull();
    expect(parseTableRow('12 14 16 18')).toBeNull();
    expect(parseTableRow('in t CO2e 2021 2022 2023')).toBeNull();
    expect(parseTableRow('The share rose from 12 to 14')).toBeNull();
    expect(parseYearHeader('in t CO2e 2021 2022 2023')).toEqual(['2021', '2022', '2023']);
    expect(parseYearHeader('FY2022 FY2023 Change in %')).toEqual(['FY2022', 'FY2023']);
    expect(parseYearHeader('Scope 1 12,345 2022 2023')).toBeNull();
  });
});

describe('splitSentences', () => {
  it('returns trimmed spans inside the given range', () => {
    const text = '  Alpha beta gamma. Delta epsilon!  Zeta? ';
    expect(splitSentences(text, 0, text.length).map(([s, e]) => text.slice(s, e))).toEqual([
      'Alpha beta gamma.',
      'Delta epsilon!',
      'Zeta?'
    ]);
  });
});
