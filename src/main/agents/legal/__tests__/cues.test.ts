import { describe, expect, it } from 'vitest';
import { getRegistry } from '../../../corpus/registry';
import { PROGRESS_CUE } from '../cues';
import { MAPPING, mapParagraphs, type ParagraphSearch } from '../mapping';
import { buildProfiles } from '../profiles';

const profiles = buildProfiles(getRegistry().listParagraphs());
const answering = (...ids: string[]): ParagraphSearch => async () => ids.map((refId) => ({ refId, via: 'hybrid' }));

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
    const without = (await mapParagraphs(text, {}, search, profiles, { ...MAPPING, progress: 0 })).slice(0, 3).map((c) => c.id);
    expect(without).not.toContain('S2.35');
  });
});
