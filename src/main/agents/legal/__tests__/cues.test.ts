import { describe, expect, it } from 'vitest';
import { getRegistry } from '../../../corpus/registry';
import { COVERAGE_CUE, INDUSTRY_CUE, PROGRESS_CUE, REVISION_CUE, STANDARD_METRICS_CUE } from '../cues';
import { MAPPING, mapParagraphs, type ParagraphSearch } from '../mapping';
import { buildProfiles } from '../profiles';

const profiles = buildProfiles(getRegistry().listParagraphs());
const answering =
  (...ids: string[]): ParagraphSearch =>
  async () =>
    ids.map((refId) => ({ refId, via: 'hybrid' }));

describe('the progress cue: performance against a target, not the target', () => {
  it('points to the performance paragraphs of both standards, found by title', () => {
    expect(PROGRESS_CUE.paragraphs(profiles).sort()).toEqual(['S1.51(f)', 'S2.35']);
  });

  it.each([
    'We are off track on Scope 3: value chain emissions are 4 % above the base year.',
    'Emissions are down 38 %, putting us on course to meet our 2030 goal.',
    'Renewable electricity 78 % (2025 target: 80 %).',
    'Recycled content reached 46 % against a 2025 goal of 50 %.',
    'Withdrawal is down 12 % on the baseline, so we are behind plan.',
    'Scope 1 and 2 are 31 % below 2019, ahead of the straight-line path to our 2030 goal.',
    'Injury rates have fallen by 22 % since 2020 but rose slightly in 2024.'
  ])('reads "%s" as progress', (text) => expect(PROGRESS_CUE.test(text)).toBe(true));

  it.each([
    'We aim to cut absolute Scope 1 and 2 emissions by 42 % by 2030 against a 2019 base year.',
    'Progress against the 2030 goal is reviewed by the Board at each quarterly meeting.',
    'Progress on the 2022 commitments: 9 of the 14 sites have been converted.',
    'The metric behind our decarbonisation target is the Scope 1 and 2 figure.',
    'Fleet electrification is behind schedule.'
  ])('does not read "%s" as progress', (text) => expect(PROGRESS_CUE.test(text)).toBe(false));

  it('brings the performance paragraph into the top three when retrieval only offers the target paragraphs', async () => {
    const text = 'We are off track on Scope 3: value chain emissions are 4 % above the base year as production grew.';
    const search = answering('S2.29(a)(i)(3)', 'S2.33', 'S2.33(e)', 'S2.36(b)');
    const top3 = (await mapParagraphs(text, {}, search, profiles)).slice(0, 3).map((c) => c.id);
    expect(top3).toContain('S2.35');
    const without = (await mapParagraphs(text, {}, search, profiles, { ...MAPPING, progress: 0 }))
      .slice(0, 3)
      .map((c) => c.id);
    expect(without).not.toContain('S2.35');
  });
});

describe('the industry cue: a sector’s own activity metric is an industry-based metric', () => {
  it('points to the industry-based metrics paragraphs (S2.32, S1.48 and the S2.28(b) category), found by title', () => {
    expect(INDUSTRY_CUE.paragraphs(profiles).sort()).toEqual(['S1.48', 'S2.28(b)', 'S2.32']);
  });

  it.each([
    'Fuel efficiency: 3.1 litres per 100 revenue passenger kilometres.',
    'Energy intensity of the office portfolio: 142 kWh per m² (like-for-like −6 %).',
    'Clinker ratio 71 % and alternative fuel rate 38 %.',
    'Gross written premiums for low-carbon technology cover: 3.9 %.',
    'We report the industry metrics for our sector from the SASB standard.',
    'As an apparel maker we report the metrics set for our industry.'
  ])('reads "%s" as an industry-based metric', (text) => expect(INDUSTRY_CUE.test(text)).toBe(true));

  it.each([
    'Scope 1 emissions fell to 1.2 Mt CO2e in 2024.',
    'Our climate target is expressed as tonnes of CO2e per tonne of steel produced.',
    'When identifying climate risks we went through the disclosure topics the SASB standard lists for utilities.',
    'We report the cross-industry metrics of IFRS S2 in the annex.',
    'Where invoices are missing we extrapolate energy use from floor area, using DEFRA 2023 factors.'
  ])('does not read "%s" as an industry-based metric', (text) => expect(INDUSTRY_CUE.test(text)).toBe(false));

  it('brings S2.32 into the top three for a sector KPI that retrieval maps to the cross-industry metrics', async () => {
    const text = 'Energy intensity of the managed office portfolio: 142 kWh per m² (like-for-like −6 %).';
    const search = answering(
      'S2.14(a)(i)',
      'S2.33(g)',
      'S2.29(f)',
      'S2.29(a)(vi)(2)',
      'S2.22(b)(ii)(4)',
      'S2.29(a)(v)',
      'S2.33',
      'S2.29(f)(ii)',
      'S2.29(a)(iii)(1)',
      'S2.32'
    );
    const top3 = (await mapParagraphs(text, {}, search, profiles)).slice(0, 3).map((c) => c.id);
    expect(top3).toContain('S2.32');
    const without = (await mapParagraphs(text, {}, search, profiles, { ...MAPPING, industry: 0 }))
      .slice(0, 3)
      .map((c) => c.id);
    expect(without).not.toContain('S2.32');
  });
});

describe('target attribute cues: revision, coverage, and the metrics a standard requires', () => {
  it('find their paragraphs by title', () => {
    expect(REVISION_CUE.paragraphs(profiles).sort()).toEqual(['S1.51(g)', 'S2.34(d)']);
    expect(COVERAGE_CUE.paragraphs(profiles)).toEqual(['S2.33(c)']);
    expect(STANDARD_METRICS_CUE.paragraphs(profiles)).toEqual(['S1.46(a)']);
  });

  it('reads a changed target as a revision, not a restated base year alone', () => {
    expect(
      REVISION_CUE.test(
        'After the sale of the business the emissions target was rebased to exclude the divested plants.'
      )
    ).toBe(true);
    expect(REVISION_CUE.test('We have updated our 2030 target to include Scope 3.')).toBe(true);
    expect(REVISION_CUE.test('Baseline year 2019 (restated): 4.1 MtCO2e.')).toBe(false);
    expect(REVISION_CUE.test('We switched to operational control and restated the 2022 baseline accordingly.')).toBe(
      false
    );
  });

  it('reads the part of the entity a target covers, not its gases, scopes or period', () => {
    expect(COVERAGE_CUE.test('Our reduction goal applies only to the European Retail division.')).toBe(true);
    expect(COVERAGE_CUE.test('The target is valid only for the European operations.')).toBe(true);
    expect(COVERAGE_CUE.test('The target covers carbon dioxide, methane and nitrous oxide.')).toBe(false);
    expect(COVERAGE_CUE.test('The net zero target covers scopes 1 and 2.')).toBe(false);
    expect(COVERAGE_CUE.test('The target applies to the period 2025–2035.')).toBe(false);
  });

  it('reads the metrics an IFRS or ISSB standard requires', () => {
    expect(
      STANDARD_METRICS_CUE.test(
        'The climate metrics required by the applicable ISSB standard are reported in section 5.'
      )
    ).toBe(true);
    expect(STANDARD_METRICS_CUE.test('We disclose all the metrics that IFRS S2 requires for climate.')).toBe(true);
    expect(STANDARD_METRICS_CUE.test('Scope 1 emissions are reported in section 5.')).toBe(false);
  });

  it.each([
    [
      'Our reduction goal applies only to the European Retail division, 60 % of the footprint.',
      'S2.33(c)',
      'coverage',
      ['S2.33(g)', 'S2.29(a)(i)(3)', 'S1.51(c)', 'S2.33']
    ],
    [
      'After selling the Brazilian business we recalculated the 2019 starting point and restated our reduction goal accordingly.',
      'S2.34(d)',
      'revision',
      ['S1.51(d)', 'S2.33(e)', 'S2.29(a)(iii)(3)', 'S2.33', 'S2.29(a)(iii)', 'S2.33(d)']
    ],
    [
      'In addition to our own indicators, we disclose all the metrics that IFRS S2 requires for climate.',
      'S1.46(a)',
      'standardMetrics',
      ['S2.29', 'S2.28(a)', 'S2.28', 'S2.29(a)']
    ]
  ] as const)('brings the cued paragraph into the top three: "%s"', async (text, id, weight, ranked) => {
    const top3 = async (w: typeof MAPPING | Record<string, number>) =>
      (await mapParagraphs(text, {}, answering(...ranked), profiles, { ...MAPPING, ...w }))
        .slice(0, 3)
        .map((c) => c.id);
    expect(await top3({})).toContain(id);
    expect(await top3({ [weight]: 0 })).not.toContain(id);
  });
});
