import { describe, expect, it } from 'vitest';
import { useFakeOpenAI, waitFor } from '../../../llm/__tests__/fakeServerHooks';
import { createGateway } from '../../../llm/gateway';
import { resolveSettings } from '../../../llm/settings';
import { chat, httpError, type FakeResponse, type RecordedRequest } from '../../../llm/fakeOpenAIServer';
import { silentLogger } from '../../../log';
import { VerdictSchema, ReinvestigationRequestSchema } from '../../../../shared/domain/finding';
import { createModelJudge, type ModelJudgeOptions } from '../modelJudge';
import { MODEL_PROMPT_VERSION } from '../modelPrompt';
import { RULES_PROMPT_VERSION } from '../rules';
import type { JudgeDecision, JudgeInput } from '../types';
import { errored, findingOn, makeClaim, makeInput } from './fixtures';

const fake = useFakeOpenAI(() => chat('{"verdicts": []}'), { waitForIdle: true });

function judge(opts: ModelJudgeOptions = {}) {
  const settings = resolveSettings({
    enabled: true,
    provider: 'custom',
    baseUrl: fake.baseUrl,
    defaultModel: 'judge-m',
    maxRetries: 0,
    concurrency: 8
  });
  const gateway = createGateway({ settings, log: silentLogger, backoff: { baseMs: 1, maxMs: 2 } });
  return createModelJudge(gateway, { log: silentLogger, ...opts });
}

/** The claims a request carries (from the first user message's <claims> block). */
function claimsIn(req: RecordedRequest): { claim_id: string; findings: { id: string }[] }[] {
  const messages = (req.body as { messages: { role: string; content: string }[] }).messages;
  const user = messages.find((m) => m.role === 'user')!.content;
  return JSON.parse(/<claims>\n([\s\S]*)\n<\/claims>/.exec(user)![1]!) as {
    claim_id: string;
    findings: { id: string }[];
  }[];
}

// Three claims: a quantitative one with strong support, a geographic one with a contradiction, one with no findings at all.
const quant = makeClaim('quantitative');
const geo = makeClaim('geographic');
const bare = makeClaim('strategic');
const q = findingOn(quant);
const g = findingOn(geo);
const inputs = (over: Partial<JudgeInput> = {}): JudgeInput[] => [
  makeInput(
    quant,
    [q('data_metrics', true, { sources: [{ kind: 'report', ref: 'chunk_31', page: 31 }] }), q('legal', true)],
    over
  ),
  makeInput(geo, [g('geography', false, { summary: 'Imagery shows clearing.' }), g('legal', true)], {
    available: ['legal', 'data_metrics', 'news_media', 'geography'],
    ...over
  }),
  makeInput(bare, [], over)
];

const answer = (verdicts: unknown[]): FakeResponse => chat(JSON.stringify({ verdicts }));
const good = {
  quant: {
    claim_id: quant.id,
    verdict: 'Verified',
    confidence: 'HIGH',
    reasoning: 'Data/Metrics recomputed the 12% fall from the table on p. 31; Legal confirms the disclosure.',
    cited_finding_ids: ['fnd_data_metrics_c1', 'fnd_legal_c1'],
    reinvestigation: null
  },
  geo: {
    claim_id: geo.id,
    verdict: 'contradicted',
    confidence: 'medium',
    reasoning: 'Geography found clearing where restoration is claimed; Legal only checked the disclosure form.',
    cited_finding_ids: ['fnd_geography_c1'],
    reinvestigation: {
      evidence_gap: 'Satellite evidence conflicts with the claim; no independent press coverage yet.',
      requests: [
        {
          agent: 'news',
          query: 'Find reporting on peat restoration at the Kalimantan plantation since 2020.',
          required_evidence: 'Tier 1-2 articles or NGO field reports.'
        },
        { agent: 'academic', query: 'Look for studies of the site.', required_evidence: '' },
        { agent: 'astrology', query: 'Ask the stars.' }
      ]
    }
  }
};

const fellBack = (d: JudgeDecision, why: RegExp): void => {
  expect(d.verdict.provenance).toMatchObject({ engine: 'offline', promptVersion: RULES_PROMPT_VERSION });
  expect(d.verdict.reasoning).toMatch(new RegExp(`\\nNote: decided by the rule-based judge because ${why.source}`));
};

describe('model judge', () => {
  it('uses a valid answer, filters re-investigation targets and skips claims with no findings', async () => {
    fake.script(answer([good.quant, good.geo, { ...good.quant, claim_id: 'clm_not_in_batch' }]));
    const out = await judge().judgeBatch(inputs());
    expect(fake.requests).toHaveLength(1);
    expect(claimsIn(fake.requests[0]!).map((c) => c.claim_id)).toEqual([quant.id, geo.id]);
    expect(out.map((d) => d.verdict.claimId)).toEqual([quant.id, geo.id, bare.id]);
    for (const d of out) VerdictSchema.parse(d.verdict);

    const [a, b, c] = out as [JudgeDecision, JudgeDecision, JudgeDecision];
    expect(a.verdict).toMatchObject({
      verdict: 'verified',
      confidence: 'high',
      citedFindings: ['fnd_data_metrics_c1', 'fnd_legal_c1']
    });
    expect(a.verdict.provenance).toEqual({
      engine: 'model',
      model: 'judge-m',
      promptVersion: MODEL_PROMPT_VERSION,
      sources: [
        { kind: 'report', ref: 'chunk_31', page: 31 },
        { kind: 'report', ref: 'chunk_14_2', page: 14 }
      ]
    });
    expect(a.verdict.reasoning).toBe(good.quant.reasoning);
    expect(a.reinvestigation).toBeNull();
    // Scores and the IFRS mapping stay the rules' own.
    expect(a.verdict.scores.overall).toBe(a.evaluation.overall);

    expect(b.verdict).toMatchObject({ verdict: 'contradicted', confidence: 'medium', notInvestigated: ['academic'] });
    expect(ReinvestigationRequestSchema.parse(b.reinvestigation)).toEqual(b.reinvestigation);
    expect(b.reinvestigation).toMatchObject({
      claimId: geo.id,
      targetAgents: ['news_media'],
      cycle: 1,
      evidenceGap: good.geo.reinvestigation.evidence_gap
    });
    expect(b.reinvestigation!.refinedQueries).toEqual([
      'Find reporting on peat restoration at the Kalimantan plantation since 2020.'
    ]);
    expect(b.reinvestigation!.requiredEvidence).toBe('News/Media: Tier 1-2 articles or NGO field reports.');
    expect(b.verdict.reasoning).toContain('Not investigated: Academic/Research (not available in this build).');
    expect(b.verdict.reasoning).toContain(
      'Not asked to re-investigate: Academic/Research (not available in this build) and "astrology" (not a specialist).'
    );

    expect(c.verdict).toMatchObject({ verdict: 'unverified', provenance: { engine: 'offline' } });
    expect(c.verdict.reasoning).not.toContain('Note:');
  });

  it('falls back to the rules for the batch when the answer is not JSON, even after the repair round', async () => {
    fake.script(chat('The claims look fine to me.'), chat('Sorry, here it is: verified.'));
    const out = await judge().judgeBatch(inputs().slice(0, 2));
    expect(fake.requests).toHaveLength(2);
    for (const d of out) {
      fellBack(d, /the model call failed \(The model's answer \(judge, judge-m\) did not have the expected structure/);
      VerdictSchema.parse(d.verdict);
    }
    // The rules' own verdicts: two strong supporters; an even split the satellite evidence outweighs.
    expect(out.map((d) => d.verdict.verdict)).toEqual(['verified', 'contradicted']);
  });

  it('falls back for a claim the model leaves out, and keeps the rest', async () => {
    fake.script(answer([good.geo]));
    const [a, b] = await judge().judgeBatch(inputs().slice(0, 2));
    fellBack(a!, /the model gave no answer for this claim/);
    expect(b!.verdict.provenance.engine).toBe('model');
  });

  it('drops cited finding ids that are not on the claim', async () => {
    fake.script(
      answer([{ ...good.quant, cited_finding_ids: ['fnd_legal_c1', 'fnd_geography_c1', 'fnd_made_up'] }, good.geo])
    );
    const [a] = await judge().judgeBatch(inputs().slice(0, 2));
    expect(a!.verdict.citedFindings).toEqual(['fnd_legal_c1']);
    expect(a!.verdict.provenance.sources).toEqual([{ kind: 'report', ref: 'chunk_14_2', page: 14 }]);
  });

  it('falls back per claim on an unknown label or a verdict the findings cannot bear', async () => {
    fake.script(
      answer([
        { ...good.quant, verdict: 'mostly true' },
        { ...good.geo, verdict: 'verified', confidence: 'sure' }
      ])
    );
    const [a, b] = await judge().judgeBatch(inputs().slice(0, 2));
    fellBack(a!, /the model's verdict "mostly true" is not one of/);
    fellBack(b!, /the model's confidence "sure" is not high, medium or low/);
    fake.script(answer([{ ...good.quant, verdict: 'contradicted' }]));
    const [c] = await judge().judgeBatch(inputs().slice(0, 1));
    fellBack(c!, /the model called the claim contradicted although no finding contradicts it/);
  });

  it("may not overrule a contradiction the report's own figures compute", async () => {
    const failed = {
      checks: [
        {
          checkName: 'scope_addition',
          result: 'fail',
          severity: 'high',
          message: 'Scopes 1+2 is stated as 57,900 t but its parts add up to 55,800 t.',
          values: [{ label: 'Scopes 1+2', value: 57900, page: 2, claimId: quant.id, role: 'tested' }]
        }
      ]
    };
    const computed = makeInput(quant, [
      q('data_metrics', false, { details: failed }),
      q('legal', true),
      q('academic', true)
    ]);
    fake.script(answer([{ ...good.quant, verdict: 'verified', cited_finding_ids: ['fnd_legal_c1'] }]));
    const [d] = await judge().judgeBatch([computed]);
    fellBack(d!, /the model called the claim verified although the report's own figures, recomputed, contradict it/);
    expect(d!.verdict.verdict).toBe('contradicted');
  });

  it('falls back to the rules when the endpoint fails with HTTP 500', async () => {
    fake.script(httpError(500));
    const out = await judge().judgeBatch(inputs());
    expect(fake.requests).toHaveLength(1);
    fellBack(out[0]!, /the model call failed \(.*HTTP 500/);
    fellBack(out[1]!, /the model call failed/);
    expect(out.map((d) => d.verdict.verdict)).toEqual(['verified', 'contradicted', 'unverified']);
    expect(out[2]!.verdict.reasoning).not.toContain('Note:');
  });

  it('keeps confidence low when an expected agent errored, whatever the model says', async () => {
    fake.script(answer([good.quant]));
    const [a] = await judge().judgeBatch([
      makeInput(quant, inputs()[0]!.findings, { agentStatus: { legal: errored('crashed') } })
    ]);
    expect(a!.verdict).toMatchObject({ verdict: 'verified', confidence: 'low', provenance: { engine: 'model' } });
  });

  it('ignores a re-investigation request after the last cycle', async () => {
    fake.script(answer([good.geo]));
    const [b] = await judge().judgeBatch([inputs({ cycle: 3, maxCycles: 3 })[1]!]);
    expect(b!.verdict.provenance.engine).toBe('model');
    expect(b!.reinvestigation).toBeNull();
  });

  it('sends batches of at most batchSize claims, with at most `concurrency` calls in flight', async () => {
    fake.setDefault((req) => ({
      kind: 'delay',
      ms: 15,
      then: answer(claimsIn(req).map((c) => ({ ...good.quant, claim_id: c.claim_id, cited_finding_ids: [] })))
    }));
    const many = Array.from({ length: 5 }, (_, i) => {
      const c = makeClaim('quantitative', { id: `clm_${i}` });
      return makeInput(c, [findingOn(c)('data_metrics', true), findingOn(c)('legal', true)]);
    });
    const out = await judge({ batchSize: 2, concurrency: 1 }).judgeBatch(many);
    expect(fake.requests.map((r) => claimsIn(r).length)).toEqual([2, 2, 1]);
    expect(fake.maxInFlight).toBe(1);
    expect(out.map((d) => [d.verdict.claimId, d.verdict.provenance.engine])).toEqual(
      many.map((m) => [m.claim.id, 'model'])
    );
  });

  it('rejects on cancellation instead of falling back', async () => {
    fake.script({ kind: 'hang' });
    const ctl = new AbortController();
    const pending = judge().judgeBatch(inputs(), ctl.signal);
    await waitFor(() => fake.requests.length === 1, 'the judge request');
    ctl.abort();
    await expect(pending).rejects.toMatchObject({ code: 'LLM_CANCELLED' });
    // Already cancelled: no request at all.
    fake.reset();
    await expect(judge().judgeBatch(inputs(), ctl.signal)).rejects.toThrow();
    expect(fake.requests).toHaveLength(0);
  });
});
