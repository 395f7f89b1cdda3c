/**
 * Readings of a Source of Truth that the app's report view, the CSVs and the PDF share: every claim
 * with its pillar and the verdict in force (the analyst's override, else the Judge's), the findings
 * that still stand (the latest cycle per agent), the checks without duplicates, the gaps with their
 * dismissals, the headline findings and the combined filters. Pure.
 */
import type { ClaimEntry, PillarKey, SourceOfTruth } from '../domain/sourceOfTruth';
import type { DisclosureGap, Finding, VerdictValue } from '../domain/finding';
import type { MetricCheck } from '../domain/findingDetails';
import type { ClaimType } from '../domain/claim';
import { agentText } from './labels';
import { inForce, overrideKey, type GapOverride, type Override, type VerdictOverride } from '../domain/override';

export interface ClaimRow {
  entry: ClaimEntry;
  pillar: PillarKey;
  /** The verdict in force: the analyst's override, else the Judge's (null: no verdict). */
  verdict: VerdictValue | null;
  override: VerdictOverride | null;
  /** Agents whose findings stand on the claim, in the specialists' order of first appearance. */
  agents: string[];
  /** The claim's IFRS paragraphs: the verdict's mapping, else the preliminary one. */
  paragraphs: string[];
}

interface GapRow {
  gap: DisclosureGap;
  override: GapOverride | null;
}

export interface ReportModel {
  claims: ClaimRow[];
  gaps: GapRow[];
  overrides: Override[];
  inForce: Map<string, Override>;
}

export function reportModel(doc: SourceOfTruth): ReportModel {
  const active = inForce(doc.overrides);
  const claims = doc.pillars.flatMap((p) =>
    p.claims.map((entry): ClaimRow => {
      const override = (active.get(overrideKey('verdict', entry.claim.id)) as VerdictOverride | undefined) ?? null;
      return {
        entry,
        pillar: p.pillar,
        verdict: override ? override.value : (entry.verdict?.verdict ?? null),
        override,
        agents: [...new Set(standingFindings(entry).map((f) => f.agent))],
        paragraphs: entry.verdict?.ifrsMapping.length ? entry.verdict.ifrsMapping : entry.claim.preliminaryIfrs
      };
    })
  );
  const gaps = doc.gaps.map((gap) => ({
    gap,
    override: (active.get(overrideKey('gap', gap.id)) as GapOverride | undefined) ?? null
  }));
  return { claims, gaps, overrides: doc.overrides, inForce: active };
}

/**
 * Whether Legal's gap scan ran in this run: `ran` (the Legal agent completed, so no gap means none was
 * found), `failed` (it is in the build but did not complete), `unavailable` (not in this build). Only
 * after `ran` does "0 gaps" say anything about the report.
 */
export function gapScan(doc: SourceOfTruth): 'ran' | 'failed' | 'unavailable' {
  const legal = doc.run.agents.find((a) => a.id === 'legal');
  if (!legal?.available) return 'unavailable';
  return legal.run?.status === 'completed' ? 'ran' : 'failed';
}

/** What the gap figures mean when no scan ran, in one sentence (null when it ran). */
export function gapScanMissing(doc: SourceOfTruth): string | null {
  const scan = gapScan(doc);
  if (scan === 'ran') return null;
  return scan === 'unavailable'
    ? 'No gap scan ran: the Legal agent, which scans the registry for ' +
        'requirements the report leaves out, is not available in this build.'
    : 'No gap scan ran: the Legal agent did not complete in this run (see its status under the procedures).';
}

/** The findings that stand: for each agent, those of the latest cycle it reported in. */
export function standingFindings(entry: ClaimEntry): Finding[] {
  const last = new Map<string, number>();
  for (const f of entry.findings) last.set(f.agent, Math.max(last.get(f.agent) ?? 0, f.cycle));
  return entry.findings.filter((f) => f.cycle === last.get(f.agent));
}

export interface CheckRow {
  check: MetricCheck;
  /** `report`: a whole-report check; `claim`: found only on claims' figures. */
  scope: 'report' | 'claim';
  claimIds: string[];
}

/** What makes two checks one: the same check, result, computation and message (a figure read twice). */
export const checkKey = (c: MetricCheck): string => `${c.checkName}|${c.result}|${c.computation}|${c.message}`;

/** Every Data/Metrics check once: whole-report checks first, then those only claims carry. */
export function collectChecks(doc: SourceOfTruth): CheckRow[] {
  const byKey = new Map<string, CheckRow>();
  const keyOf = checkKey;
  for (const f of doc.reportFindings) {
    if (f.agent !== 'data_metrics') continue;
    for (const c of f.details.checks)
      if (!byKey.has(keyOf(c))) byKey.set(keyOf(c), { check: c, scope: 'report', claimIds: [] });
  }
  for (const p of doc.pillars) {
    for (const entry of p.claims) {
      for (const f of standingFindings(entry)) {
        if (f.agent !== 'data_metrics') continue;
        for (const c of f.details.checks) {
          const row = byKey.get(keyOf(c)) ?? { check: c, scope: 'claim' as const, claimIds: [] };
          if (!row.claimIds.includes(entry.claim.id)) row.claimIds.push(entry.claim.id);
          byKey.set(keyOf(c), row);
        }
      }
    }
  }
  return [...byKey.values()];
}

/** Why a claim stands unverified or without enough evidence, in one or two sentences. */
export function unverifiedReason(row: ClaimRow): string {
  const v = row.entry.verdict;
  if (!v) return 'The Judge issued no verdict (the run ended before this claim was judged).';
  const first = v.reasoning.split('\n').find((l) => l.trim()) ?? '';
  const missing = v.notInvestigated.length ? ` Not investigated: ${v.notInvestigated.map(agentText).join(', ')}.` : '';
  return `${first.replace(/^(Unverified|Insufficient evidence):\s*/i, '')}${missing}`.trim();
}

export interface Headline {
  contradicted: ClaimRow[];
  failedChecks: CheckRow[];
  openGaps: GapRow[];
  overridden: number;
}

/** What the executive summary leads with: contradictions, failed checks (most severe first), open gaps. */
export function headline(model: ReportModel, checks: readonly CheckRow[]): Headline {
  const rank = { high: 0, medium: 1, low: 2 } as const;
  return {
    contradicted: model.claims.filter((c) => c.verdict === 'contradicted'),
    failedChecks: checks
      .filter((c) => c.check.result === 'fail')
      .sort((a, b) => rank[a.check.severity] - rank[b.check.severity]),
    openGaps: model.gaps.filter((g) => !g.override).sort((a, b) => rank[a.gap.severity] - rank[b.gap.severity]),
    overridden: model.inForce.size
  };
}

export interface ClaimFilter {
  pillar?: PillarKey | undefined;
  type?: ClaimType | undefined;
  /** A verdict value, or `none` for claims without one. */
  verdict?: VerdictValue | 'none' | undefined;
  agent?: string | undefined;
  /** Paragraph search: "S2.29" matches S2.29 and everything below it. */
  paragraph?: string | undefined;
  /** Words of the claim text or id. */
  text?: string | undefined;
  overriddenOnly?: boolean | undefined;
}

export function matchesParagraph(ids: readonly string[], query: string): boolean {
  const q = query.trim().toUpperCase().replace(/\s+/g, '');
  if (!q) return true;
  return ids.some((id) => {
    const u = id.toUpperCase();
    return u === q || u.startsWith(`${q}(`) || (q.includes('(') && u.startsWith(q));
  });
}

export function filterClaims(rows: readonly ClaimRow[], f: ClaimFilter): ClaimRow[] {
  const words = (f.text ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return rows.filter(
    (r) =>
      (!f.pillar || r.pillar === f.pillar) &&
      (!f.type || r.entry.claim.type === f.type) &&
      (!f.verdict || (f.verdict === 'none' ? r.verdict === null : r.verdict === f.verdict)) &&
      (!f.agent || r.agents.includes(f.agent)) &&
      (!f.paragraph || matchesParagraph(r.paragraphs, f.paragraph)) &&
      (!f.overriddenOnly || r.override !== null) &&
      words.every((w) => r.entry.claim.text.toLowerCase().includes(w) || r.entry.claim.id.toLowerCase() === w)
  );
}

/** Verdicts in force, counted (overrides applied). */
export function verdictCounts(rows: readonly ClaimRow[]): Record<VerdictValue | 'none', number> {
  const out = { verified: 0, unverified: 0, contradicted: 0, insufficient_evidence: 0, none: 0 };
  for (const r of rows) out[r.verdict ?? 'none'] += 1;
  return out;
}
