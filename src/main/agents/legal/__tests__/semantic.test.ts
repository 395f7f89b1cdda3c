import { describe, expect, it } from 'vitest';
import { getRegistry } from '../../../corpus/registry';
import { decodeWordVectors, getWordVectors } from '../../../corpus/mappingData';
import { buildExemplars } from '../exemplars';
import { MAPPING, mapParagraphs, type Candidate, type ParagraphSearch } from '../mapping';
import { buildProfiles, contentStems, queryTerms } from '../profiles';
import { cosine, textMeaning } from '../semantic';

const profiles = buildProfiles(getRegistry().listParagraphs());
const answering =
  (...ids: string[]): ParagraphSearch =>
  async () =>
    ids.map((refId) => ({ refId, via: 'hybrid' }));

const EXEMPLARS = [
  { id: 'm1', text: 'Executive bonuses are tied to emission reductions.', paragraphs: ['S2.29(g)'] },
  { id: 'm2', text: 'The bank halted credit to companies digging coal.', paragraphs: ['S2.29(a)(vi)'] },
  { id: 'm3', text: 'Hurricanes and inundation hit our coastal depots.', paragraphs: ['S2.10(b)'] }
];

describe('Legal mapping: meaning from word vectors (corpus/ifrs/wordvectors.json)', () => {
  it('brings texts that share no word near each other, and keeps unrelated ones apart', () => {
    const pay = textMeaning('Top managers get paid extra when they cut pollution.')!;
    const bonus = textMeaning('Executive bonuses are tied to emission reductions.')!;
    const floods = textMeaning('Hurricanes and inundation hit our coastal depots.')!;
    expect(
      contentStems('Top managers get paid extra when they cut pollution.').some((s) =>
        contentStems('Executive bonuses are tied to emission reductions.').includes(s)
      )
    ).toBe(false);
    expect(cosine(pay, bonus)).toBeGreaterThan(0.7);
    expect(cosine(pay, bonus)).toBeGreaterThan(cosine(pay, floods) + 0.1);
  });

  it('has no meaning for a text without a known word, and weighs a frequent word less than a rare one', () => {
    expect(textMeaning('zzqx 2023 42 %')).toBeNull();
    const wv = getWordVectors();
    expect(wv.rank.get('year')!).toBeLessThan(wv.rank.get('decarbon') ?? wv.rank.get('biodivers')!);
    const v = wv.vector('flood')!;
    expect(Math.hypot(...v)).toBeCloseTo(1, 1);
  });

  it('decodes a vector file row by row, and refuses one whose bytes do not fill its rows', () => {
    const wv = decodeWordVectors({
      dims: 2,
      stems: ['a', 'b'],
      vectors: Buffer.from(Int8Array.from([127, 0, 0, -127]).buffer).toString('base64')
    });
    expect([...wv.vector('a')!]).toEqual([1, 0]);
    expect([...wv.vector('b')!]).toEqual([0, -1]);
    expect(wv.vector('c')).toBeUndefined();
    expect(() =>
      decodeWordVectors({ dims: 3, stems: ['a', 'b'], vectors: Buffer.from([1, 2, 3, 4]).toString('base64') }, 'x.json')
    ).toThrow(/x\.json: 4 bytes of vectors for 2 stems of 3 dimensions/);
  });

  it('lets the exemplars nearest in meaning vote though they share no term with the claim', () => {
    const index = buildExemplars(EXEMPLARS);
    const claim = 'Top managers get paid extra when they cut pollution.';
    const q = queryTerms(claim);
    expect(EXEMPLARS.some((e) => [...queryTerms(e.text)].some((t) => q.has(t)))).toBe(false);
    expect(index.votes(claim, { k: 3, minSimilarity: 0.01 }).size).toBe(0);
    const byMeaning = index.meaningVotes(claim, { k: 1, minSimilarity: 0.7 });
    expect([...byMeaning.keys()]).toEqual(['S2.29(g)']);
    expect(index.meaningVotes(claim, { k: 1, minSimilarity: 0.7, exclude: 'm1' }).has('S2.29(g)')).toBe(false);
  });

  it('adds the meaning votes to the term votes in the mapping (weight exemplarMeaning)', async () => {
    const index = buildExemplars(EXEMPLARS);
    const claim = 'Senior managers earn more when they cut carbon.';
    const search = answering('S2.6(a)(v)', 'S2.14(a)(ii)', 'S2.33(a)');
    const votesFor = (list: Candidate[]): number => list.find((c) => c.id === 'S2.29(g)')?.votes ?? 0;
    const without = await mapParagraphs(claim, {}, search, profiles, { ...MAPPING, exemplarMeaning: 0 }, index);
    const withMeaning = await mapParagraphs(claim, {}, search, profiles, MAPPING, index);
    expect(votesFor(withMeaning)).toBeGreaterThan(votesFor(without));
    const at = (list: Candidate[]): number => list.findIndex((c) => c.id === 'S2.29(g)');
    expect(at(withMeaning)).toBeGreaterThanOrEqual(0);
    expect(at(without) === -1 || at(withMeaning) <= at(without)).toBe(true);
  });
});
