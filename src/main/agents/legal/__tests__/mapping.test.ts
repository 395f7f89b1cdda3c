import { describe, expect, it } from 'vitest';
import { getRegistry } from '../../../corpus/registry';
import { MAPPING, mapParagraphs, type ParagraphHit, type ParagraphSearch } from '../mapping';
import { buildProfiles } from '../profiles';

const profiles = buildProfiles(getRegistry().listParagraphs());
/** A search that answers the given paragraph ids in that order (as the hybrid search would rank them). */
const answering =
  (...ids: Array<string | [string, 'ref_lookup']>): ParagraphSearch =>
  async () =>
    ids.map((x): ParagraphHit => (Array.isArray(x) ? { refId: x[0], via: x[1] } : { refId: x, via: 'hybrid' }));

describe('Legal mapping: retrieval re-ranked with the registry', () => {
  it('maps a claim about how often the board hears of climate to S2.6(a)(iii), a child of the retrieved S2.6(a)', async () => {
    const got = await mapParagraphs(
      'The Supervisory Board is briefed on climate matters at each of its quarterly meetings.',
      {},
      answering('S2.6(a)', 'S1.27(a)'),
      profiles
    );
    expect(got[0]!.id).toBe('S2.6(a)(iii)');
    expect(got[0]!.rank).toBeNull();
    expect(got.map((c) => c.id)).toContain('S2.6(a)');
  });

  it('puts a paragraph the claim names first, whatever the ranking', async () => {
    const got = await mapParagraphs(
      'Our Scope 3 categories follow IFRS S2 paragraph 29(a)(vi).',
      {},
      answering(['S2.29(a)(vi)', 'ref_lookup'], 'S2.29(a)(i)(3)'),
      profiles
    );
    expect(got[0]).toMatchObject({ id: 'S2.29(a)(vi)', named: true });
  });

  it('prefers IFRS S1 for a sustainability topic that is not climate, and S2 for climate', async () => {
    const search = answering('S2.33(b)', 'S1.51(b)', 'S2.33', 'S1.51');
    const people = await mapParagraphs(
      'We aim for 40 % women in senior leadership roles by 2027.',
      {},
      search,
      profiles
    );
    expect(people[0]!.id.startsWith('S1.')).toBe(true);
    const climate = await mapParagraphs(
      'We aim to cut absolute Scope 1 and 2 emissions by 42 % by 2030.',
      {},
      search,
      profiles
    );
    expect(climate[0]!.id.startsWith('S2.')).toBe(true);
  });

  it('drops candidates far below the best one', async () => {
    const got = await mapParagraphs(
      'Scope 1 emissions were 12,450 tCO2e in 2023.',
      {},
      answering('S2.29(a)(i)(1)', 'S2.29(a)(i)', 'S1.27(a)(ii)', 'S2.14(b)'),
      profiles
    );
    const best = got[0]!.score;
    expect(got.every((c) => c.score >= best * MAPPING.keepRatio)).toBe(true);
    expect(got.map((c) => c.id)).not.toContain('S1.27(a)(ii)');
    expect(got[0]!.id).toBe('S2.29(a)(i)(1)');
  });

  it('uses the preliminary mapping and the claim type as weak priors only', async () => {
    const text = 'Flood and windstorm data from a commercial provider feed our climate risk assessment.';
    const without = await mapParagraphs(text, {}, answering('S2.25(a)(i)', 'S2.13(b)'), profiles);
    const withHint = await mapParagraphs(
      text,
      { preliminary: ['S2.13(b)'], type: 'strategic' },
      answering('S2.25(a)(i)', 'S2.13(b)'),
      profiles
    );
    expect(withHint.find((c) => c.id === 'S2.13(b)')!.score).toBeGreaterThan(
      without.find((c) => c.id === 'S2.13(b)')!.score
    );
    expect(withHint.find((c) => c.id === 'S2.13(b)')!.preliminary).toBe(true);
  });
});
