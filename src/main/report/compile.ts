/**
 * The compile step: folds the final state into the typed Source of Truth (claims by IFRS pillar, each
 * with its verdict, findings and evidence chain by cycle; gaps; whole-report results; summary figures;
 * run metadata). Pure: the same state and metadata always compile to the same document (the compile
 * time aside).
 */
import { AgentIdSchema, SPECIALISTS, type AgentId, type SpecialistId } from '../../shared/domain/agents';
import type { Claim } from '../../shared/domain/claim';
import type { ReportFinding, VerdictValue } from '../../shared/domain/finding';
import {
  SourceOfTruthSchema,
  type ClaimEntry,
  type PillarKey,
  type SourceOfTruth
} from '../../shared/domain/sourceOfTruth';
import { pillarForNumber } from '../corpus/registrySchema';
import { checkKey } from '../../shared/report/reportModel';
import type { CompileMeta } from '../pipeline/compiler';
import type { PipelineState } from '../pipeline/state';

export type { CompileMeta };

const PILLAR_ORDER: readonly PillarKey[] = ['governance', 'strategy', 'risk_management', 'metrics_targets', 'unmapped'];
const AGENT_ORDER: readonly AgentId[] = AgentIdSchema.options;
const VERDICTS: readonly VerdictValue[] = ['verified', 'unverified', 'contradicted', 'insufficient_evidence'];

/** The pillar most of a claim's paragraphs belong to (ties: the first paragraph's). */
function pillarOf(paragraphs: readonly string[]): PillarKey {
  const votes = new Map<PillarKey, number>();
  for (const p of paragraphs) {
    const m = /^(S[12])\.(\d+)/.exec(p);
    const pillar = m ? pillarForNumber(m[1] as 'S1' | 'S2', Number(m[2])) : null;
    if (pillar) votes.set(pillar, (votes.get(pillar) ?? 0) + 1);
  }
  let best: PillarKey = 'unmapped';
  let n = 0;
  for (const [pillar, count] of votes) if (count > n) [best, n] = [pillar, count];
  return best;
}

export function compileSourceOfTruth(state: PipelineState, meta: CompileMeta): SourceOfTruth {
  const verdicts = new Map(state.verdicts.map((v) => [v.claimId, v]));
  const findingsOf = group(state.findings, (f) => f.claimId);
  const routingOf = group(state.routing, (r) => r.claimId);
  const requestOf = new Map(state.reinvestigation.map((r) => [`${r.claimId}@${r.cycle}`, r]));

  const entry = (claim: Claim): ClaimEntry => {
    const findings = findingsOf.get(claim.id) ?? [];
    const chain = (routingOf.get(claim.id) ?? [])
      .sort((a, b) => a.cycle - b.cycle)
      .map((r) => ({
        cycle: r.cycle,
        routedTo: r.agents,
        routingReason: r.reason,
        findingIds: findings.filter((f) => f.cycle === r.cycle).map((f) => f.id),
        reinvestigation: requestOf.get(`${claim.id}@${r.cycle}`) ?? null
      }));
    return { claim, verdict: verdicts.get(claim.id) ?? null, findings, chain };
  };

  const byPillar = group(state.claims, (claim) => {
    const v = verdicts.get(claim.id);
    return pillarOf(v?.ifrsMapping.length ? v.ifrsMapping : claim.preliminaryIfrs);
  });
  const count = <T>(items: readonly T[], key: (t: T) => string): Record<string, number> =>
    Object.fromEntries([...group(items, key)].map(([k, v]) => [k, v.length]));
  const verdictCounts = Object.fromEntries(
    VERDICTS.map((v) => [v, state.verdicts.filter((x) => x.verdict === v).length])
  ) as Record<VerdictValue, number>;
  const available = new Set(meta.available);
  const doc: SourceOfTruth = {
    schemaVersion: 1,
    report: {
      id: meta.report.id,
      title: meta.report.title,
      fileName: meta.report.fileName,
      pageCount: meta.report.pageCount,
      sha256: meta.report.sha256
    },
    run: {
      id: state.runId,
      config: state.config,
      appVersion: meta.appVersion,
      corpusVersion: meta.corpusVersion,
      models: meta.models,
      startedAt: meta.startedAt,
      compiledAt: (meta.now?.() ?? new Date()).toISOString(),
      cycles: state.cycle,
      agents: AGENT_ORDER.map((id) => ({
        id,
        available: !SPECIALISTS.includes(id as SpecialistId) || available.has(id as SpecialistId),
        run: state.agentStatus[id] ?? null
      })),
      notInvestigated: SPECIALISTS.filter((s) => !available.has(s) || state.agentStatus[s]?.status === 'error')
    },
    summary: {
      claims: state.claims.length,
      anchored: state.claims.filter((c) => c.anchor.rects.length > 0).length,
      findings: state.findings.length,
      gaps: state.gaps.length,
      reportFindings: state.reportFindings.length,
      checks: checkCounts(state.reportFindings),
      reportFigures: meta.reportFigures?.length ?? 0,
      reinvestigations: state.routing.filter((r) => r.cycle > 1).length,
      verdicts: verdictCounts,
      byType: count(state.claims, (c) => c.type),
      byPillar: Object.fromEntries([...byPillar].map(([p, e]) => [p, e.length]))
    },
    pillars: PILLAR_ORDER.filter((p) => byPillar.has(p)).map((pillar) => ({
      pillar,
      claims: (byPillar.get(pillar) ?? []).map(entry)
    })),
    gaps: state.gaps,
    reportFindings: sortAgentsThenId(state.reportFindings),
    reportFigures: [...(meta.reportFigures ?? [])],
    overrides: [],
    crossMap: [],
    audit: []
  };
  return SourceOfTruthSchema.parse(doc);
}

/**
 * Data/Metrics' whole-report checks counted by result, each check once: a check the agent filed twice
 * (one figure read twice) is one row of the checks table, so it counts once here too.
 */
function checkCounts(items: readonly ReportFinding[]): { pass: number; fail: number; inconclusive: number } {
  const out = { pass: 0, fail: 0, inconclusive: 0 };
  const seen = new Set<string>();
  for (const f of items) {
    if (f.agent !== 'data_metrics') continue;
    for (const c of f.details.checks) {
      if (seen.has(checkKey(c))) continue;
      seen.add(checkKey(c));
      out[c.result] += 1;
    }
  }
  return out;
}

/** Whole-report results in the specialists' order, then by id (stable across resumes). */
function sortAgentsThenId(items: readonly ReportFinding[]): ReportFinding[] {
  return [...items].sort(
    (a, b) => SPECIALISTS.indexOf(a.agent) - SPECIALISTS.indexOf(b.agent) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

function group<T, K extends string>(items: readonly T[], key: (t: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const t of items) {
    const k = key(t);
    const list = out.get(k);
    if (list) list.push(t);
    else out.set(k, [t]);
  }
  return out;
}
