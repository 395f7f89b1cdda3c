/**
 * The model engine's assessment of one claim (issue 12 item 3). The model is shown the claim, the
 * paragraphs the offline mapping kept (registry wording, each sub-requirement with a reference) and
 * the report sentences the offline search found for each, and answers in JSON validated by zod
 * through the gateway (coercion, then one repair round). Its answer is trusted only as far as the
 * report bears it out: a paragraph it was not offered is dropped, an "addressed" sub-requirement needs
 * a quote that stands on the page it names (located like a claim's quote), and a sub-requirement it
 * skips keeps the offline assessment. Anything the gateway refuses, or an answer that names no offered
 * paragraph, is thrown: the caller keeps the offline result for that claim and says so.
 */
import { z } from 'zod';
import type { Claim } from '../../../shared/domain/claim';
import { anchorQuote, type AnchorPage } from '../../text/anchor';
import type { Gateway } from '../../llm/gatewayTypes';
import type { ReportReader } from '../readContext';
import { statusOf, type AssessedParagraph, type AssessedRequirement } from './assess';
import { termsOf, type EvidencePool } from './evidencePool';

export const LEGAL_MODEL_PROMPT = 'legal-model-1';

const ModelAnswerSchema = z.object({
  paragraphs: z
    .array(
      z.object({
        paragraph_id: z.string().min(3),
        status: z.enum(['fully_addressed', 'partially_addressed', 'not_addressed', 'unclear']),
        requirements: z
          .array(
            z.object({
              ref: z.string().min(1),
              addressed: z.boolean(),
              page: z.number().int().positive().nullable().default(null),
              quote: z.string().max(600).nullable().default(null),
              gap_reason: z.string().max(600).nullable().default(null)
            })
          )
          .default([])
      })
    )
    .min(1)
    .max(6)
});
type ModelAnswer = z.infer<typeof ModelAnswerSchema>;

const SYSTEM = [
  'You are the Legal agent of a tool that checks corporate sustainability reports against IFRS S1 and S2.',
  'For one claim you get candidate IFRS paragraphs, each with sub-requirements (ref r1, r2, ...) and report sentences that may answer them.',
  'Keep only the paragraphs the claim really speaks to. For each kept paragraph give its status',
  '(fully_addressed, partially_addressed, not_addressed, unclear) and for every sub-requirement whether the report addresses it:',
  'when addressed, the page and a quote copied exactly from the claim or a listed sentence; when not, gap_reason says what is missing.',
  'Never invent a quote or a page.'
].join(' ');

/** An error whose message the finding repeats when the offline assessment stands. */
export class ModelAnswerUnusable extends Error {}

function promptFor(claim: Claim, offered: readonly AssessedParagraph[], pool: EvidencePool): string {
  const paragraphs = offered.map((p) => ({
    paragraph_id: p.entry.id,
    title: p.entry.title,
    requires: p.entry.requires,
    requirements: p.requirements.map((r, i) => ({
      ref: `r${i + 1}`,
      check: r.req.text,
      candidates: pool.best(r.req, 2).map((m) => ({ page: m.sentence.page, text: m.sentence.text.slice(0, 300) }))
    }))
  }));
  return `<claim page="${claim.sourcePage}">${claim.text}</claim>\n<paragraphs>\n${JSON.stringify(paragraphs)}\n</paragraphs>`;
}

async function located(report: Pick<ReportReader, 'page'>, page: number, quote: string) {
  const anchor = await anchorQuote((n) => report.page(n) as Promise<AnchorPage | null>, page, quote);
  return anchor.method === 'unanchored' ? null : anchor;
}

async function readRequirement(
  answer: ModelAnswer['paragraphs'][number]['requirements'][number] | undefined,
  offline: AssessedRequirement,
  claim: Claim,
  report: Pick<ReportReader, 'page'>
): Promise<AssessedRequirement> {
  if (!answer) return offline;
  if (!answer.addressed)
    return {
      req: offline.req,
      addressed: false,
      reason: answer.gap_reason?.trim() || 'The model found no sentence that answers it.'
    };
  const quote = answer.quote?.trim();
  const page = answer.page ?? claim.sourcePage;
  if (quote && claim.text.includes(quote)) return { req: offline.req, addressed: true, evidence: { from: 'claim' } };
  const anchor = quote ? await located(report, page, quote) : null;
  if (!anchor || !quote)
    return {
      req: offline.req,
      addressed: false,
      reason: `The model said it is addressed on page ${page}, but its quote ${quote ? 'is not on that page' : 'is missing'}.`
    };
  return {
    req: offline.req,
    addressed: true,
    evidence: {
      from: 'sentence',
      sentence: {
        page: anchor.page,
        start: -1,
        end: -1,
        text: quote,
        terms: termsOf(quote),
        origin: 'report',
        rects: anchor.rects
      }
    }
  };
}

/** The model's assessment of the offered paragraphs, checked against the report; throws when unusable. */
export async function modelAssessment(
  gateway: Gateway,
  claim: Claim,
  offered: readonly AssessedParagraph[],
  pool: EvidencePool,
  report: Pick<ReportReader, 'page'>,
  opts: { runId: string; signal: AbortSignal }
): Promise<{ paragraphs: AssessedParagraph[]; model: string }> {
  const got = await gateway.complete(
    'legal',
    { system: SYSTEM, user: promptFor(claim, offered, pool) },
    ModelAnswerSchema,
    { runId: opts.runId, signal: opts.signal }
  );
  const out: AssessedParagraph[] = [];
  for (const a of got.value.paragraphs) {
    const p = offered.find((o) => o.entry.id === a.paragraph_id.trim());
    if (!p || out.some((o) => o.entry.id === p.entry.id)) continue;
    const requirements = await Promise.all(
      p.requirements.map((r, i) =>
        readRequirement(
          a.requirements.find((x) => x.ref.trim() === `r${i + 1}`),
          r,
          claim,
          report
        )
      )
    );
    out.push({ ...p, requirements, status: a.status === 'unclear' ? 'unclear' : statusOf(requirements, p.candidate) });
  }
  if (!out.length)
    throw new ModelAnswerUnusable(`the answer named none of the ${offered.length} paragraph(s) it was offered`);
  return { paragraphs: out, model: got.model };
}
