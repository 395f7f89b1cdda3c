/**
 * The gap rules against the registry: one rule per leaf of S1.26–53 and S2.5–37, no rule for a parent
 * or an unknown id, checks aligned with the registry's own checks, every thesaurus idea a cue names
 * exists, and every paragraph the registry marks conditional carries a condition (or is not scanned).
 */
import { describe, expect, it } from 'vitest';
import { listParagraphs } from '../../../../corpus/registry';
import { unknownIdeas } from '../cues';
import { leafEntries } from '../leaves';
import { GAP_RULE_LIST, GAP_RULES } from '../rules';

const entries = [...listParagraphs({ standard: 'S1' }), ...listParagraphs({ standard: 'S2' })];
const leaves = leafEntries(entries);
const byId = new Map(entries.map((e) => [e.id, e]));

describe('gap rules and the IFRS registry', () => {
  it('has exactly one rule per registry leaf', () => {
    expect(GAP_RULE_LIST.length).toBe(GAP_RULES.size);
    expect(leaves.filter((e) => !GAP_RULES.has(e.id)).map((e) => e.id)).toEqual([]);
    const leafIds = new Set(leaves.map((e) => e.id));
    expect(GAP_RULE_LIST.filter((r) => !leafIds.has(r.id)).map((r) => r.id)).toEqual([]);
    expect(leaves.length).toBeGreaterThan(180);
  });

  it('gives each check of a leaf one entry, in registry order', () => {
    for (const r of GAP_RULE_LIST.filter((x) => x.checks)) {
      const own = byId.get(r.id)!.subRequirements.filter((s) => !s.id);
      expect(r.checks!.length, r.id).toBe(own.length);
      if (r.checks!.includes(null))
        expect(r.reason, `${r.id} leaves a check unassessed without saying why`).toBeTruthy();
    }
  });

  it('names only ideas the thesaurus has', () => {
    for (const r of GAP_RULE_LIST) {
      const cues = [...(r.topic ?? []), ...(r.checks ?? []).flatMap((c) => c?.cues ?? [])];
      for (const c of cues) expect(unknownIdeas(c), r.id).toEqual([]);
    }
  });

  it('reads S1 through existing S2 leaves and derives only from known paragraphs', () => {
    for (const r of GAP_RULE_LIST.filter((x) => x.kind === 'via' || x.kind === 'derived')) {
      expect(r.from?.length, r.id).toBeGreaterThan(0);
      for (const id of r.from!) expect(GAP_RULES.has(id), `${r.id} follows ${id}`).toBe(true);
      if (r.kind === 'via') for (const id of r.from!) expect(GAP_RULES.get(id)!.kind, `${r.id} via ${id}`).toBe('scan');
    }
  });

  it('makes every conditional registry leaf conditional (or leaves it unscanned)', () => {
    const missing = leaves
      .filter((e) => e.applicability.scope === 'conditional')
      .filter((e) => {
        const r = GAP_RULES.get(e.id)!;
        return !r.condition && r.kind !== 'not_scanned';
      });
    expect(missing.map((e) => e.id)).toEqual([]);
  });

  it('honours the reliefs the registry names', () => {
    const withRelief = leaves
      .filter((e) => e.applicability.relief && e.applicability.relief.includes('Scope 3'))
      .map((e) => e.id);
    for (const id of withRelief) expect(GAP_RULES.get(id)!.relief, id).toBe('scope3');
    expect(GAP_RULES.get('S2.29(a)(ii)')!.relief).toBe('ghgProtocol');
  });
});
