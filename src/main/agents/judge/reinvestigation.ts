/**
 * When the Judge sends a claim back, to whom, and with what (seed FRD 11 §3). Triggers: a combined
 * score under 0.6, any contradiction, an expected domain not heard, low-quality evidence, or a legal
 * finding of partial compliance; none of them once the last cycle has been judged.
 *
 * Targets, each with the reasons it is asked: expected agents with no finding; both sides of a
 * contradiction; agents whose evidence scored under 0.5; expected agents whose current view is
 * inconclusive when support is thin; Legal when it found requirements missing; expected agents that
 * errored. When support is thin and no target could add a new source, the most relevant available
 * agent that has not looked yet, and has something to look at (Academic only a
 * technical claim), is added to corroborate (an extension: otherwise a legal/governance
 * claim, which expects Legal alone, could never reach two independent sources).
 *
 * Who may be asked: only agents available in this build; never an agent that timed out (it would most
 * likely time out again, at the full agent time limit); an agent that errored is retried once, i.e.
 * not if an earlier request for this claim already named it (see JudgeInput.previousRequests).
 * No eligible target, no request. One refined query per target, in the same order (the orchestrator
 * pairs them by position).
 */
import type { SpecialistId } from '../../../shared/domain/agents';
import type { Claim } from '../../../shared/domain/claim';
import type { Finding, ReinvestigationRequest } from '../../../shared/domain/finding';
import { isTimedOut } from './coverage';
import type { Evaluation } from './evaluate';
import { expectedAgents, mayInvestigate } from '../expectedAgents';
import { AGENT_LABEL, agentList, clip, fmt, listWords, sortAgents } from './labels';
import type { PartialCompliance } from './legalFindings';
import { agentsByRelevance, type Synthesis } from './synthesis';
import type { JudgeInput } from './types';

const REINVESTIGATE_BELOW = 0.6;
const LOW_QUALITY_FINDING = 0.5;

type Trigger = 'weak_evidence' | 'contradictions' | 'missing_agents' | 'low_quality' | 'partial_compliance';
type TargetReason =
  'missing' | 'errored' | 'inconclusive' | 'contradicts' | 'disputed' | 'low_quality' | 'partial' | 'corroborate';
export type ExclusionReason = 'not_available' | 'timed_out' | 'already_retried';

export interface Plan {
  triggers: Trigger[];
  request: ReinvestigationRequest | null;
  /** Agents the gaps called for that may not be asked, and why. */
  excluded: { agent: SpecialistId; why: ExclusionReason }[];
  /** True when the judged cycle is the last one: nothing is sent back whatever the evidence. */
  lastCycle: boolean;
}

export interface PlanContext {
  input: JudgeInput;
  evaluation: Evaluation;
  synthesis: Synthesis;
  /** The claim's current findings (evaluate.ts). */
  current: readonly Finding[];
  legal: PartialCompliance;
  ifrs: readonly string[];
}

function triggersOf(e: Evaluation, legal: PartialCompliance): Trigger[] {
  const t: Trigger[] = [];
  if (e.overall < REINVESTIGATE_BELOW) t.push('weak_evidence');
  if (e.consistency.hasContradictions) t.push('contradictions');
  if (e.completeness.missing.length > 0) t.push('missing_agents');
  if (e.quality.assessed && e.quality.level === 'low') t.push('low_quality');
  if (legal.partial) t.push('partial_compliance');
  return t;
}

/** Why an agent may not be asked to re-investigate this claim, or null when it may. */
export function exclusionOf(agent: SpecialistId, input: JudgeInput): ExclusionReason | null {
  if (!input.available.includes(agent)) return 'not_available';
  const run = input.agentStatus[agent];
  if (isTimedOut(run)) return 'timed_out';
  const retried = (input.previousRequests ?? []).some(
    (r) => r.claimId === input.claim.id && r.targetAgents.includes(agent)
  );
  if (run?.status === 'error' && retried) return 'already_retried';
  return null;
}

function wantedTargets(ctx: PlanContext, triggers: readonly Trigger[]): Map<SpecialistId, TargetReason[]> {
  const { evaluation: e, current, input } = ctx;
  const want = new Map<SpecialistId, TargetReason[]>();
  const add = (a: SpecialistId, r: TargetReason): void =>
    void want.set(a, [...(want.get(a) ?? []).filter((x) => x !== r), r]);
  for (const a of e.completeness.missing) add(a, e.completeness.errored.includes(a) ? 'errored' : 'missing');
  if (triggers.includes('contradictions')) {
    for (const a of e.sufficiency.contradictingAgents) add(a, 'contradicts');
    for (const a of e.sufficiency.supportingAgents) add(a, 'disputed');
  }
  if (triggers.includes('low_quality'))
    for (const q of e.quality.perFinding) if (q.score < LOW_QUALITY_FINDING) add(q.agent, 'low_quality');
  if (e.sufficiency.level === 'low' || e.sufficiency.level === 'very_low') {
    for (const a of expectedAgents(input.claim)) {
      const mine = current.filter((f) => f.agent === a);
      if (mine.length > 0 && mine.every((f) => f.supportsClaim === null)) add(a, 'inconclusive');
    }
  }
  if (triggers.includes('partial_compliance')) add('legal', 'partial');
  for (const a of e.completeness.errored) if (!want.has(a)) add(a, 'errored');
  return want;
}

export function planReinvestigation(ctx: PlanContext): Plan {
  const { input, evaluation: e } = ctx;
  const lastCycle = input.cycle >= input.maxCycles;
  const triggers = triggersOf(e, ctx.legal);
  if (lastCycle || triggers.length === 0) return { triggers, request: null, excluded: [], lastCycle };
  const want = wantedTargets(ctx, triggers);
  const excluded: Plan['excluded'] = [];
  const targets = new Map<SpecialistId, TargetReason[]>();
  for (const a of sortAgents(want.keys())) {
    const why = exclusionOf(a, input);
    if (why) excluded.push({ agent: a, why });
    else targets.set(a, want.get(a)!);
  }
  const thin = e.sufficiency.level === 'low' || e.sufficiency.level === 'very_low';
  const newSource = [...targets.values()].some((rs) =>
    rs.some((r) => r === 'missing' || r === 'errored' || r === 'inconclusive')
  );
  if (
    (thin && !newSource) ||
    (targets.size === 0 && (triggers.includes('weak_evidence') || triggers.includes('low_quality')))
  ) {
    const heard = new Set(input.findings.filter((f) => f.claimId === input.claim.id).map((f) => f.agent));
    const extra = agentsByRelevance(input.claim.type, input.available).find(
      (a) => !heard.has(a) && !targets.has(a) && mayInvestigate(a, input.claim) && exclusionOf(a, input) === null
    );
    if (extra) targets.set(extra, ['corroborate']);
  }
  if (targets.size === 0) return { triggers, request: null, excluded, lastCycle };
  const agents = sortAgents(targets.keys());
  const request: ReinvestigationRequest = {
    claimId: input.claim.id,
    targetAgents: agents,
    evidenceGap: evidenceGapText(ctx, triggers),
    refinedQueries: agents.map((a) =>
      queryFor(
        input.claim,
        a,
        targets.get(a)!.map((r) => reasonSentence(ctx, a, r)),
        ctx.ifrs
      )
    ),
    requiredEvidence: requiredEvidenceText(agents, ctx.legal.missing),
    cycle: input.cycle
  };
  return { triggers, request, excluded, lastCycle };
}

/** The gaps in plain words, one sentence each. */
function evidenceGapText(ctx: PlanContext, triggers: readonly Trigger[]): string {
  const { evaluation: e, input } = ctx;
  const s = e.sufficiency;
  const out: string[] = [];
  if (s.sourceCount === 0) out.push('No specialist has found evidence that supports the claim yet.');
  else if (s.sourceCount === 1)
    out.push(
      `Only one specialist (${agentList(s.supportingAgents)}) ` +
        'supports the claim; a second, independent source is needed.'
    );
  if (triggers.includes('weak_evidence'))
    out.push(
      `The combined evidence score is ${fmt(e.overall)}, under ` +
        `the ${fmt(REINVESTIGATE_BELOW)} needed to settle the claim.`
    );
  if (triggers.includes('contradictions')) {
    const pro = s.supportingAgents.length
      ? ` while ${agentList(s.supportingAgents)} support${s.supportingAgents.length === 1 ? 's' : ''} it`
      : '';
    out.push(
      `${agentList(s.contradictingAgents)} found evidence against the claim${pro}; the conflict has to be resolved.`
    );
  }
  if (triggers.includes('low_quality'))
    out.push(`The evidence so far is weak in kind or credibility (average quality ${fmt(e.quality.average)}).`);
  if (triggers.includes('missing_agents')) {
    const m = e.completeness.missing;
    const failed = m.filter((a) => e.completeness.errored.includes(a));
    const note =
      failed.length === 0
        ? ''
        : failed.length === m.length
          ? ` (${m.length === 1 ? 'it' : 'they'} stopped with an error)`
          : ` (${agentList(failed)} stopped with an error)`;
    out.push(
      `${agentList(m)} ${m.length === 1 ? 'has' : 'have'} not examined the claim${note}, although ` +
        `${input.claim.type.replace('_', '/')} claims call for ${m.length === 1 ? 'it' : 'them'}.`
    );
  }
  if (triggers.includes('partial_compliance')) {
    const missing = ctx.legal.missing.length ? `: still missing ${listWords(ctx.legal.missing)}` : '';
    out.push(`The legal review found the disclosure only partly meets the IFRS requirements${missing}.`);
  }
  return out.join(' ');
}

const quoteOf = (f: Finding | undefined): string => (f ? ` ("${clip(f.summary, 160)}")` : '');

function reasonSentence(ctx: PlanContext, agent: SpecialistId, reason: TargetReason): string {
  const { synthesis: syn, evaluation: e } = ctx;
  const own = ctx.current.filter((f) => f.agent === agent);
  switch (reason) {
    case 'missing':
      return 'You have not examined this claim yet.';
    case 'errored':
      return 'Your previous run ended with an error before you reported on this claim; please try again.';
    case 'inconclusive':
      return `Your last look found nothing conclusive${quoteOf(own[0])}; search more widely or from another angle.`;
    case 'contradicts': {
      const others = e.sufficiency.supportingAgents.filter((a) => a !== agent);
      const pro = others.length ? ` while ${agentList(others)} support${others.length === 1 ? 's' : ''} it` : '';
      return (
        `You found evidence against the claim${quoteOf(own.find((f) => f.supportsClaim === false))}${pro}; ` +
        'confirm it with the most direct source you can, or say if it no longer holds.'
      );
    }
    case 'disputed': {
      const against = syn.contradicting.find((c) => c.finding.agent !== agent)?.finding;
      return (
        `${against ? AGENT_LABEL[against.agent] : 'Another specialist'} found evidence against ` +
        `the claim${quoteOf(against)}; check whether your supporting evidence still holds.`
      );
    }
    case 'low_quality': {
      const worst = Math.min(...e.quality.perFinding.filter((q) => q.agent === agent).map((q) => q.score));
      return (
        `Your evidence scored low on credibility (${fmt(worst)}); ` + 'find a more direct or more authoritative source.'
      );
    }
    case 'partial': {
      const missing = ctx.legal.missing.length ? ` Still missing: ${listWords(ctx.legal.missing)}.` : '';
      return (
        `Your review found the disclosure incomplete.${missing} Say for each ` +
        'requirement whether the report addresses it anywhere, with the page.'
      );
    }
    case 'corroborate': {
      const n = e.sufficiency.sourceCount;
      const backers = n === 1 ? 'one specialist backs' : `${n} specialists back`;
      const soFar = n === 0 ? 'No specialist has found supporting evidence yet' : `Only ${backers} the claim so far`;
      return `${soFar}; an independent check from your domain is needed.`;
    }
  }
}

/** What each specialist is best placed to check, in the Judge's words. */
function focusOf(agent: SpecialistId, ifrs: readonly string[]): string {
  switch (agent) {
    case 'legal':
      return (
        'Test the disclosure against the IFRS S1/S2 requirements it falls ' +
        `under${ifrs.length ? ` (${ifrs.join(', ')})` : ''} and state ` +
        'which requirements are met and which are not, citing report pages.'
      );
    case 'data_metrics':
      return (
        'Recompute the figures behind the claim (arithmetic, units, baseline year, ' +
        "boundary) and compare them with the report's own tables and with sector benchmarks."
      );
    case 'academic':
      return (
        'Compare the method and figures with peer-reviewed studies or recognised ' +
        'benchmarks (for example SBTi criteria or published emission factors).'
      );
    case 'news_media':
      return (
        'Look for coverage in credible outlets (tier 1-2: established press, regulators, court records) ' +
        'that confirms or disputes the claim; use blogs and social media only when nothing better exists.'
      );
    case 'geography':
      return (
        'Check satellite or land-cover data for the sites, region and period the ' +
        'claim names, comparing before and after where it describes a change.'
      );
  }
}

/** One query for one agent: the claim, why the agent is asked again, and what to look at. */
export function queryFor(
  claim: Claim,
  agent: SpecialistId,
  reasons: readonly string[],
  ifrs: readonly string[]
): string {
  return [
    `${AGENT_LABEL[agent]}, claim on page ${claim.sourcePage}: "${clip(claim.text, 400)}"`,
    ...reasons,
    focusOf(agent, ifrs)
  ].join(' ');
}

export const REQUIRED_EVIDENCE: Readonly<Record<SpecialistId, string>> = {
  legal: 'a requirement-by-requirement IFRS assessment saying which are met and which are missing, with report pages',
  data_metrics: 'the figures recomputed with units, baseline and boundary stated, and a benchmark comparison',
  academic: 'peer-reviewed research or a recognised benchmark against which the method or figure can be checked',
  news_media: 'tier 1-2 coverage (established press, regulator or court records) that confirms or disputes the claim',
  geography: 'satellite or land-cover observations of the named location over the claimed period'
};

/** One line per target agent. */
function requiredEvidenceText(agents: readonly SpecialistId[], legalMissing: readonly string[] = []): string {
  return agents
    .map(
      (a) =>
        `${AGENT_LABEL[a]}: ` +
        `${REQUIRED_EVIDENCE[a]}${a === 'legal' && legalMissing.length ? `, covering ${listWords(legalMissing)}` : ''}.`
    )
    .join('\n');
}
