import { describe, expect, it } from 'vitest';
import { ghgFiguresOf } from '../ghgFigures';
import { declaredReportingYear, formFields } from '../formFields';

// The shape of a CDP climate questionnaire (wording our own): the reporting year declared early on,
// then questions asking for tonnes of CO2e, answered field by field.
const pages = [
  {
    page: 2,
    text: 'C0.2\nState the start and end date of the year for which you are reporting data.\nReporting year\nStart date\nJanuary 1, 2022\nEnd date\nDecember 31, 2022'
  },
  {
    page: 129,
    text: '(C6.1) What were your gross global Scope 1 emissions in metric tons CO2e?\nReporting year\nGross global Scope 1 emissions (metric tons CO2e)\n694,057\nComment\nN/A'
  },
  {
    page: 130,
    text: '(C6.3) What were your gross global Scope 2 emissions in metric tons CO2e?\nReporting year\nScope 2, location-based\n1,187,339\nScope 2, market-based (if applicable)\n91,300\nPast year 1\nScope 2, market-based\n95,000'
  },
  { page: 131, text: '(C6.4) Are there sources of Scope 1 emissions not included?\nReporting year\nScope 1 sites\n12' }
];

describe('questionnaire fields', () => {
  it('reads each field of a tonnes question in the declared reporting year, and nothing else', () => {
    expect(declaredReportingYear(pages)).toBe(2022);
    const fields = formFields(pages);
    expect(fields.map((f) => [f.page, f.text])).toEqual([
      [129, 'Gross global Scope 1 emissions (metric tons CO2e) — 2022 694,057'],
      [130, 'Scope 2, location-based (metric tons CO2e) — 2022 1,187,339'],
      [130, 'Scope 2, market-based (metric tons CO2e) — 2022 91,300']
    ]);
    expect(fields.flatMap((f) => ghgFiguresOf(f.text)).map((g) => [g.kind, g.basis ?? '', g.year, g.tonnes])).toEqual([
      ['scope1', '', 2022, 694_057],
      ['scope2', 'location', 2022, 1_187_339],
      ['scope2', 'market', 2022, 91_300]
    ]);
  });

  it('gives nothing when the form declares no reporting year', () => {
    expect(formFields(pages.slice(1))).toEqual([]);
  });

  it('reads questions answered block by block: base-year emissions and Scope 3 categories, over pages', () => {
    const blocks = [
      pages[0]!,
      {
        page: 120,
        text:
          'C5.2\n(C5.2) Provide your base year and base year emissions.\nScope 1\nBase year start\nJanuary 1, 2019\n' +
          'Base year end\nDecember 31, 2019\nBase year emissions (metric tons CO2e)\n678,403\nComment\nN/A\n120'
      },
      {
        page: 121,
        text:
          'Scope 3 category 6: Business travel\nBase year start\nJanuary 1, 2019\nBase year end\nDecember 31, 2019\n' +
          'Base year emissions (metric tons CO2e)\n129,646\nComment\nN/A'
      },
      {
        page: 132,
        text:
          '(C6.5) Account for your gross global Scope 3 emissions, explaining any exclusions.\n' +
          'Purchased goods and services\nEvaluation status\nRelevant, calculated\n' +
          'Emissions in reporting year (metric tons CO2e)\n19,758,702\n' +
          'Percentage of emissions calculated using data obtained from suppliers\n100\n' +
          'Capital goods\nEvaluation status\nNot relevant, explanation provided\n' +
          'Emissions in reporting year (metric tons CO2e)\n<Not Applicable>'
      },
      {
        page: 140,
        text: '(C7.1) Does your organization break down its Scope 1 emissions by gas?\nCO2\nEvaluation status\nEmissions in reporting year (metric tons CO2e)\n12'
      }
    ];
    const fields = formFields(blocks);
    expect(fields.map((f) => [f.page, f.text])).toEqual([
      [120, 'Scope 1 (metric tons CO2e) — 2019 678,403'],
      [121, 'Scope 3 category 6: Business travel (metric tons CO2e) — 2019 129,646'],
      [132, 'Scope 3: Purchased goods and services (metric tons CO2e) — 2022 19,758,702']
    ]);
    expect(fields.flatMap((f) => ghgFiguresOf(f.text)).map((g) => [g.kind, g.category ?? 0, g.year, g.tonnes])).toEqual(
      [
        ['scope1', 0, 2019, 678_403],
        ['scope3_category', 6, 2019, 129_646],
        ['scope3_category', 1, 2022, 19_758_702]
      ]
    );
  });

  it('reads an intensity numerator that is the combined Scope 1 and 2 emissions, on the basis its block names', () => {
    const intensity = {
      page: 144,
      text:
        '(C6.10) Describe your gross global combined Scope 1 and 2 emissions per unit currency total revenue.\n' +
        'Intensity figure\n0.0000061\n' +
        'Metric numerator (Gross global combined Scope 1 and 2 emissions, metric tons CO2e)\n812,400\n' +
        'Metric denominator\nunit total revenue\nScope 2 figure used\nMarket-based\n% change from previous year\n12.5'
    };
    const perUnit = {
      page: 145,
      text:
        'Intensity figure\n0.3\nMetric numerator (Gross global combined Scope 1 and 2 emissions, metric tons CO2e)\n' +
        '700,100\nMetric denominator\nvehicle produced\nScope 2 figure used\nMarket-based'
    };
    const fields = formFields([pages[0]!, intensity, perUnit]);
    expect(fields.map((f) => f.text)).toEqual([
      'Gross global combined Scope 1 and 2 emissions, market-based (metric tons CO2e) — 2022 812,400'
    ]);
    expect(fields.flatMap((f) => ghgFiguresOf(f.text)).map((g) => [g.kind, g.basis, g.year, g.tonnes])).toEqual([
      ['scope1_2', 'market', 2022, 812_400]
    ]);
  });
});
