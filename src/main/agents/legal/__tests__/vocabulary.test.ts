import { describe, expect, it } from 'vitest';
import { getRegistry } from '../../../corpus/registry';
import { getVocabulary } from '../../../corpus/mappingData';
import { buildProfiles, FIELD, profileMatch, queryTerms, siblingCue } from '../profiles';

const entries = getRegistry().listParagraphs();

describe('Legal profiles: report vocabulary per paragraph', () => {
  it('a claim in report words matches the paragraph better once its vocabulary joins the profile', () => {
    const q = queryTerms('Our minority stakes in unconsolidated partnerships emitted a further 45 kt.');
    const plain = buildProfiles(entries);
    const rich = buildProfiles(entries, { 'S2.29(a)(iv)(2)': ['minority stakes', 'unconsolidated partnerships'] });
    const id = 'S2.29(a)(iv)(2)';
    expect(profileMatch(rich.byId.get(id)!, q, rich.idf)).toBeGreaterThan(
      profileMatch(plain.byId.get(id)!, q, plain.idf)
    );
  });

  it('never lowers the weight of a word the registry itself uses for the paragraph', () => {
    const rich = buildProfiles(entries, { 'S2.29(a)(i)(1)': ['scope 1', 'direct emissions'] });
    const scope = rich.byId.get('S2.29(a)(i)(1)')!;
    expect(Math.max(...scope.terms.values())).toBeGreaterThan(FIELD.vocabulary);
    expect(scope.terms.get('direct')).toBeGreaterThanOrEqual(FIELD.vocabulary);
  });

  it('the shipped vocabulary loads and names only registry paragraphs', () => {
    const vocabulary = getVocabulary();
    expect(Object.keys(vocabulary).length).toBeGreaterThan(100);
    for (const id of Object.keys(vocabulary)) expect(getRegistry().getParagraph(id)).toBeDefined();
  });
});

describe('Legal profiles: what sets a child apart from its siblings', () => {
  const profiles = buildProfiles(entries);

  it('a claim on how often the board is briefed carries the cue of S2.6(a)(iii), not of its sibling on skills', () => {
    const q = queryTerms('The board is briefed on climate every quarter.');
    const often = profiles.byId.get('S2.6(a)(iii)')!;
    const skills = profiles.byId.get('S2.6(a)(ii)')!;
    expect(siblingCue(often, q, profiles.idf)).toBeGreaterThan(0);
    expect(siblingCue(often, q, profiles.idf)).toBeGreaterThan(siblingCue(skills, q, profiles.idf));
  });

  it('no distinctive terms are shared with a sibling, and a paragraph without siblings has none', () => {
    const often = profiles.byId.get('S2.6(a)(iii)')!;
    for (const t of often.distinctive) expect(profiles.byId.get('S2.6(a)(ii)')!.terms.has(t)).toBe(false);
    expect(profiles.byId.get('S2.6')!.distinctive.size).toBe(0);
  });
});
