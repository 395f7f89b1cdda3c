import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getRegistry } from '../../../corpus/registry';
import { getExemplars } from '../../../corpus/mappingData';
import { buildExemplars } from '../exemplars';
import { MAPPING, mapParagraphs, parentOnTie, votesInScope, type Candidate, type ParagraphSearch } from '../mapping';
import { buildProfiles, queryTerms } from '../profiles';
import { stemTokens } from '../../../corpus/concepts';

const profiles = buildProfiles(getRegistry().listParagraphs());
const answering =
  (...ids: string[]): ParagraphSearch =>
  async () =>
    ids.map((refId) => ({ refId, via: 'hybrid' }));
const candidate = (id: string, score: number): Candidate => ({
  id,
  score,
  rank: 0,
  match: 0,
  named: false,
  preliminary: false,
  votes: 0
});

const EXEMPLARS = [
  {
    id: 'e1',
    text: 'Emissions from the fuel burned in our kilns and trucks were 88 kt CO2e.',
    paragraphs: ['S2.29(a)(i)(1)', 'S2.29(a)(i)']
  },
  {
    id: 'e2',
    text: 'Fuel burned at our plants caused 41 kt CO2e of emissions.',
    paragraphs: ['S2.29(a)(i)(1)', 'S2.29(a)(i)']
  },
  {
    id: 'e3',
    text: 'Our supervisory board hears from the head of HR on workplace safety twice a year.',
    paragraphs: ['S1.27(a)(iii)', 'S1.27(a)']
  }
];

describe('Legal mapping: exemplars vote for their paragraphs', () => {
  const index = buildExemplars(EXEMPLARS);

  it('the nearest exemplars vote for their most specific paragraph, and at half weight for the others they accept', () => {
    const v = index.votes('Fuel burned in our boilers gave 12 kt CO2e.');
    expect(v.get('S2.29(a)(i)(1)')).toBeGreaterThan(0);
    expect(v.get('S2.29(a)(i)')).toBeCloseTo(v.get('S2.29(a)(i)(1)')! / 2);
    expect(v.has('S1.27(a)(iii)')).toBe(false);
  });

  it('leaves an exemplar out when asked (leave-one-out)', () => {
    const text = EXEMPLARS[2]!.text;
    expect(index.votes(text).get('S1.27(a)(iii)')).toBeCloseTo(1);
    expect(index.votes(text, { exclude: 'e3' }).has('S1.27(a)(iii)')).toBe(false);
  });

  it('lifts a paragraph neither retrieval nor the registry words put first', async () => {
    const text = 'Fuel burned at our sites fell 6 % to 88 kt CO2e.';
    const search = answering('S2.13(b)', 'S1.32(b)', 'S2.14(a)(ii)');
    const without = await mapParagraphs(text, {}, search, profiles);
    const withVotes = await mapParagraphs(text, {}, search, profiles, MAPPING, index);
    const at = (list: Candidate[]): number => list.findIndex((c) => c.id === 'S2.29(a)(i)(1)');
    expect(at(without) === -1 || at(without) > 2).toBe(true);
    expect(at(withVotes)).toBeGreaterThanOrEqual(0);
    expect(at(withVotes)).toBeLessThan(3);
    expect(withVotes[at(withVotes)]!.votes).toBeGreaterThan(0);
  });

  it("carries a vote over to the counterpart paragraph of the claim's standard", () => {
    const climate = votesInScope(new Map([['S1.27(a)(iii)', 1]]), 'S2', profiles);
    expect([...climate.keys()]).toEqual(['S2.6(a)(iii)']);
    const other = votesInScope(
      new Map([
        ['S2.6(a)(iii)', 1],
        ['S2.29(a)(i)(1)', 0.5]
      ]),
      'S1',
      profiles
    );
    expect(other.get('S1.27(a)(iii)')).toBe(1);
    expect(other.get('S2.29(a)(i)(1)')).toBe(0.5);
    expect(votesInScope(new Map([['S1.27(a)(iii)', 1]]), null, profiles).get('S1.27(a)(iii)')).toBe(1);
  });
});

describe('Legal mapping: a parent when its children tie', () => {
  it('offers the common parent second when the two best are siblings within the tie margin', () => {
    const kept = [candidate('S2.33(e)', 1), candidate('S2.33(a)', 0.95), candidate('S2.35', 0.9)];
    const got = parentOnTie(kept, [...kept, candidate('S2.33', 0.4)], profiles, MAPPING);
    expect(got.map((c) => c.id)).toEqual(['S2.33(e)', 'S2.33', 'S2.33(a)', 'S2.35']);
    expect(got[1]!.score).toBe(0.95);
  });

  it('keeps the order when the rival is not a sibling, is clearly behind, or a paragraph is named', () => {
    const notSibling = [candidate('S2.33(e)', 1), candidate('S2.35', 0.99)];
    expect(parentOnTie(notSibling, notSibling, profiles, MAPPING).map((c) => c.id)).toEqual(['S2.33(e)', 'S2.35']);
    const behind = [candidate('S2.33(e)', 1), candidate('S2.33(a)', 0.5)];
    expect(parentOnTie(behind, behind, profiles, MAPPING).map((c) => c.id)).toEqual(['S2.33(e)', 'S2.33(a)']);
    const named = [{ ...candidate('S2.33(e)', 2), named: true }, candidate('S2.33(a)', 1.95)];
    expect(parentOnTie(named, named, profiles, MAPPING).map((c) => c.id)).toEqual(['S2.33(e)', 'S2.33(a)']);
  });
});

describe('corpus/ifrs/exemplars.json', () => {
  it('is in step with the four dev sets it is generated from (node scripts/make-exemplars.mjs), and holds no held-out query', () => {
    const root = join(__dirname, '..', '..', '..', '..', '..');
    const fromDev = [
      'bench/ifrs-retrieval.jsonl',
      'bench/ifrs-retrieval-dev2.jsonl',
      'bench/ifrs-retrieval-dev3.jsonl',
      'bench/ifrs-retrieval-dev4.jsonl'
    ].flatMap((f) =>
      readFileSync(join(root, f), 'utf8')
        .split('\n')
        .filter((l) => l.trim())
        .map((l) => JSON.parse(l) as { id: string; text: string; expected: string[] })
    );
    expect(getExemplars().map((e) => [e.id, e.text, e.paragraphs])).toEqual(
      fromDev.map((q) => [q.id, q.text, q.expected])
    );
    expect(getExemplars().some((e) => /^h\d+$/u.test(e.id))).toBe(false);
  });
});

describe('corpus/ifrs/synonyms.json', () => {
  it('bridges a word the registry does not use to one it does, and only to stems the mapping knows', () => {
    const terms = queryTerms('Executive pay is linked to emissions');
    expect(terms.has(stemTokens('remuneration')[0]!)).toBe(true);
    expect(queryTerms('The plant was halted').has(stemTokens('stop')[0]!)).toBe(true);
    // A word with no synonym adds nothing beyond its own stem.
    expect([...queryTerms('xylophone')]).toEqual([stemTokens('xylophone')[0]]);
  });
});
