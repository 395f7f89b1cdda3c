/**
 * Which claims are technical enough for Academic/Research (issue 15): the cues its investigation
 * types use, so routing on them keeps every claim the agent could have investigated and drops the
 * ones it could only answer "nothing technical" on.
 */
import { describe, expect, it } from 'vitest';
import { describePicks, isTechnicalClaim, technicalPicks } from '../../../text/technical';
import { claimOf } from './fakeContext';

const typesOf = (text: string, type: Parameters<typeof claimOf>[2] = 'environmental'): string[] =>
  technicalPicks(claimOf(text, 3, type)).map((p) => p.type);

describe('technical claims: the investigation types and the words that call for them', () => {
  it.each([
    ['Electricity at our European plants is 100% renewable, backed by guarantees of origin.', 'certification'],
    ['Residual emissions from business travel are compensated with carbon credits.', 'certification'],
    ['We reach net zero by compensating any residual emissions from 2040.', 'certification'],
    ['We have been carbon neutral in our own operations since 2020.', 'certification'],
    ['Our near-term targets were validated by the Science Based Targets initiative.', 'sbti'],
    ['Our targets are aligned with a 1.5°C pathway.', 'sbti'],
    ['We will reduce Scope 1 and 2 emissions by 42% by 2030 compared with 2020.', 'sbti'],
    ['Scope 2 emissions are calculated with the market-based method of the GHG Protocol.', 'methodology'],
    ['Emission factors follow the IPCC Sixth Assessment Report (AR6).', 'methodology'],
    ['The carbon intensity of our fleet fell to 95 g CO2/km, below the industry average.', 'benchmark'],
    ['Our new furnace runs on green hydrogen instead of natural gas.', 'technology'],
    ['Heat pumps replaced the gas boilers at three sites.', 'technology']
  ] as const)('%s → %s', (text, type) => {
    expect(typesOf(text)).toContain(type);
    expect(isTechnicalClaim(claimOf(text))).toBe(true);
  });

  it.each([
    'We recycled 85% of our production waste in 2023.',
    'More than 12,000 employees joined volunteering programmes in their communities.',
    'We are committed to protecting biodiversity around our sites.',
    'Sustainability is embedded in every part of our corporate strategy.',
    'Together with universities we published a study on circular business models.',
    'Our water withdrawal fell by 4% compared with the previous year.',
    'A benchmark study of our supplier programme is planned.',
    'Climate targets are part of the long-term variable compensation of the Managing Board.',
    'The sustainability department also runs our Net Zero Operations programme.'
  ])('%s → nothing technical', (text) => {
    expect(technicalPicks(claimOf(text))).toEqual([]);
    expect(isTechnicalClaim(claimOf(text, 3, 'strategic'))).toBe(false);
  });

  it('"net zero" is a target, not a certificate claim: the SBTi investigation takes it when the sentence states one', () => {
    expect(
      typesOf(
        'We will reach net zero emissions across our own operations by 2040, with an interim 50% cut by 2030 from 2019.',
        'strategic'
      )
    ).toEqual(['sbti']);
    expect(
      typesOf('We reach net zero in 2040 and offset the residual emissions with carbon removals.', 'strategic')
    ).toContain('certification');
  });

  it('a benchmark word without a figure is not a benchmark assertion', () => {
    expect(typesOf('We aim to be best-in-class among our peers.')).not.toContain('benchmark');
    expect(typesOf('Our emissions intensity per unit of revenue was 12 t CO2e per € million.')).toContain('benchmark');
  });

  it('says which words made a claim technical', () => {
    const picks = technicalPicks(claimOf('Our targets were validated by the SBTi and exclude offsets.'));
    expect(describePicks(picks)).toMatch(/^certification on "offsets"; sbti on "SBTi"/);
  });
});
