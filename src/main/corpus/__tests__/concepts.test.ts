import { describe, expect, it } from 'vitest';
import { compileConcepts, getConcepts, loadConceptsFile, stemTokens } from '../concepts';
import { ifrsDocs } from '../corpusDocs';

describe('disclosure thesaurus', () => {
  it('loads the shipped file with unique ids and non-empty groups', () => {
    const file = loadConceptsFile();
    expect(file.concepts.length).toBeGreaterThan(50);
    expect(new Set(file.concepts.map((c) => c.id)).size).toBe(file.concepts.length);
  });

  it('matches inflected forms through stemming', () => {
    const c = getConcepts();
    expect(c.ids('The board is briefed every quarter')).toEqual(expect.arrayContaining(['board', 'informed']));
    expect(c.ids('Quarterly briefings to the Supervisory Board')).toEqual(
      expect.arrayContaining(['board', 'informed', 'frequency'])
    );
    expect(c.ids('Flooding and storms damaged two warehouses')).toContain('physical');
  });

  it('matches multi-word terms only as a whole sequence', () => {
    const m = compileConcepts({
      schemaVersion: 1,
      about: 't',
      concepts: [{ id: 'carbonprice', terms: ['internal carbon price'] }]
    });
    expect(m.ids('We apply an internal carbon price of EUR 100')).toEqual(['carbonprice']);
    expect(m.ids('Carbon price risk is internal to the plan')).toEqual([]);
    expect(m.tags('an internal carbon price')).toBe('cxcarbonprice');
  });

  it('keeps symbols and decimals that terms rely on', () => {
    expect(stemTokens('28 % of capex, 1.5°C, R&D')).toEqual(expect.arrayContaining(['%', '1.5', '&']));
  });

  it('tags every indexed IFRS passage with concepts and its standard scope', () => {
    const docs = ifrsDocs();
    for (const d of docs) expect(d.text).toMatch(/\nConcepts: .*cx(sustainability|climate)/);
    const s26aiii = docs.find((d) => d.refId === 'S2.6(a)(iii)')!;
    expect(s26aiii.text).toContain('cxfrequency');
    // Sub-paragraphs carry their parents' titles for context.
    expect(s26aiii.text.split('\n')[0]).toContain(' > ');
  });
});
