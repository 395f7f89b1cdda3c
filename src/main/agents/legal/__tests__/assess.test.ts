import { describe, expect, it } from 'vitest';
import { getRegistry } from '../../../corpus/registry';
import { FindingSchema } from '../../../../shared/domain/finding';
import type { Claim } from '../../../../shared/domain/claim';
import { assessParagraph, assessRequirement } from '../assess';
import { createPool, termsOf, type Sentence } from '../evidencePool';
import { legalFinding, overallStatus, stanceOf } from '../finding';
import type { Candidate } from '../mapping';
import { buildProfiles } from '../profiles';
import { requirementsOf } from '../requirements';

const registry = getRegistry();
const profiles = buildProfiles(registry.listParagraphs());
const entry = (id: string) => registry.getParagraph(id)!;
const reqs = (id: string) => requirementsOf(entry(id), (c) => registry.getParagraph(c));
const sentence = (page: number, text: string): Sentence => ({
  page,
  start: -1,
  end: -1,
  text,
  terms: termsOf(text),
  origin: 'report'
});
const poolOf = (...s: Sentence[]) => createPool(s, 8, profiles.idf, { page: async () => null });
const candidate = (id: string, named = false): Candidate => ({
  id,
  score: 1,
  rank: 0,
  match: 0.3,
  named,
  preliminary: false,
  votes: 0
});

const PLAN = 'In 2023 we published our climate transition plan, which sets out how we will reach net zero by 2050.';
const ASSUMPTIONS =
  'The transition plan assumes average GDP growth of 1.5 % a year and a carbon price of EUR 100 per tonne by 2030.';
const DEPENDENCIES =
  'Delivery depends on grid decarbonisation and relies on our suppliers switching to renewable power.';
const UNRELATED = 'Our canteens served 1.2 million meals to employees this year.';

describe('sub-requirement assessment on small texts', () => {
  it("finds a transition plan's assumptions and dependencies pages away from the claim", () => {
    const p = assessParagraph(
      entry('S2.14(a)(iv)'),
      reqs('S2.14(a)(iv)'),
      candidate('S2.14(a)(iv)'),
      { text: PLAN, page: 2 },
      poolOf(sentence(5, UNRELATED), sentence(4, ASSUMPTIONS), sentence(4, DEPENDENCIES)),
      [],
      profiles.idf
    );
    expect(p.status).toBe('fully_addressed');
    expect(
      p.requirements.map((r) => [
        r.req.text,
        r.evidence?.from === 'sentence' ? r.evidence.sentence.page : r.evidence?.from
      ])
    ).toEqual([
      ['Transition plan (if any) is described', 'claim'],
      ['Key assumptions are disclosed', 4],
      ['Dependencies (policy, technology, suppliers) are disclosed', 4]
    ]);
  });

  it('names what is missing, with what was searched and where', () => {
    const p = assessParagraph(
      entry('S2.14(a)(iv)'),
      reqs('S2.14(a)(iv)'),
      candidate('S2.14(a)(iv)'),
      { text: PLAN, page: 2 },
      poolOf(sentence(5, UNRELATED), sentence(4, ASSUMPTIONS)),
      [],
      profiles.idf
    );
    expect(p.status).toBe('partially_addressed');
    const missing = p.requirements.find((r) => !r.addressed)!;
    expect(missing.req.text).toMatch(/Dependencies/);
    expect(missing.reason).toMatch(
      /searched the claim, the report's 8 page\(s\) \(2 sentences and table rows\) for "Dependencies/
    );
  });

  it('needs a stated frequency for "how often the board is informed"', () => {
    const [, frequency] = reqs('S2.6(a)(iii)');
    expect(frequency!.text).toMatch(/Frequency/);
    const pool = poolOf();
    expect(
      assessRequirement(
        frequency!,
        { text: 'The Board discusses climate-related risks with management.', page: 1 },
        pool,
        [],
        profiles.idf
      ).addressed
    ).toBe(false);
    expect(
      assessRequirement(
        frequency!,
        { text: 'The Board is briefed on climate-related risks at every quarterly meeting.', page: 1 },
        pool,
        [],
        profiles.idf
      ).addressed
    ).toBe(true);
  });

  it('does not take a market-based figure for the location-based Scope 2 the check asks for', () => {
    const [location] = reqs('S2.29(a)(v)');
    const pool = poolOf();
    expect(
      assessRequirement(
        location!,
        { text: 'Scope 2 (market-based) emissions were 6,975 tCO2e in 2023.', page: 4 },
        pool,
        [],
        profiles.idf
      ).addressed
    ).toBe(false);
    expect(
      assessRequirement(
        location!,
        { text: 'Location-based Scope 2 emissions were 9,120 tCO2e in 2023.', page: 4 },
        pool,
        [],
        profiles.idf
      ).addressed
    ).toBe(true);
  });

  it("uses what the Judge's refined queries found before the rest of the report", () => {
    const searched = { ...sentence(7, DEPENDENCIES), origin: 'search' as const };
    const dep = reqs('S2.14(a)(iv)')[2]!;
    const got = assessRequirement(
      dep,
      { text: PLAN, page: 2 },
      poolOf(sentence(3, DEPENDENCIES)),
      [searched],
      profiles.idf
    );
    expect(got.evidence).toMatchObject({ from: 'sentence', sentence: { page: 7, origin: 'search' } });
  });

  it('calls a paragraph not addressed only when the claim names it, unclear otherwise', () => {
    const claim = { text: UNRELATED, page: 1 };
    expect(
      assessParagraph(
        entry('S2.29(g)(ii)'),
        reqs('S2.29(g)(ii)'),
        candidate('S2.29(g)(ii)'),
        claim,
        poolOf(),
        [],
        profiles.idf
      ).status
    ).toBe('unclear');
    expect(
      assessParagraph(
        entry('S2.29(g)(ii)'),
        reqs('S2.29(g)(ii)'),
        candidate('S2.29(g)(ii)', true),
        claim,
        poolOf(),
        [],
        profiles.idf
      ).status
    ).toBe('not_addressed');
  });
});

describe('the finding', () => {
  it("follows the seed's stance table", () => {
    expect(stanceOf('fully_addressed')).toEqual({ supportsClaim: true, confidence: 'high' });
    expect(stanceOf('partially_addressed')).toEqual({ supportsClaim: null, confidence: 'medium' });
    expect(stanceOf('not_addressed')).toEqual({ supportsClaim: false, confidence: 'high' });
    expect(stanceOf('unclear')).toEqual({ supportsClaim: null, confidence: 'low' });
    expect(overallStatus([])).toBe('unclear');
  });

  it('is a valid legal finding with pages, excerpts, the seed status and the schema status', async () => {
    const p = assessParagraph(
      entry('S2.14(a)(iv)'),
      reqs('S2.14(a)(iv)'),
      candidate('S2.14(a)(iv)'),
      { text: PLAN, page: 2 },
      poolOf(sentence(4, ASSUMPTIONS)),
      [],
      profiles.idf
    );
    const claim = {
      id: 'clm_1',
      text: PLAN,
      sourcePage: 2,
      figures: [],
      anchor: { page: 2, rects: [{ x: 0.1, y: 0.2, w: 0.3, h: 0.05 }] }
    } as unknown as Claim;
    const f = FindingSchema.parse(
      await legalFinding(claim, [p], poolOf(sentence(4, ASSUMPTIONS)), {
        runId: 'run_x',
        reportId: 'rpt_x',
        cycle: 2,
        engine: 'offline',
        agent: 'legal'
      })
    );
    if (f.agent !== 'legal') throw new Error('not legal');
    expect(f.details.ifrsMappings).toEqual([
      expect.objectContaining({
        paragraphId: 'S2.14(a)(iv)',
        status: 'partially_met',
        assessment: 'partially_addressed'
      })
    ]);
    expect(f.details.subRequirements.map((s) => [s.addressed, s.evidence?.page])).toEqual([
      [true, 2],
      [true, 4],
      [false, undefined]
    ]);
    expect(f.details.subRequirements[0]!.rects).toEqual([{ x: 0.1, y: 0.2, w: 0.3, h: 0.05 }]);
    expect(f.details.missingRequirements).toEqual([
      'S2.14(a)(iv): Dependencies (policy, technology, suppliers) are disclosed'
    ]);
    expect(f).toMatchObject({
      supportsClaim: null,
      confidence: 'medium',
      cycle: 2,
      provenance: { engine: 'offline', promptVersion: 'legal-1' }
    });
    expect(f.provenance.sources.map((s) => s.ref)).toEqual(['rpt_x#page=2', 'rpt_x#page=4', 'S2.14(a)(iv)']);
  });
});
