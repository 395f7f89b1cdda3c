/**
 * The Legal specialist (seed FRD 6, issue 12): paragraph-level IFRS S1/S2 compliance of the claims
 * routed to it. For each claim: candidate paragraphs from the registry (`mapping.ts`: hybrid retrieval
 * with the exact-id boost, the preliminary mapping, the registry's own words), the best few assessed
 * sub-requirement by sub-requirement against the claim and the whole report (`assess.ts` over
 * `evidencePool.ts`), one finding with evidence pages and rectangles (`finding.ts`). On the model
 * engine the model re-assesses the offline candidates (`modelAssessment.ts`); a failure keeps the
 * offline result for that claim, marked. Requests go to Data/Metrics and News/Media (`requests.ts`);
 * requests to Legal are answered from the registry and the assessment (`answers.ts`). On
 * re-investigation the Judge's refined queries are searched in the report and what they find joins
 * the evidence; every finding carries the cycle that produced it.
 */
import type { AgentId } from '../../../shared/domain/agents';
import type { Claim } from '../../../shared/domain/claim';
import type { DisclosureGap, FindingOf } from '../../../shared/domain/finding';
import { getVocabulary } from '../../corpus/mappingData';
import type { RegistryEntry } from '../../corpus/registrySchema';
import { paragraphRefsIn } from '../../corpus/retrieval';
import { findingContext, perClaim, type FindingContext } from '../kit';
import { createRunMemo, type RunMemo } from '../runMemo';
import type { SpecialistAgent, SpecialistContext, SpecialistInput, SpecialistOutput } from '../specialist';
import { answerRequests } from './answers';
import { assessParagraph, type AssessedParagraph } from './assess';
import { createPool, readSentences, type EvidencePool, type Sentence } from './evidencePool';
import { legalFinding, type LegalNotes } from './finding';
import { corpusExemplars, type ExemplarIndex } from './exemplars';
import { MAPPING, mapParagraphs, type Candidate, type ParagraphSearch } from './mapping';
import { LEGAL_MODEL_PROMPT, modelAssessment } from './modelAssessment';
import { modelRerank } from './modelRerank';
import { buildProfiles, type Profiles } from './profiles';
import { requirementsOf, type Requirement } from './requirements';
import { answersFor, requestsFor } from './requests';
import { searchedSentences } from './searched';
import { scanDisclosureGaps } from './gaps/scan';

/** Paragraphs assessed per claim (the best-scoring ones the mapping keeps). */
const MAX_MAPPED = 3;

interface Reading {
  pool: EvidencePool;
  exemplars: ExemplarIndex;
  profiles: Profiles;
  requirements: Map<string, Requirement[]>;
  /** Each claim's candidate paragraphs: a run's claims do not change, so they are mapped (and re-ranked by the model) once. */
  candidates: Map<string, Promise<Ordered>>;
}

/** A claim's candidates in the order they are assessed, and why the model's re-ranking was not used, if it was not. */
interface Ordered {
  candidates: Candidate[];
  rerankFallback?: string;
}

type Readings = RunMemo<Reading>;

function readingOf(readings: Readings, ctx: SpecialistContext): Promise<Reading> {
  return readings.of(ctx, async () => {
    const profiles = buildProfiles(ctx.corpus.paragraphs(), getVocabulary());
    const sentences = await readSentences(ctx.report, ctx.signal);
    return {
      profiles,
      exemplars: corpusExemplars(),
      pool: createPool(sentences, ctx.report.pageCount, profiles.idf, ctx.report),
      requirements: new Map(),
      candidates: new Map()
    };
  });
}

const searchOf =
  (ctx: SpecialistContext): ParagraphSearch =>
  async (query, limit) =>
    ctx.corpus.search(query, { source: 'ifrs', mode: 'hybrid', limit });

function requirementsFor(reading: Reading, entry: RegistryEntry, ctx: SpecialistContext): Requirement[] {
  let got = reading.requirements.get(entry.id);
  if (!got) reading.requirements.set(entry.id, (got = requirementsOf(entry, (id) => ctx.corpus.paragraph(id))));
  return got;
}

/** The offline mapping, then (model engine) the model's choice among its best candidates; the offline order, marked, when that fails. */
async function orderCandidates(claim: Claim, reading: Reading, ctx: SpecialistContext): Promise<Ordered> {
  const offline = await mapParagraphs(
    claim.text,
    { type: claim.type, preliminary: claim.preliminaryIfrs },
    searchOf(ctx),
    reading.profiles,
    MAPPING,
    reading.exemplars
  );
  if (!ctx.gateway || offline.length < 2 || offline[0]!.named) return { candidates: offline };
  try {
    return {
      candidates: (
        await modelRerank(ctx.gateway, claim, offline, reading.profiles, { runId: ctx.runId, signal: ctx.signal })
      ).order
    };
  } catch (err) {
    ctx.signal.throwIfAborted();
    const why = err instanceof Error ? err.message : String(err);
    ctx.log.warn('legal: model re-ranking unusable; the offline order stands', { claimId: claim.id, error: why });
    return { candidates: offline.map((c) => ({ ...c, order: 'offline' as const })), rerankFallback: why };
  }
}

function orderedFor(claim: Claim, reading: Reading, ctx: SpecialistContext): Promise<Ordered> {
  let ordered = reading.candidates.get(claim.id);
  if (!ordered) {
    ordered = orderCandidates(claim, reading, ctx);
    ordered.catch(() => reading.candidates.delete(claim.id));
    reading.candidates.set(claim.id, ordered);
  }
  return ordered;
}

/**
 * The claim's mapped paragraphs, each assessed offline. When a parent and its child are both mapped,
 * the parent's line for that child is left to the child's own sub-requirements (not listed twice).
 */
async function assessOffline(
  claim: Claim,
  reading: Reading,
  ctx: SpecialistContext,
  extra: readonly Sentence[]
): Promise<AssessedParagraph[]> {
  const mapped = (await orderedFor(claim, reading, ctx)).candidates.slice(0, MAX_MAPPED);
  const ids = new Set(mapped.map((c) => c.id));
  return mapped.map((c) => {
    const entry = reading.profiles.byId.get(c.id)!.entry;
    const all = requirementsFor(reading, entry, ctx);
    const own = all.filter((r) => r.paragraphId === entry.id || !ids.has(r.paragraphId));
    return assessParagraph(
      entry,
      own.length ? own : all,
      c,
      { text: claim.text, page: claim.sourcePage },
      reading.pool,
      extra,
      reading.profiles.idf
    );
  });
}

/** The model's assessment when the model engine is on; the offline one, with the reason, when it cannot be used. */
async function assessWithModel(
  claim: Claim,
  offline: AssessedParagraph[],
  reading: Reading,
  ctx: SpecialistContext
): Promise<{ paragraphs: AssessedParagraph[]; model?: LegalNotes['model']; fallback?: string }> {
  if (!ctx.gateway || !offline.length) return { paragraphs: offline };
  try {
    const got = await modelAssessment(ctx.gateway, claim, offline, reading.pool, ctx.report, {
      runId: ctx.runId,
      signal: ctx.signal
    });
    return { paragraphs: got.paragraphs, model: { name: got.model, promptVersion: LEGAL_MODEL_PROMPT } };
  } catch (err) {
    ctx.signal.throwIfAborted();
    const why = err instanceof Error ? err.message : String(err);
    ctx.log.warn('legal: model assessment unusable; the offline assessment stands', { claimId: claim.id, error: why });
    return { paragraphs: offline, fallback: why };
  }
}

async function investigateClaim(
  claim: Claim,
  input: SpecialistInput,
  reading: Reading,
  ctx: SpecialistContext,
  at: FindingContext<'legal'>
) {
  const queries = input.queries[claim.id] ?? [];
  const extra = queries.length ? await searchedSentences(ctx.report, queries) : [];
  const offline = await assessOffline(claim, reading, ctx, extra);
  const assessed = await assessWithModel(claim, offline, reading, ctx);
  const { rerankFallback } = await orderedFor(claim, reading, ctx);
  const answers = answersFor(claim.id, input.answers, ctx.runId);
  const finding = await legalFinding(claim, assessed.paragraphs, reading.pool, at, {
    ...(queries.length ? { queries: { asked: queries, found: extra.length } } : {}),
    ...(assessed.model ? { model: assessed.model } : {}),
    ...(assessed.fallback ? { fallback: assessed.fallback } : {}),
    ...(answers.length ? { answers } : {}),
    ...(rerankFallback ? { rerankFallback } : {})
  });
  const seen = input.priorFindings.some((f) => f.agent === 'legal' && f.claimId === claim.id);
  return { finding, requests: seen ? [] : requestsFor(claim, assessed.paragraphs, ctx.runId, input.cycle) };
}

async function investigate(
  readings: Readings,
  input: SpecialistInput,
  ctx: SpecialistContext
): Promise<SpecialistOutput> {
  const reading = await readingOf(readings, ctx);
  const at = findingContext('legal', input, ctx);
  const done = await perClaim(ctx, input.claims, (claim) => investigateClaim(claim, input, reading, ctx, at), {
    opening:
      `Mapping ${input.claims.length} claim(s) to IFRS S1/S2 paragraphs; evidence searched across ` +
      `${reading.pool.pages} page(s) (${reading.pool.sentences.length} sentences and table rows).`,
    closing: (results) => {
      const fellBack = results.filter((d) => d.finding.details.modelFallback).length;
      const asked = results.flatMap((d) => d.requests);
      const to = (agent: AgentId) => asked.filter((q) => q.to.includes(agent)).length;
      return [
        fellBack > 0 &&
          `The model's assessment could not be used for ${fellBack} claim(s); their offline assessment stands ` +
            '(marked on each finding).',
        asked.length > 0 &&
          `Asked ${to('data_metrics')} quantitative validation(s) of Data/Metrics and ${to('news_media')} ` +
            'corroboration(s) of News/Media.'
      ];
    }
  });
  const findings: Array<FindingOf<'legal'>> = done.map((d) => d.finding);
  const infoRequests = done.flatMap((d) => d.requests);
  const infoResponses = await answerRequests(input.inbox, ctx.report.claims(), findings, {
    assessClaim: (claim) => assessOffline(claim, reading, ctx, []),
    paragraphsFor: async (text) => {
      const named = paragraphRefsIn(text).flatMap((id) => ctx.corpus.paragraph(id) ?? []);
      if (named.length) return named;
      return (await mapParagraphs(text, {}, searchOf(ctx), reading.profiles, MAPPING, reading.exemplars))
        .slice(0, MAX_MAPPED)
        .map((c) => reading.profiles.byId.get(c.id)!.entry);
    }
  });
  const gaps = input.cycle === 1 ? await gapScan(input, ctx) : [];
  return { findings, gaps, infoRequests, infoResponses };
}

/**
 * The disclosure-gap scan (issue 12 item 2), once per run in cycle 1, over every claim of the run (not
 * only those routed here), with progress per pillar. A scan that fails costs the gaps only, said so:
 * the claims' findings still stand.
 */
async function gapScan(input: SpecialistInput, ctx: SpecialistContext): Promise<DisclosureGap[]> {
  try {
    const { gaps, coverage, model } = await scanDisclosureGaps(
      { runId: ctx.runId, reportId: ctx.reportId, cycle: input.cycle, engine: 'offline', claims: ctx.report.claims() },
      ctx,
      { onProgress: (p) => ctx.emit({ type: 'gap_scan_progress', ...p }), signal: ctx.signal, gateway: ctx.gateway }
    );
    const partial = gaps.filter((g) => g.gapStatus === 'partial').length;
    ctx.emit({
      type: 'agent_thinking',
      text: `Gap scan: ${coverage.length} IFRS S1/S2 paragraph(s) checked against the report; ${gaps.length - partial} unaddressed and ${partial} partial gap(s).`
    });
    if (model)
      ctx.emit({
        type: 'agent_thinking',
        text: `The model re-examined ${model.reviewed} gap(s): ${model.dropped} found addressed in the report (quotes checked on their pages)${model.fellBack ? `; for ${model.fellBack} its answer could not be used and the offline result stands` : ''}.`
      });
    return gaps;
  } catch (err) {
    ctx.signal.throwIfAborted();
    ctx.log.warn('legal: gap scan failed; claim findings kept', { error: String(err) });
    ctx.emit({
      type: 'agent_thinking',
      text: `The disclosure-gap scan failed (${String(err)}); no gaps were assessed in this run.`
    });
    return [];
  }
}

export function createLegalAgent(): SpecialistAgent {
  const readings: Readings = createRunMemo<Reading>();
  return {
    id: 'legal',
    description:
      'Maps claims to IFRS S1/S2 paragraphs and checks each sub-requirement against the whole report, with pages',
    investigate: (input, ctx) => investigate(readings, input, ctx)
  };
}
