/**
 * The rule-based Judge's reasoning, in plain English for an analyst: the verdict and its basis, the
 * findings it rests on (agent, summary, and where the evidence is: report page or source ref), the
 * four dimensions, the domains that were NOT investigated and why, and what happens next. The text
 * is built only from the evaluation and the findings, so it is deterministic. The findings listed
 * here are exactly the verdict's `citedFindings`.
 */
import type { SpecialistId } from '../../../shared/domain/agents';
import type { ClaimType } from '../../../shared/domain/claim';
import type { Finding, Verdict, VerdictValue } from '../../../shared/domain/finding';
import { computedContradictions } from './computed';
import type { Absence } from './coverage';
import type { Evaluation } from './evaluate';
import { AGENT_LABEL, agentList, clip, fmt, listWords, plural, sortAgents, sourceKey, sourceLabel } from './labels';
import type { PartialCompliance } from './legalFindings';
import type { Plan } from './reinvestigation';
import type { Contribution, Synthesis } from './synthesis';
import type { JudgeInput } from './types';

/** Findings listed per section at most; the rest are counted, not cited. */
const MAX_LISTED = 8;

export interface ReasoningContext {
  input: JudgeInput;
  verdict: VerdictValue;
  confidence: Verdict['confidence'];
  evaluation: Evaluation;
  synthesis: Synthesis;
  absences: readonly Absence[];
  plan: Plan;
  legal: PartialCompliance;
  ifrs: readonly string[];
  /** Thresholds the rules applied, quoted in the "why not verified" line. */
  thresholds: { verifiedOverall: number; verifiedSources: number };
}

/** Where a finding's evidence is: its first three distinct sources. */
function whereLabel(f: Finding): string {
  const seen = new Set<string>();
  const labels: string[] = [];
  for (const s of f.provenance.sources) {
    if (seen.has(sourceKey(s)) || labels.length === 3) continue;
    seen.add(sourceKey(s));
    labels.push(sourceLabel(s));
  }
  return labels.length ? ` [${labels.join('; ')}]` : ' [no source recorded]';
}

function findingLine(f: Finding): string {
  const cycle = f.cycle > 1 ? `, cycle ${f.cycle}` : '';
  return `- ${AGENT_LABEL[f.agent]} (${f.confidence} confidence${cycle}): ${clip(f.summary, 300)}${whereLabel(f)}`;
}

const typeWords = (t: ClaimType): string => t.replace('_', '/');

/** "Not investigated: …" with the reason per domain, or '' when every domain could look. */
export function coverageSentence(absences: readonly Absence[]): string {
  if (absences.length === 0) return '';
  const group = (reason: Absence['reason']): SpecialistId[] =>
    absences.filter((a) => a.reason === reason).map((a) => a.agent);
  const parts: string[] = [];
  const unavailable = group('not_available');
  if (unavailable.length) parts.push(`${agentList(unavailable)} (not available in this build)`);
  for (const a of absences.filter((x) => x.reason === 'errored'))
    parts.push(`${AGENT_LABEL[a.agent]} (stopped with an error${a.detail ? `: ${clip(a.detail, 120)}` : ''})`);
  const late = group('timed_out');
  if (late.length) parts.push(`${agentList(late)} (timed out)`);
  return `Not investigated: ${parts.join('; ')}.`;
}

function headline(ctx: ReasoningContext): string {
  const { evaluation: e, synthesis: syn } = ctx;
  const pro = e.sufficiency.supportingAgents;
  const con = e.sufficiency.contradictingAgents;
  switch (ctx.verdict) {
    case 'verified':
      return (
        `Verified: ${plural(pro.length, 'independent specialist')} ` +
        `(${agentList(pro)}) support the claim and none contradict it.`
      );
    case 'contradicted': {
      const computed = computedContradictions(ctx.input.findings.filter((f) => e.findings.current.includes(f.id)));
      if (computed.length) {
        const check =
          computed[0]!.agent === 'data_metrics'
            ? computed[0]!.details.checks.find((c) => c.result === 'fail' && c.severity === 'high')
            : undefined;
        const because = check ? ` (${clip(check.message, 240)})` : '';
        const outweighs = pro.length ? `; arithmetic outweighs the support from ${agentList(pro)}` : '';
        return (
          `Contradicted: the report's own figures, recomputed ` +
          'by Data/Metrics, disagree with the number the claim ' +
          `states${because}${outweighs}.`
        );
      }
      const split = e.consistency.support === e.consistency.contradict;
      const tie = split
        ? ' Support and contradiction are evenly split; the contradicting ' +
          `side weighs more for a ${typeWords(ctx.input.claim.type)} claim ` +
          `(${fmt(syn.weightAgainst)} against ${fmt(syn.weightFor)}).`
        : '';
      return (
        `Contradicted: ${agentList(con)} found evidence against the ` +
        `claim${pro.length ? `, outweighing the support from ${agentList(pro)}` : ''}.${tie}`
      );
    }
    case 'unverified': {
      const looked = sortAgents(syn.inconclusive.map((c) => c.finding.agent));
      return looked.length
        ? `Unverified: ${agentList(looked)} looked at the claim but found nothing that confirms it.`
        : 'Unverified: no specialist produced evidence on this claim, so it cannot be independently confirmed.';
    }
    case 'insufficient_evidence':
      return (
        'Insufficient evidence: some evidence supports the claim, but ' +
        `not enough for a confident verdict (${whyNotVerified(ctx)}).`
      );
  }
}

function whyNotVerified(ctx: ReasoningContext): string {
  const { evaluation: e, thresholds: t } = ctx;
  const why: string[] = [];
  if (e.sufficiency.sourceCount < t.verifiedSources)
    why.push(
      `only ${plural(e.sufficiency.sourceCount, 'specialist')} ` +
        `support${e.sufficiency.sourceCount === 1 ? 's' : ''} it ` +
        `and ${t.verifiedSources} independent sources are needed`
    );
  if (e.consistency.hasContradictions)
    why.push(`the contradiction from ${agentList(e.sufficiency.contradictingAgents)} is unresolved`);
  if (e.quality.level === 'low') why.push('the evidence is of low quality');
  if (e.overall < t.verifiedOverall)
    why.push(`the combined score ${fmt(e.overall)} is under ${fmt(t.verifiedOverall)}`);
  return listWords(why);
}

function section(title: string, list: readonly Contribution[], cited: Finding[]): string[] {
  if (list.length === 0) return [];
  const shown = list.slice(0, MAX_LISTED).map((c) => c.finding);
  cited.push(...shown);
  const more = list.length > shown.length ? [`- … and ${plural(list.length - shown.length, 'more finding')}`] : [];
  return [title, ...shown.map(findingLine), ...more];
}

function assessment(e: Evaluation): string {
  const c = e.consistency;
  const graded = e.quality.assessed ? ` (average ${fmt(e.quality.average)})` : ' (nothing to grade)';
  return (
    `Assessment: sufficiency ${e.sufficiency.level.replace('_', ' ')} ` +
    `(${plural(e.sufficiency.sourceCount, 'supporting specialist')}), ` +
    `consistency ${c.level} (${c.support} for, ${c.contradict} against, ${c.inconclusive} inconclusive), ` +
    `quality ${e.quality.level}${graded}, ` +
    `completeness ${e.completeness.level} (${fmt(e.completeness.raw)}); combined score ${fmt(e.overall)}.`
  );
}

function coverageLines(ctx: ReasoningContext): string[] {
  const { evaluation: e, input } = ctx;
  const lines: string[] = [];
  const sentence = coverageSentence(ctx.absences);
  if (sentence) lines.push(sentence);
  const absent = new Set(ctx.absences.map((a) => a.agent));
  const notAsked = e.completeness.missing.filter((a) => !absent.has(a));
  if (notAsked.length)
    lines.push(
      `Not yet consulted: ${agentList(notAsked)}, although ${typeWords(input.claim.type)} ` +
        `claims call for ${notAsked.length === 1 ? 'it' : 'them'}.`
    );
  const off = e.completeness.notConsulted;
  if (off.length)
    lines.push(
      `${agentList(off)} consulted no outside source (switched off in ` +
        'Settings): a perspective not heard, not a sign that nothing is there.'
    );
  const heard = new Set(input.findings.filter((f) => f.claimId === input.claim.id).map((f) => f.agent));
  const failedButHeard = sortAgents(Object.keys(input.agentStatus) as SpecialistId[]).filter(
    (a) => heard.has(a) && input.agentStatus[a]?.status === 'error'
  );
  if (failedButHeard.length) {
    const they = failedButHeard.length === 1 ? 'it' : 'they';
    lines.push(
      `${agentList(failedButHeard)} ended ${failedButHeard.length === 1 ? 'its' : 'their'} ` +
        `latest run with an error; the findings ${they} reported are still weighed.`
    );
  }
  if (ctx.confidence === 'low' && e.completeness.errored.length)
    lines.push(
      `Confidence is low because ${agentList(e.completeness.errored)} ` +
        'stopped with an error, so the evaluation is incomplete.'
    );
  return lines;
}

const EXCLUSION_WORDS = {
  not_available: ['is not available in this build', 'are not available in this build'],
  timed_out: ['timed out', 'timed out'],
  already_retried: ['already had its one retry after an error', 'already had their one retry after an error']
} as const;

function nextStep(ctx: ReasoningContext): string[] {
  const { plan, input } = ctx;
  if (plan.request)
    return [`Sent back for cycle ${plan.request.cycle}: ${agentList(plan.request.targetAgents)} asked to look again.`];
  if (plan.triggers.length === 0) return [];
  if (plan.lastCycle)
    return [
      `This was the last cycle (${input.cycle} of ${input.maxCycles}); ` +
        'the verdict stands without further investigation.'
    ];
  if (plan.excluded.length) {
    const why = (['not_available', 'timed_out', 'already_retried'] as const).flatMap((reason) => {
      const agents = plan.excluded.filter((x) => x.why === reason).map((x) => x.agent);
      return agents.length ? [`${agentList(agents)} ${EXCLUSION_WORDS[reason][agents.length === 1 ? 0 : 1]}`] : [];
    });
    return [
      'No further investigation is possible: the gaps call for ' +
        `${agentList(plan.excluded.map((x) => x.agent))}, but ${listWords(why)}.`
    ];
  }
  return ['No available specialist could add to the evidence, so the claim is not sent back.'];
}

export function composeReasoning(ctx: ReasoningContext): { text: string; cited: Finding[] } {
  const { evaluation: e, synthesis: syn } = ctx;
  const cited: Finding[] = [];
  const lines = [
    headline(ctx),
    ...section('Evidence for the claim:', syn.supporting, cited),
    ...section('Evidence against the claim:', syn.contradicting, cited),
    ...section('Inconclusive:', syn.inconclusive, cited)
  ];
  if (e.findings.superseded.length)
    lines.push(
      `${plural(e.findings.superseded.length, 'earlier finding')} ` +
        `${e.findings.superseded.length === 1 ? 'was' : 'were'} ` +
        `superseded by the same specialists' later findings.`
    );
  lines.push(assessment(e));
  if (ctx.legal.partial)
    lines.push(
      'The legal review found the disclosure only partly ' +
        `compliant${ctx.legal.missing.length ? `; still missing: ${listWords(ctx.legal.missing)}` : ''}.`
    );
  lines.push(...coverageLines(ctx), ...nextStep(ctx));
  if (ctx.ifrs.length) lines.push(`IFRS paragraphs: ${ctx.ifrs.join(', ')}.`);
  return { text: lines.join('\n'), cited };
}
