import { describe, expect, it } from 'vitest';
import { claimArtefacts, vocabularyOf } from '../helpers/claimArtefacts';

/** The artefact detector itself: each rule fires on the examples and stays quiet on clean prose. */
describe('claim artefact detector', () => {
  it.each([
    ['reduce CO e emissions 2 generated in our supply chain', 'detached_script'],
    ['3,300 metric tons of CO , and 6,000 m of water.', 'detached_script'],
    ['In fiscal 2023, our water discharge was 13.56 million m .', 'detached_script'],
    ['an integral part of our 1 long-term variable compensation', 'detached_script'],
    ['We met our commitment1 to cut waste by 20%.', 'footnote_marker'],
    ['Our commit- tons of CO2e or 8%.', 'hyphen_join'],
    ['. In 2023 we cut emissions by 8%.', 'sentence_start_leak'],
    ['We will reduce emissions by 50% by 203', 'cut_number']
  ])('%s → %s', (text, kind) => {
    expect(claimArtefacts(text)).toContain(kind);
  });

  it.each([
    'We cut Scope 1 and 2 emissions by 42% compared to 2019.',
    'Emissions fell to 1.2 million t CO₂e, and water use to 6,000 m³.',
    'Over 3 sites and 2 plants were certified to ISO 14001 in 2023.',
    'Short- and long-term incentives include CO2 targets for 2030.',
    'Our offices cover 12,000 m2 of floor space.'
  ])('clean: %s', (text) => {
    expect(claimArtefacts(text)).toEqual([]);
  });

  it('finds two words the report also prints apart or hyphenated run together, not a compound it never splits', () => {
    const vocab = vocabularyOf([
      'a year of tangible progress.',
      'energy-intensive plants',
      'policy makers',
      'the greenhouse gas',
      'climate policy and makers'
    ]);
    expect(claimArtefacts('Making tangibleprogress on climate targets in 2023.', vocab)).toContain('missing_space');
    expect(claimArtefacts('Suppliers of energyintensive products cut emissions by 8%.', vocab)).toContain(
      'missing_space'
    );
    expect(claimArtefacts('Our greenhouse gas emissions fell by 8% in 2023.', vocab)).toEqual([]);
    expect(claimArtefacts('We successfully cut emissions by 8% in 2023.', vocab)).toEqual([]);
  });
});
