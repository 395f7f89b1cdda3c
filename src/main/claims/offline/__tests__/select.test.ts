import { describe, expect, it } from 'vitest';
import { scoreSentence } from '../detect';
import { createClaimSelector, reportingYear, type SelectionInput } from '../select';

/** A sentence as the engine hands it to the selector: scored by the detector first. */
function sentence(text: string): SelectionInput {
  const d = scoreSentence(text);
  expect(d.isClaim).toBe(true);
  return { text, kind: 'sentence', priority: d.priority, environmental: d.environmental };
}

/** A statement as the selector may receive it, whatever the detector would say (rules tested alone). */
const stated = (text: string): SelectionInput => ({ text, kind: 'sentence', priority: 'medium', environmental: false });

function row(label: string, cells: string[], extra: Partial<SelectionInput> = {}): SelectionInput {
  return {
    text: `${label}: ${cells.join('; ')}`,
    kind: 'table_row',
    priority: 'low',
    environmental: false,
    row: { label, cells, units: [] },
    ...extra
  };
}

describe('createClaimSelector', () => {
  it('keeps a statement once: a repeat on a later page, or the same words with the same figures, is a duplicate', () => {
    const s = createClaimSelector();
    const first = sentence('In 2023 we cut the water used per tonne of product by 14% compared with 2020.');
    expect(s.judge(first)).toBeNull();
    expect(s.judge({ ...first })).toBe('duplicate');
    expect(s.judge(sentence('In 2023, we cut the water used per tonne of product by 14 % compared with 2020!'))).toBe(
      'duplicate'
    );
    // Other figures make another claim.
    expect(
      s.judge(sentence('In 2023 we cut the water used per tonne of product by 9% compared with 2020.'))
    ).toBeNull();
  });

  it('keeps a templated sentence repeated with other counts only twice (it was kept every time before)', () => {
    const s = createClaimSelector();
    const line = (n: number) =>
      sentence(
        `In the reporting period of 2022, ${n} new lease contracts for company vehicles started at our subsidiary, resulting in Scope 1 emissions.`
      );
    expect([7, 19, 75, 366].map((n) => s.judge(line(n)))).toEqual([null, null, 'duplicate', 'duplicate']);
    // A measured figure makes a claim each time, however alike the words.
    const measure = (t: number) =>
      sentence(`This measure reduces our Scope 2 emissions by about ${t} t CO2e per year.`);
    expect([166, 389, 1197].map((t) => s.judge(measure(t)))).toEqual([null, null, null]);
  });

  it('drops low-priority prose with nothing to check, keeps it when it has a figure, a date, a place or a scheme', () => {
    const s = createClaimSelector({ reportingYear: '2023' });
    expect(s.judge(sentence('We believe that working with partners is the best way to protect the environment.'))).toBe(
      'unspecific'
    );
    // The report's own year alone is not a date to check...
    expect(s.judge(sentence('In 2023, we continued to promote environmental awareness among our employees.'))).toBe(
      'unspecific'
    );
    // ... but an earlier year, a certification or a completed event is.
    expect(s.judge(sentence('Since 2018 we have promoted environmental awareness among our employees.'))).toBeNull();
    expect(
      s.judge(sentence('Our environmental management system is certified to ISO 14001 at all plants.'))
    ).toBeNull();
    expect(s.judge(sentence('In 2023, our Ghent site obtained a zero-waste-to-landfill label.'))).toBeNull();
  });

  it('drops questionnaire fields, numbered headings and purely financial results', () => {
    const s = createClaimSelector();
    expect(
      s.judge({
        text: 'Target year for reaching net zero emissions',
        kind: 'sentence',
        priority: 'high',
        environmental: true
      })
    ).toBe('form_label');
    expect(
      s.judge({
        text: '% of total base year emissions in Scope 3, Category 4 covered by this target',
        kind: 'sentence',
        priority: 'high',
        environmental: true
      })
    ).toBe('form_label');
    expect(
      s.judge({
        text: '4.2 Report of the independent auditor on limited assurance',
        kind: 'sentence',
        priority: 'high',
        environmental: false
      })
    ).toBe('form_label');
    expect(s.judge(sentence('Group revenues rose by 7% to EUR 1.9 billion in the fourth quarter.'))).toBe('financial');
    // Money spent on an environmental or social purpose is a sustainability claim.
    expect(s.judge(sentence('We invested EUR 12 million in energy efficiency at our plants in 2023.'))).toBeNull();
  });

  it('sets financial results apart as report figures, however they are worded, and keeps ESG money', () => {
    const s = createClaimSelector();
    // Each failed before: KPI names and money amounts without a statement-line word were kept as claims.
    expect(s.judge(sentence('Our EBITDAaL reached EUR 13.1 billion, in line with the annual guidance.'))).toBe(
      'financial'
    );
    expect(
      s.judge(
        stated('The southern region confirmed its strong performance (+9.2%, to EUR 6.4 billion), led by mobile data.')
      )
    ).toBe('financial');
    expect(
      s.judge(stated('Organic cash flow from operations came to EUR 3.1 billion, above the target of EUR 3 billion.'))
    ).toBe('financial');
    expect(
      s.judge(sentence('We will put a further EUR 500 million into investments in network security in 2025.'))
    ).toBe('financial');
    expect(s.judge(row('Return on capital employed (ROCE)', ['8.1', '8.6']))).toBe('financial');
    // A data section's caption does not make a financial row a sustainability figure.
    expect(
      s.judge(
        row('Net income Total (Billion €)', ['8.5', '4.4'], { caption: 'Our sustainability indicators – at a glance' })
      )
    ).toBe('financial');
    expect(s.judge(row('Taxonomy-aligned revenue (EUR million)', ['1,204', '1,113']))).toBeNull();
    // Sustainability money and social metrics stay claims.
    expect(
      s.judge(sentence('We plan to invest EUR 2 billion in renewable energy supply contracts by 2030.'))
    ).toBeNull();
    expect(
      s.judge(sentence('More than 1.5 million people took part in our free digital skills training in 2023.'))
    ).toBeNull();
    // Community programme money and employee turnover are social claims (the first draft of the rule took them for finance).
    expect(
      s.judge(
        stated('In 2023, we provided a total of KRW 8.1 billion in funding to our coding school for young people.')
      )
    ).toBeNull();
    expect(s.judge(stated('In 2023, voluntary employee turnover was 16%, down from 20% in 2022.'))).toBeNull();
    expect(
      s.judge(
        row('Economic value distributed to employees', ['422,477', '336,417'], {
          caption: 'Economic value generated and distributed'
        })
      )
    ).toBe('financial');
  });

  it('drops document furniture: accessibility notices, printing colophons, rights and credits', () => {
    const s = createClaimSelector();
    // Each failed before: the notice and the colophon were kept as claims.
    expect(
      s.judge(stated('This report meets the WCAG 2.1 level AA and PDF/UA (ISO 14289) accessibility standards.'))
    ).toBe('furniture');
    expect(
      s.judge(sentence('It was printed in Belgium with vegetable-based inks on paper made from 100% recycled fibres.'))
    ).toBe('furniture');
    expect(s.judge(stated('Copyright © 2024 Northwind Materials. All rights reserved.'))).toBe('furniture');
    expect(s.judge(sentence('Our plants recycled 100% of their production scrap paper in 2023.'))).toBeNull();
  });

  it('drops table rows that are not sustainability metrics, keeps environmental rows whatever their label', () => {
    const s = createClaimSelector();
    expect(s.judge(row('Tel.', ['+44', '20', '7946', '0000']))).toBe('not_a_metric');
    expect(s.judge(row('Pages', ['12', '-', '30']))).toBe('not_a_metric');
    expect(s.judge(row('Steam', ['0', '0', '-']))).toBe('empty_row');
    expect(s.judge(row('Operating income', ['1,204', '1,113']))).toBe('financial');
    expect(s.judge(row('Women', ['4,210', '4,090']))).toBe('breakdown_row');
    expect(s.judge(row('Under 30 years', ['812', '790']))).toBe('breakdown_row');
    expect(s.judge(row('Logistics', ['310', '295'], { caption: 'Training hours by professional category' }))).toBe(
      'breakdown_row'
    );
    expect(
      s.judge(row('Total', ['9,310', '8,875'], { caption: 'Training hours by professional category' }))
    ).toBeNull();
    expect(s.judge(row('Lost-time injuries', ['14', '19']))).toBeNull();
    // An emissions row split by country stays: each figure is checked against the inventory.
    expect(s.judge(row('Germany', ['375,100', '361,020'], { environmental: true, priority: 'high' }))).toBeNull();
  });

  it('keeps the same figures once when a summary table repeats a row under another label', () => {
    const s = createClaimSelector();
    expect(s.judge(row('Scope 1 emissions', ['412', '436'], { environmental: true, priority: 'high' }))).toBeNull();
    expect(
      s.judge(row('Scope 1 (location-based)', ['412', '436', '-5.5%'], { environmental: true, priority: 'high' }))
    ).toBe('duplicate');
    expect(s.judge(row('Waste recycled', ['412', '436'], { environmental: true, priority: 'high' }))).toBeNull();
  });
});

describe('reportingYear', () => {
  it('is the year printed most often', () => {
    expect(reportingYear(['In 2023 we ...', 'compared with 2022', 'targets for 2030; 2023 results', 'FY2023'])).toBe(
      '2023'
    );
    expect(reportingYear(['no years here'])).toBeUndefined();
  });
});
