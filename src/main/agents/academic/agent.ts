/**
 * The Academic/Research specialist (seed FRD 9), offline first: it picks the technical claims among
 * those routed to it (selection.ts), investigates each by type from the local corpus — certificates
 * and credits, science-based targets, methodology, benchmarks, technology — and, when the analyst
 * switched a web search provider on, adds what a search found, ranked by source tier. With the
 * provider off every investigation that would have searched says "not consulted". It answers
 * Data/Metrics' benchmark requests, and on re-investigation searches the Judge's refined queries in
 * the corpus (and the web when on). Every finding records its cycle, its citations and the corpus version.
 */
import type { FindingOf } from '../../../shared/domain/finding';
import { AcademicEvidenceSchema } from '../../../shared/domain/findingDetails';
import { corpusVersion, loadReference } from '../../corpus/reference';
import { findingContext, perClaim, say, type FindingContext } from '../kit';
import { createRunMemo, type RunMemo } from '../runMemo';
import type { SpecialistAgent, SpecialistContext, SpecialistInput, SpecialistOutput } from '../specialist';
import { answerInbox, type Filed } from './answers';
import type { Assessment } from './assessment';
import { certificationAssessments } from './certification';
import { benchmarkAssessment, technologyAssessment } from './corpusResearch';
import { academicFinding, notTechnicalFinding, type AcademicNotes } from './finding';
import { methodologyAssessment } from './methodology';
import { refinedAssessment } from './refined';
import { readMentions, type ReportMentions } from './reportMentions';
import { sbtiAssessment } from './sbti';
import { describeSelection } from './selectionSummary';
import { selectTechnical } from '../../text/technical';
import type { Selection } from '../../text/technicalCues';
import { webSession, withWeb, type WebSession } from './webSearch';

/** What one run keeps between cycles: the report's mentions, the web session, what was filed per claim. */
interface RunState {
  mentions: ReportMentions;
  web: WebSession;
  filed: Map<string, Filed[]>;
}

type Finding = FindingOf<'academic'>;
const KIND = AcademicEvidenceSchema.enum;

/** The company name for search queries: the report title up to its first generic word or year. */
const companyOf = (title: string): string =>
  title
    .split(
      /\b(?:sustainability|annual|integrated|esg|climate|non-financial|report|group|ag|se|plc|inc)\b|\b(?:19|20)\d\d\b/iu
    )[0]!
    .replace(/[^\p{L}\p{N}&' -]+/gu, ' ')
    .trim();

async function investigateClaim(sel: Selection, ctx: SpecialistContext, run: RunState): Promise<Assessment[]> {
  const ref = loadReference();
  const out: Assessment[] = [];
  for (const pick of sel.picks) {
    ctx.signal.throwIfAborted();
    if (pick.type === 'certification')
      out.push(...certificationAssessments(sel.claim, ref.certifications, ref.sbti, run.mentions));
    else if (pick.type === 'sbti') out.push(sbtiAssessment(sel.claim, run.mentions, companyOf(ctx.report.title)));
    else if (pick.type === 'methodology') out.push(methodologyAssessment(sel.claim, ref, run.mentions));
    else if (pick.type === 'benchmark')
      out.push(await benchmarkAssessment(sel.claim, pick.terms, ctx.corpus, ctx.report.title, ref.sectors.sectors));
    else out.push(await technologyAssessment(sel.claim, pick.terms, ctx.corpus));
  }
  return out;
}

async function claimFindings(
  sel: Selection,
  ctx: SpecialistContext,
  run: RunState,
  input: SpecialistInput,
  at: FindingContext<'academic'>
): Promise<Finding[]> {
  const queries = input.queries[sel.claim.id] ?? [];
  const notes: AcademicNotes = { corpusVersion: corpusVersion(), ...(queries.length ? { queries } : {}) };
  const assessments = await investigateClaim(sel, ctx, run);
  if (queries.length) assessments.push(await refinedAssessment(sel.claim, queries, ctx.corpus));
  if (!assessments.length) return [notTechnicalFinding(sel.claim, at, notes)];
  const webbed: Assessment[] = [];
  // The Judge's queries quote the claim: the web gets the claim's technical terms instead, never its sentence.
  const research = [
    `${sel.picks
      .flatMap((p) => p.terms)
      .slice(0, 4)
      .join(' ')} peer-reviewed research`
  ];
  for (const a of assessments)
    webbed.push(await withWeb(a, run.web, ctx.signal, a.evidenceType === KIND.refined_queries ? research : []));
  return webbed.map((a, i) => academicFinding(sel.claim, a, at, notes, i));
}

function remember(run: RunState, findings: readonly Finding[]): void {
  for (const f of findings) {
    if (f.evidenceType === KIND.no_technical_assertion) continue;
    const list = run.filed.get(f.claimId) ?? [];
    run.filed.set(f.claimId, [
      ...list.filter((x) => x.id !== f.id),
      { id: f.id, claimId: f.claimId, evidenceType: f.evidenceType, summary: f.summary }
    ]);
  }
}

function tally(findings: readonly Finding[]): string {
  const by = new Map<string, { n: number; pro: number; con: number }>();
  for (const f of findings) {
    const e = by.get(f.evidenceType) ?? { n: 0, pro: 0, con: 0 };
    e.n += 1;
    if (f.supportsClaim === true) e.pro += 1;
    if (f.supportsClaim === false) e.con += 1;
    by.set(f.evidenceType, e);
  }
  return [...by].map(([k, e]) => `${k} ${e.n} (${e.pro} support, ${e.con} contradict)`).join('; ');
}

async function investigate(
  memo: RunMemo<RunState>,
  input: SpecialistInput,
  ctx: SpecialistContext
): Promise<SpecialistOutput> {
  const schemes = loadReference().certifications.schemes;
  const run = await memo.of(ctx, async () => ({
    mentions: await readMentions(ctx.report, schemes),
    web: webSession(ctx.evidence.webSearch),
    filed: new Map()
  }));
  const selected = selectTechnical(input.claims);
  const web = ctx.evidence.webSearch
    ? `web search on (${ctx.evidence.webSearch.label})`
    : 'web search off: the web is reported as not consulted';
  const at = findingContext('academic', input, ctx);
  const findings = await perClaim(ctx, selected, (sel) => claimFindings(sel, ctx, run, input, at), {
    opening: selected.length > 0 && describeSelection(selected),
    closing: (found) =>
      found.length > 0 &&
      `Cycle ${input.cycle}: ${found.length} finding(s) from the local corpus, ${web}: ${tally(found)}.`
  });
  remember(run, findings);
  const infoResponses = await answerInbox(
    input.inbox,
    loadReference().sectors.sectors,
    run.web,
    [...run.filed.values()].flat(),
    ctx.signal,
    companyOf(ctx.report.title)
  );
  say(
    ctx,
    infoResponses.length > 0 &&
      `Answered ${infoResponses.length} request(s) from other agents (${input.inbox.map((q) => q.from).join(', ')}).`
  );
  return { findings, ...(infoResponses.length ? { infoResponses } : {}) };
}

export function createAcademicAgent(): SpecialistAgent {
  const memo = createRunMemo<RunState>();
  return {
    id: 'academic',
    description:
      'Checks technical claims against the standards and reference data: what certificates and credits prove, SBTi target rates, GHG Protocol methods, sector benchmarks, research support',
    investigate: (input, ctx) => investigate(memo, input, ctx)
  };
}
