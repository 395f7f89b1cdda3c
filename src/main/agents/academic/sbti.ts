/**
 * Science-based targets (seed FRD 9 §7), by the corpus's SBTi thresholds (sbti.json): the target a
 * claim states (facts/targets) or, when the claim only asserts alignment or validation, the targets
 * the report's claims state; the implied linear annual rate (reduction ÷ years from base year) set
 * against 4.2 %/yr (1.5 °C, required for Scope 1+2) and 2.5 %/yr (well-below 2 °C, the Scope 3
 * floor); a base year from 2015; net zero by 2050. The arithmetic is written out. Whether the target is
 * validated cannot be seen offline: the claim's own words are reported (validated, committed,
 * "science-based" in its own words). Intensity targets are not compared with absolute rates.
 */
import type { Claim } from '../../../shared/domain/claim';
import { checkAbsoluteTarget, sbtiRule } from '../../corpus/reference';
import type { SbtiRule } from '../../corpus/referenceSchema';
import type { EmissionsTarget, TargetMilestone } from '../../facts/targets';
import { readTarget } from '../../facts/targets';
import { sentences, type Assessment } from './assessment';
import { corpusCitation, type Cited } from './references';
import type { ReportMentions } from './reportMentions';

const VALIDATED = new RegExp(
  String.raw`\b(?:validated|approved|verified)\s+(?:\w+\s+){0,3}?by\s+(?:the\s+)?(?:sbti|` +
    String.raw`science[- ]based targets initiative)\b|\bsbti[- ](?:validated|approved)\b|` +
    String.raw`\b(?:sbti|science[- ]based targets initiative)\s+(?:has\s+|have\s+)?(?:validated|approved)\b`,
  'iu'
);
const COMMITTED = new RegExp(
  String.raw`\bcommit\w*\s+(?:\w+\s+){0,3}?(?:to|with)` +
    String.raw`\s+(?:the\s+)?(?:sbti|science[- ]based targets initiative)\b|` +
    String.raw`\b(?:sbti|science[- ]based targets initiative)\s+commitment\b`,
  'iu'
);
const ALIGNED_15 = /\b1[.,]5\s?°?\s?c\b|\b1[.,]5[- ]degrees?\b|\b1[.,]5\s?°/iu;
const WB2C = /\bwell[- ]below\s+2\s?°?\s?c?\b/iu;
const SCIENCE = /\bscience[- ]based\b/iu;
const SBTI = /\b(?:sbti|science[- ]based targets initiative)\b/iu;

type Asserted = {
  validated: boolean;
  committed: boolean;
  aligned15: boolean;
  wb2c: boolean;
  scienceBased: boolean;
  namesSbti: boolean;
};

function assertionsOf(text: string): Asserted {
  return {
    validated: VALIDATED.test(text),
    committed: COMMITTED.test(text),
    aligned15: ALIGNED_15.test(text),
    wb2c: WB2C.test(text),
    scienceBased: SCIENCE.test(text) || SBTI.test(text),
    namesSbti: SBTI.test(text)
  };
}

const pct = (x: number): string => `${Number(x.toFixed(2))}`;
const scopeWords = (t: EmissionsTarget): string =>
  t.scope ? t.scope.replace('scope', 'Scope ').replace(/_/gu, '+') : 'scopes not named';

interface Checked {
  line: string;
  /** Whether the rate meets the threshold the claim asserts (undefined: nothing asserted to test). */
  meets?: boolean;
  baseYearEarly: boolean;
  /**
   * The threshold came only from "science-based"/SBTi wording on
   * a Scope 3 target (criteria before v5 asked less of Scope 3).
   */
  soft: boolean;
}

/** One milestone's arithmetic against the thresholds, and whether it meets what the claim asserts. */
function checkMilestone(t: EmissionsTarget, m: TargetMilestone, asserted: Asserted): Checked {
  const r = checkAbsoluteTarget({ reductionPct: m.reductionPct, baseYear: t.baseYear!, targetYear: m.targetYear });
  const years = m.targetYear - t.baseYear!;
  const s3 = t.scope === 'scope3';
  const vs15 = r.meets1p5C ? 'at or above' : 'below';
  const vs2 = r.meetsWellBelow2C ? 'at or above' : 'below';
  const line =
    `${pct(m.reductionPct)}% by ${m.targetYear} from ${t.baseYear} (${scopeWords(t)}): ` +
    `${pct(m.reductionPct)} / ${years} years = ${pct(r.annualRatePct)} %/yr, ${vs15} ` +
    `SBTi's 1.5 °C rate of 4.2 %/yr and ${vs2} the well-below-2 °C rate of 2.5 %/yr.`;
  const strict = asserted.aligned15 || ((asserted.validated || asserted.scienceBased) && !s3 && !asserted.wb2c);
  const loose = asserted.wb2c || ((asserted.validated || asserted.scienceBased) && s3);
  const meets = strict ? r.meets1p5C : loose ? r.meetsWellBelow2C : undefined;
  const soft = s3 && !asserted.aligned15 && !asserted.wb2c;
  return { line, ...(meets !== undefined ? { meets } : {}), baseYearEarly: !r.baseYearOk, soft };
}

function statusLine(a: Asserted): string {
  if (a.validated)
    return (
      'The report says the target is validated by the SBTi; that can only ' +
      "be confirmed on the SBTi's public list of companies taking action."
    );
  if (a.committed) return 'The report speaks of a commitment to the SBTi: a commitment is not a validated target.';
  if (a.namesSbti) return 'The claim names the SBTi without saying the target was validated.';
  if (a.scienceBased) return '"Science-based" is the report\'s own description; no SBTi validation is claimed here.';
  return '';
}

function rulesCited(ids: readonly string[]): Cited[] {
  return ids
    .map((id) => sbtiRule(id))
    .map((r: SbtiRule) =>
      corpusCitation(r.source, `sbti/${r.id}`, `${r.label}: ${r.value} ${r.unit}.${r.note ? ` ${r.note}` : ''}`)
    );
}

function checkable(t: EmissionsTarget): boolean {
  return t.kind === 'absolute' && t.baseYear !== undefined && t.milestones.length > 0;
}

/** The SBTi assessment of one claim: its own target, else the report's targets when it asserts alignment. */
export function sbtiAssessment(claim: Claim, mentions: ReportMentions, company: string): Assessment {
  const asserted = assertionsOf(claim.text);
  const anyAssertion =
    asserted.validated || asserted.committed || asserted.aligned15 || asserted.wb2c || asserted.scienceBased;
  const own = readTarget(claim.text, claim.figures);
  const fromReport =
    own && own.milestones.length
      ? []
      : anyAssertion
        ? mentions.targets
            .filter((x) => x.claim.id !== claim.id && checkable(x.target) && x.target.scope !== undefined)
            .slice(0, 3)
        : [];
  const targets = own && own.milestones.length ? [{ claim, target: own }] : fromReport;
  const queries = [`${company} SBTi target validation`.trim(), 'SBTi near-term criteria absolute contraction 4.2%'];
  const cited = rulesCited(['nt-ambition-1.5c', 'nt-ambition-wb2c', 'base-year-earliest', 'net-zero-year']);
  const status = statusLine(asserted);
  const base = { type: 'sbti' as const, queries, cited, pages: fromReport.map((x) => x.claim.sourcePage) };
  if (!targets.length) {
    const nz = own?.netZeroYear;
    if (nz !== undefined) return netZero(claim, nz, asserted, base, status);
    return {
      ...base,
      evidenceType: 'sbti_validation',
      supportsClaim: null,
      confidence: 'low',
      summary: sentences(
        'The claim states no target with a reduction, base year and target year, and ' +
          'no other claim of the report does either, so no SBTi rate can be computed.',
        status
      )
    };
  }
  const intensity = targets.filter((x) => x.target.kind === 'intensity');
  const lines: string[] = [];
  const results: Checked[] = [];
  for (const { claim: c, target: t } of targets.filter((x) => checkable(x.target))) {
    for (const m of t.milestones) {
      const r = checkMilestone(t, m, asserted);
      results.push(r);
      lines.push(`${c.id === claim.id ? '' : `Page ${c.sourcePage}: `}${r.line}`);
    }
  }
  const noBase = targets.filter((x) => x.target.kind === 'absolute' && x.target.baseYear === undefined).length;
  const fromOthers = fromReport.length
    ? 'The claim asserts alignment without figures; targets stated on other ' +
      'pages of the report (with a named scope and base year) were read instead.'
    : '';
  const tested = results.filter((r) => r.meets !== undefined);
  const failed = tested.filter((r) => r.meets === false);
  const late = own?.netZeroYear !== undefined && own.netZeroYear > 2050 && anyAssertion;
  // Targets read on other pages may not be the ones the claim means (a regional goal, an older target
  // validated under earlier criteria): they inform, they never decide the claim.
  const own_ = fromReport.length === 0;
  const supportsClaim = !lines.length || !own_ ? null : failed.length || late ? false : tested.length ? true : null;
  const soft = failed.length > 0 && failed.every((r) => r.soft);
  const notes = [
    intensity.length
      ? 'An intensity target cannot be compared with the absolute-contraction ' +
        'rates directly (SBTi checks it against a sector pathway).'
      : '',
    noBase ? 'A target without a stated base year gives no rate.' : '',
    results.some((r) => r.baseYearEarly)
      ? 'The base year is before 2015, the earliest SBTi accepts under its ' +
        'current criteria (targets validated under earlier criteria may keep it).'
      : '',
    soft && own_
      ? 'The Scope 3 floor of 2.5 %/yr is that of the current criteria (version 5); a ' +
        'Scope 3 target validated under earlier criteria could be held to a lower rate.'
      : '',
    own?.netZeroYear !== undefined
      ? `Net zero by ${own.netZeroYear}: ${own.netZeroYear <= 2050 ? 'within' : 'after'} the SBTi's 2050 ` +
        'limit; the standard also requires a cut of at least 90 % before neutralising residual emissions.'
      : ''
  ];
  const confidence =
    supportsClaim === false
      ? soft
        ? 'medium'
        : 'high'
      : supportsClaim === true
        ? 'medium'
        : lines.length
          ? own_
            ? 'medium'
            : 'low'
          : 'low';
  const verdict =
    supportsClaim === false
      ? "The target does not reach the rate the claim's alignment asserts."
      : supportsClaim === true
        ? 'The arithmetic is consistent with the alignment asserted.'
        : !own_ && failed.length
          ? 'Some of these rates fall short of what the claim asserts, but whether they are the ' +
            'targets it means (and under which criteria they were validated) cannot be told from here.'
          : '';
  return {
    ...base,
    evidenceType: 'sbti_alignment',
    supportsClaim,
    confidence,
    summary: sentences(fromOthers, ...lines, verdict, ...notes, status)
  };
}

function netZero(
  claim: Claim,
  year: number,
  asserted: Asserted,
  base: Pick<Assessment, 'type' | 'queries' | 'cited' | 'pages'>,
  status: string
): Assessment {
  const rule = sbtiRule('net-zero-year');
  const late = year > rule.value;
  const claimed = asserted.validated || asserted.aligned15 || asserted.scienceBased;
  return {
    ...base,
    evidenceType: 'sbti_alignment',
    supportsClaim: late && claimed ? false : null,
    confidence: late && claimed ? 'medium' : 'low',
    summary: sentences(
      `Net zero by ${year}: ${late ? 'after' : 'within'} the SBTi's limit of ${rule.value}. The ` +
        'claim gives no interim reduction and base year, so no annual rate can be computed; the SBTi ' +
        'also requires a long-term cut of at least 90 % before residual emissions are neutralised.',
      status
    )
  };
}
