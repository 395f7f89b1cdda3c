/**
 * The words a Source of Truth is read in, the same in the app's report view and in every export:
 * verdicts, pillars, agents, claim types, check names, gap and coverage statuses. Pure.
 */
import type { AgentId } from '../domain/agents';
import type { ClaimType } from '../domain/claim';
import type { CheckName } from '../domain/findingDetails';
import type { GapStatus, VerdictValue } from '../domain/finding';
import type { PillarKey } from '../domain/sourceOfTruth';
import type { CoverageStatus } from '../domain/reportExtras';

export const VERDICTS: readonly VerdictValue[] = ['verified', 'contradicted', 'unverified', 'insufficient_evidence'];

const VERDICT: Record<VerdictValue, string> = {
  verified: 'Verified',
  unverified: 'Unverified',
  contradicted: 'Contradicted',
  insufficient_evidence: 'Insufficient evidence'
};
export const verdictText = (v: VerdictValue | null): string => (v ? VERDICT[v] : 'No verdict');

export const PILLARS: readonly PillarKey[] = [
  'governance',
  'strategy',
  'risk_management',
  'metrics_targets',
  'unmapped'
];
const PILLAR: Record<PillarKey, string> = {
  governance: 'Governance',
  strategy: 'Strategy',
  risk_management: 'Risk management',
  metrics_targets: 'Metrics and targets',
  unmapped: 'Not mapped to a pillar'
};
export const pillarText = (p: PillarKey): string => PILLAR[p];

const AGENT: Record<AgentId, string> = {
  claims: 'Claims extraction',
  orchestrator: 'Orchestrator',
  legal: 'Legal',
  data_metrics: 'Data/Metrics',
  academic: 'Academic/Research',
  news_media: 'News/Media',
  geography: 'Geography',
  judge: 'Judge'
};
/** An agent's name; an agent this build does not know reads as its id. */
export const agentText = (a: string): string => AGENT[a as AgentId] ?? a;

const CLAIM_TYPE: Record<ClaimType, string> = {
  geographic: 'Geographic',
  quantitative: 'Quantitative',
  legal_governance: 'Legal/governance',
  strategic: 'Strategic',
  environmental: 'Environmental'
};
export const claimTypeText = (t: ClaimType): string => CLAIM_TYPE[t];

const CHECK: Record<CheckName, string> = {
  scope_addition: 'Scope addition',
  yoy_change: 'Year-on-year change',
  baseline_progress: 'Progress against baseline',
  baseline_consistency: 'Baseline consistency',
  restatement: 'Restatement',
  shares_sum: 'Shares sum to 100 %',
  magnitude: 'Order of magnitude',
  gwp_basis: 'GWP basis',
  target_achievability: 'Target achievability',
  interim_path: 'Interim target path',
  intensity_plausibility: 'Intensity plausibility',
  intensity_recomputed: 'Intensity recomputed',
  content_index: 'Content index',
  metrics_checklist: 'IFRS S2 metrics checklist'
};
export const checkText = (c: string): string => CHECK[c as CheckName] ?? c.replace(/_/g, ' ');

const GAP: Record<GapStatus, string> = { unaddressed: 'Unaddressed', partial: 'Partly addressed' };
export const gapStatusText = (g: GapStatus): string => GAP[g];

const COVERAGE: Record<CoverageStatus, string> = {
  covered: 'Covered',
  partial: 'Partial',
  missing: 'Missing',
  not_assessed: 'Not assessed'
};
export const coverageText = (c: CoverageStatus): string => COVERAGE[c];

/** "S2.29(a)" style ids read as written; a list joins with commas. */
export const paragraphsText = (ids: readonly string[]): string => (ids.length ? ids.join(', ') : '—');

/** "high" → "High". */
export const capital = (s: string): string => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

/** A number as printed in the report's own style: thousands with commas, up to 2 decimals. */
export function numberText(n: number): string {
  const abs = Math.abs(n);
  const digits = abs >= 1000 || Number.isInteger(n) ? 0 : abs >= 10 ? 1 : 2;
  return n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: 0 });
}

/** Units as a reader writes them: "t CO2e" → "t CO₂e", "tCO2e" → "tCO₂e". */
export const unitText = (u: string | undefined): string => (u ?? '').replace(/CO2/g, 'CO₂').replace(/m3\b/g, 'm³');
