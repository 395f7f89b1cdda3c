/**
 * The investigation pipeline on real stores with scripted specialists: verdicts for every claim,
 * re-investigation cycles, the cycle cap, failing and hanging agents, info requests relayed between
 * agents, whole-report results, persisted events and replay, cancel then resume without duplicates,
 * the step limit, and reproducible offline verdicts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStores, type StoreManager, type Stores } from '../../src/main/store/stores';
import { importReport } from '../../src/main/library/importReport';
import { createLogger } from '../../src/main/log';
import { corpusDocs } from '../../src/main/corpus/corpusDocs';
import { memoryKeyStore } from '../../src/main/llm/keys';
import { pipelineServices } from '../../src/main/library/analysisServices';
import { createRun, runPipeline } from '../../src/main/pipeline/runner';
import type { SpecialistAgent } from '../../src/main/agents/specialist';
import { RunConfigSchema, type RunConfigInput } from '../../src/shared/domain/pipeline';
import { PipelineEventSchema, type PipelineEvent } from '../../src/shared/domain/events';
import { SourceOfTruthSchema } from '../../src/shared/domain/sourceOfTruth';
import { fixture, freshDataDir } from '../helpers/tempStores';
import { ALL, scriptedAgent, team, type ScriptLog } from '../helpers/scriptedAgents';

describe('investigation pipeline', () => {
  const { dataDir, cleanup } = freshDataDir();
  let manager: StoreManager;
  let stores: Stores;
  let reportId: string;
  const log = createLogger('test');

  beforeAll(async () => {
    manager = startStores({ dataDir, host: 'cli', log, corpusDocs: corpusDocs() });
    stores = await manager.ready();
    reportId = (await importReport(stores, { kind: 'path', path: fixture('sample-report.pdf') })).report.id;
  });
  afterAll(async () => {
    await manager.close();
    cleanup();
  });

  async function analyse(agents: SpecialistAgent[] | undefined, config: RunConfigInput = {}, signal?: AbortSignal) {
    const events: PipelineEvent[] = [];
    const services = await pipelineServices(stores, 'offline', {
      keys: memoryKeyStore(),
      log,
      appVersion: 'test',
      ...(agents ? { agents } : {}),
      listeners: [(e) => events.push(e)]
    });
    const runId = await createRun(services, reportId, RunConfigSchema.parse(config));
    const result = await runPipeline(services, runId, signal);
    return { ...result, events, services };
  }

  it('with no specialist in the build, every claim gets a verdict that names what was not investigated', async () => {
    const r = await analyse([]);
    expect(r.status).toBe('completed');
    expect(r.state.claims.length).toBeGreaterThan(3);
    expect(r.state.verdicts).toHaveLength(r.state.claims.length);
    for (const v of r.state.verdicts) {
      expect(v.verdict).toBe('unverified');
      expect(v.notInvestigated.slice().sort()).toEqual([...ALL].sort());
      expect(v.reasoning).toMatch(/not (?:available|investigated)/i);
    }
    expect(r.state.cycle).toBe(1);
    const compiled = SourceOfTruthSchema.parse(r.compiled);
    expect(compiled.summary.claims).toBe(r.state.claims.length);
    expect(compiled.run.notInvestigated.slice().sort()).toEqual([...ALL].sort());
    expect(compiled.pillars.flatMap((p) => p.claims)).toHaveLength(r.state.claims.length);
    // Every event is valid, numbered without gaps, persisted, and replayable after any seq.
    for (const e of r.events) expect(PipelineEventSchema.safeParse(e).success).toBe(true);
    expect(r.events.map((e) => e.seq)).toEqual(r.events.map((_, i) => i));
    expect(await stores.analysis.events(r.runId)).toEqual(r.events);
    expect(await stores.analysis.events(r.runId, 9)).toEqual(r.events.slice(10));
    expect((await stores.analysis.get(r.runId))?.status).toBe('completed');
    expect(await stores.analysis.compiled(r.runId)).toEqual(r.compiled);
  });

  it('verifies claims that every expected specialist corroborates, citing their findings', async () => {
    const r = await analyse(team({ cycles: ['support'] }));
    expect(r.state.verdicts).toHaveLength(r.state.claims.length);
    const verified = r.state.verdicts.filter((v) => v.verdict === 'verified');
    expect(verified.length).toBe(r.state.claims.length);
    for (const v of verified) {
      expect(v.citedFindings.length).toBeGreaterThanOrEqual(2);
      expect(v.notInvestigated).toEqual([]);
    }
    // Routing: every claim went at least to its type's default agents, with a recorded reason.
    for (const route of r.state.routing) expect(route.reason.length).toBeGreaterThan(10);
    expect(r.events.filter((e) => e.type === 'evidence_found')).toHaveLength(r.state.findings.length);
    expect(await stores.analysis.findings(r.runId)).toHaveLength(r.state.findings.length);
  });

  it('whole-report results enter the state, their own rows and the Source of Truth, typed per agent', async () => {
    const r = await analyse(team({ cycles: ['support'], reportWide: true }));
    expect(r.state.reportFindings.map((f) => `${f.agent}:${f.evidenceType}:${f.outcome}`).sort()).toEqual([
      'data_metrics:scope_addition:pass',
      'legal:gap_scan:fail'
    ]);
    expect(await stores.analysis.reportFindings(r.runId)).toEqual(
      r.state.reportFindings.slice().sort((a, b) => (a.agent < b.agent ? -1 : 1))
    );
    const compiled = SourceOfTruthSchema.parse(r.compiled);
    expect(compiled.summary.reportFindings).toBe(2);
    expect(compiled.reportFindings.map((f) => f.agent)).toEqual(['legal', 'data_metrics']);
    const legal = compiled.reportFindings[0];
    expect(legal?.agent === 'legal' && legal.details.subRequirements[0]?.paragraphId).toBe('S2.29(a)(vi)');
    // Findings on claims carry their agent's details too: the Judge read Legal's mappings into the verdicts.
    for (const f of r.state.findings) expect(Object.keys(f.details).length).toBeGreaterThan(0);
  });

  it('contradicting specialists yield contradicted verdicts', async () => {
    const r = await analyse(team({ cycles: ['contradict'] }), { maxCycles: 1 });
    expect(r.state.verdicts.every((v) => v.verdict === 'contradicted')).toBe(true);
  });

  it('sends insufficient evidence back with refined queries, and the next cycle settles it', async () => {
    const calls: ScriptLog = { calls: [] };
    const r = await analyse(team({ cycles: ['inconclusive'], onQueries: 'support' }, calls), { maxCycles: 3 });
    expect(r.state.cycle).toBe(2);
    const requests = r.events.filter((e) => e.type === 'reinvestigation');
    expect(requests.length).toBeGreaterThan(0);
    for (const e of requests) {
      if (e.type !== 'reinvestigation') continue;
      expect(e.request.targetAgents.length).toBeGreaterThan(0);
      expect(e.request.refinedQueries.length).toBeGreaterThan(0);
      expect(e.request.evidenceGap.length).toBeGreaterThan(0);
    }
    // Cycle 2 went only to the claims and agents the Judge named, with its queries.
    const second = r.state.routing.filter((x) => x.cycle === 2);
    expect(second.length).toBe(requests.length);
    expect(calls.calls.filter((c) => c.cycle === 2).every((c) => c.queries > 0)).toBe(true);
    const settled = r.state.verdicts.filter((v) => v.cycle === 2);
    expect(settled.length).toBe(second.length);
    expect(settled.every((v) => v.verdict === 'verified')).toBe(true);
    expect(
      SourceOfTruthSchema.parse(r.compiled)
        .pillars.flatMap((p) => p.claims)
        .some((e) => e.chain.length === 2)
    ).toBe(true);
  });

  it('stops re-investigating at the cycle cap and rules insufficient evidence', async () => {
    const capped = await analyse(team({ cycles: ['inconclusive'] }), { maxCycles: 3 });
    expect(capped.state.cycle).toBe(3);
    expect(capped.state.verdicts.every((v) => v.verdict !== 'verified')).toBe(true);
    const once = await analyse(team({ cycles: ['inconclusive'] }), { maxCycles: 1 });
    expect(once.state.cycle).toBe(1);
    expect(once.events.some((e) => e.type === 'reinvestigation')).toBe(false);
  });

  it('a failing agent and a hanging agent are marked errored and the run goes on', async () => {
    const agents = [
      scriptedAgent('academic', { cycles: ['support'] }),
      scriptedAgent('data_metrics', { cycles: ['fail'] }),
      scriptedAgent('legal', { cycles: ['hang'] })
    ];
    const r = await analyse(agents, { maxCycles: 1, agentTimeoutMs: 300 });
    expect(r.status).toBe('completed');
    expect(r.state.agentStatus.data_metrics).toMatchObject({
      status: 'error',
      error: expect.stringMatching(/could not reach/)
    });
    expect(r.state.agentStatus.legal).toMatchObject({ status: 'error', error: expect.stringMatching(/timed out/) });
    const quantitative = r.state.claims.filter((c) => c.type === 'quantitative').map((c) => c.id);
    const verdicts = r.state.verdicts.filter((v) => quantitative.includes(v.claimId));
    expect(verdicts.length).toBeGreaterThan(0);
    for (const v of verdicts) expect(v.notInvestigated).toEqual(expect.arrayContaining(['data_metrics', 'legal']));
  });

  it('relays info requests between agents through the state', async () => {
    const calls: ScriptLog = { calls: [] };
    const agents = [
      scriptedAgent('legal', { cycles: ['support'], ask: 'academic' }, calls),
      scriptedAgent('academic', { cycles: ['support'] }, calls)
    ];
    const r = await analyse(agents, { maxCycles: 2 });
    expect(r.state.infoRequests).toHaveLength(1);
    expect(r.state.infoResponses).toEqual([expect.objectContaining({ requestId: 'req_legal_1', from: 'academic' })]);
    expect(calls.calls.some((c) => c.agent === 'academic' && c.inbox === 1)).toBe(true);
    expect(r.events.some((e) => e.type === 'info_request')).toBe(true);
    expect(r.events.some((e) => e.type === 'info_response')).toBe(true);
  });

  it('a cancelled run resumes from its last checkpoint without duplicating anything', async () => {
    const abort = new AbortController();
    const hanging = team({ cycles: ['hang'] });
    const services = await pipelineServices(stores, 'offline', {
      keys: memoryKeyStore(),
      log,
      appVersion: 'test',
      agents: hanging,
      listeners: [
        (e) => {
          if (e.type === 'agent_started' && e.agent !== 'judge') abort.abort();
        }
      ]
    });
    const runId = await createRun(services, reportId, RunConfigSchema.parse({ maxCycles: 2 }));
    const first = await runPipeline(services, runId, abort.signal);
    expect(first.status).toBe('cancelled');
    const stopped = await stores.analysis.get(runId);
    expect(stopped?.status).toBe('cancelled');
    expect(stopped?.pending.length).toBeGreaterThan(0);

    const events: PipelineEvent[] = [];
    const again = await pipelineServices(stores, 'offline', {
      keys: memoryKeyStore(),
      log,
      appVersion: 'test',
      agents: team({ cycles: ['support'], reportWide: true }),
      listeners: [(e) => events.push(e)]
    });
    const resumed = await runPipeline(again, runId);
    expect(resumed.status).toBe('completed');
    expect(resumed.timings.map((t) => t.node)).not.toContain('claims');
    const all = await stores.analysis.events(runId);
    const seqs = all.map((e) => e.seq);
    expect(new Set(seqs).size).toBe(seqs.length);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    const ids = (type: string, key: (e: PipelineEvent) => string): string[] =>
      all.filter((e) => e.type === type).map(key);
    const extracted = ids('claim_extracted', (e) => (e.type === 'claim_extracted' ? e.claim.id : ''));
    expect(new Set(extracted).size).toBe(extracted.length);
    expect(extracted).toHaveLength(resumed.state.claims.length);
    const issued = ids('verdict_issued', (e) =>
      e.type === 'verdict_issued' ? `${e.verdict.claimId}@${e.verdict.cycle}` : ''
    );
    expect(new Set(issued).size).toBe(issued.length);
    const found = ids('evidence_found', (e) => (e.type === 'evidence_found' ? e.finding.id : ''));
    expect(new Set(found).size).toBe(found.length);
    const stages = all.flatMap((e) => (e.type === 'stage_changed' ? [`${e.stage}@${e.cycle}`] : []));
    expect(new Set(stages).size).toBe(stages.length);
    expect(await stores.claims.count(reportId)).toBe(resumed.state.claims.length);
    expect(await stores.analysis.verdicts(runId)).toHaveLength(resumed.state.claims.length);
    expect(resumed.state.reportFindings).toHaveLength(2);
    expect(await stores.analysis.reportFindings(runId)).toHaveLength(2);
  });

  it('whole-report results committed before a cancel come back from the checkpoints on resume', async () => {
    const abort = new AbortController();
    const services = await pipelineServices(stores, 'offline', {
      keys: memoryKeyStore(),
      log,
      appVersion: 'test',
      agents: team({ cycles: ['support'], reportWide: true }),
      listeners: [
        (e) => {
          if (e.type === 'agent_started' && e.agent === 'judge') abort.abort();
        }
      ]
    });
    const runId = await createRun(services, reportId, RunConfigSchema.parse({ maxCycles: 1 }));
    expect((await runPipeline(services, runId, abort.signal)).status).toBe('cancelled');
    expect(await stores.analysis.reportFindings(runId)).toHaveLength(2);
    // The resumed team files none: what the state and the Source of Truth hold was folded from checkpoints.
    const again = await pipelineServices(stores, 'offline', {
      keys: memoryKeyStore(),
      log,
      appVersion: 'test',
      agents: team({ cycles: ['support'] })
    });
    const resumed = await runPipeline(again, runId);
    expect(resumed.status).toBe('completed');
    expect(resumed.timings.map((t) => t.node)).not.toContain('legal');
    expect(resumed.state.reportFindings.map((f) => f.evidenceType).sort()).toEqual(['gap_scan', 'scope_addition']);
    expect(SourceOfTruthSchema.parse(resumed.compiled).reportFindings).toHaveLength(2);
  });

  it('stops a run that exceeds its step limit', async () => {
    await expect(analyse(team({ cycles: ['inconclusive'] }), { maxCycles: 10, stepLimit: 12 })).rejects.toMatchObject({
      code: 'STEP_LIMIT'
    });
  });

  it('offline verdicts are reproducible', async () => {
    const strip = (r: Awaited<ReturnType<typeof analyse>>) =>
      r.state.verdicts.map(({ runId: _r, citedFindings, ...v }) => ({ ...v, cited: citedFindings.length }));
    const a = await analyse(team({ cycles: ['support', 'inconclusive'] }), { maxCycles: 2 });
    const b = await analyse(team({ cycles: ['support', 'inconclusive'] }), { maxCycles: 2 });
    expect(strip(a)).toEqual(strip(b));
  });
});
