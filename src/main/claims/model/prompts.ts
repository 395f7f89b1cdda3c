/**
 * What the model engine asks the model, and the shapes it expects back. One prompt per page window
 * (seed FRD 3 sections 1–3: what counts as a verifiable claim, how to word it, the five types, the
 * priority rules, a map of IFRS S1/S2 paragraph numbers for the preliminary ids), and a short prompt
 * for confirming that two similar claims are the same assertion. The answer schemas are deliberately
 * lenient about enum spelling (the engine normalizes types and priorities itself), so one odd label
 * does not cost a whole window. Bump PROMPT_VERSION whenever a prompt or schema changes meaning:
 * it is recorded in every claim's provenance.
 */
import { z } from 'zod';
import type { Prompt } from '../../llm/gateway';
import { pageLabel, type PageChunk } from './chunking';

export const PROMPT_VERSION = 'claims-v1';

const ExtractedClaimSchema = z.object({
  claim_text: z.string().describe('The claim as the report states it, verbatim where possible'),
  claim_type: z.string().describe('geographic | quantitative | legal_governance | strategic | environmental'),
  source_page: z.number().describe('The number of the [page N] marker the claim appears under'),
  source_context: z.string().default('').describe('One or two sentences around the claim, copied from the page'),
  priority: z.string().default('medium').describe('high | medium | low'),
  reasoning: z.string().default('').describe('Why this can be checked, and why this type and priority'),
  preliminary_ifrs: z.array(z.string()).default([]).describe('Likely IFRS paragraph ids, e.g. "S2.29(a)(i)(1)"')
});
export type ExtractedClaim = z.output<typeof ExtractedClaimSchema>;

export const ExtractionAnswerSchema = z.object({
  claims: z.array(ExtractedClaimSchema),
  extraction_summary: z.string().optional().describe('One or two sentences on what these pages contain')
});

const IFRS_MAP =
  'IFRS S2 (climate-related disclosures):\n' +
  '- Governance: S2.5–S2.7 (S2.6(a) the board or committee ' +
  "overseeing climate matters, S2.6(b) management's role).\n" +
  '- Strategy: S2.8–S2.23 (risks and opportunities S2.10, effects on business model and value chain S2.13, ' +
  'transition plan S2.14, financial effects S2.15–S2.21, climate resilience and scenario analysis S2.22).\n' +
  '- Risk management: S2.24–S2.26.\n' +
  '- Metrics and targets: S2.27–S2.37.\n' +
  '  - Absolute gross GHG emissions: Scope 1 S2.29(a)(i)(1), ' +
  'Scope 2 S2.29(a)(i)(2), Scope 3 S2.29(a)(i)(3).\n' +
  '  - How emissions are measured (approach, inputs, assumptions): S2.29(a)(iii); ' +
  'Scope 2 location-based: S2.29(a)(v); Scope 3 categories included: S2.29(a)(vi)(1).\n' +
  '  - Assets or activities exposed to transition risks S2.29(b), to physical risks ' +
  'S2.29(c), aligned with opportunities S2.29(d); capital deployed S2.29(e).\n' +
  '  - Internal carbon price: S2.29(f). Executive pay linked to climate: S2.29(g).\n' +
  '  - Climate targets: S2.33–S2.36 (how targets are set and reviewed ' +
  'S2.34, progress against them S2.35, GHG emission targets S2.36).\n' +
  'IFRS S1 (general sustainability disclosures):\n' +
  '- Governance: S1.26–S1.27. Strategy: S1.28–S1.42. Risk ' +
  'management: S1.43–S1.44. Metrics and targets: S1.45–S1.53.';

const SYSTEM =
  'You read sustainability reports and pick out the statements an analyst could check.\n' +
  '\n' +
  'A claim worth extracting is a statement by the reporting company that asserts a fact, a figure, a ' +
  'commitment or a state of affairs that could be tested against outside evidence (filings, satellite ' +
  "images, news, research), against the report's own numbers, or against the IFRS S1/S2 requirements.\n" +
  'Leave out: generic aspirations ("we care about the planet"), tables of contents, headers and ' +
  'navigation, definitions and method descriptions that assert nothing specific, acknowledgements, ' +
  'legal disclaimers and safe-harbour wording, and industry background that is not about the company.\n' +
  '\n' +
  'How to write each claim:\n' +
  '- Quote the report. Paraphrase only when the wording runs ' +
  'past about 300 characters or is spread over several places.\n' +
  '- One checkable assertion per claim: if a sentence makes two (for ' +
  'example Scope 1 fell 12% and Scope 2 fell 8%), return two claims.\n' +
  '- For figures, keep the unit, the period and the baseline or comparison in the claim text.\n' +
  '- Do not interpret, soften or judge; record what the company says.\n' +
  '- For scale: a full report of 100–200 pages usually holds 50–200 such claims; many ' +
  'narrative pages hold none, and far more than that means boilerplate is slipping in.\n' +
  '\n' +
  'Types (choose exactly one):\n' +
  '- geographic: tied to a place: sites and facilities, land use, deforestation, ' +
  'water use in a named region, where climate risk is concentrated.\n' +
  '- quantitative: carries a figure: emissions and intensities, percentages, ' +
  'financial effects, year-on-year changes, Scope 1/2/3 totals.\n' +
  '- legal_governance: who oversees what: board and committee duties, ' +
  'compliance statements, policies, pay linked to sustainability.\n' +
  '- strategic: about the future: transition plans, targets and ' +
  'deadlines, planned investment, scenario analysis results.\n' +
  '- environmental: environmental performance without being mainly a figure or a place: ' +
  'renewable power, waste, water stewardship, biodiversity, circularity, resource efficiency.\n' +
  '\n' +
  'Priority:\n' +
  "- high: specific numbers that can be recomputed or benchmarked; claims the report's " +
  'sustainability story rests on; claims under the core S2 metrics and targets paragraphs ' +
  '(S2.27–S2.37); claims that would amount to material greenwashing if untrue.\n' +
  '- medium: qualitative claims with some checkable element; governance and process statements; ' +
  'commitments with a date; claims that support IFRS compliance without being the main metrics.\n' +
  '- low: broad statements that are hard to check independently; environmental commitments ' +
  'with no figure; claims that could only be checked with non-public information.\n' +
  '\n' +
  'Preliminary IFRS ids: give the most specific paragraph ' +
  'ids that apply (usually one or two), using this map:\n' +
  `${IFRS_MAP}\n` +
  '\n' +
  'For every claim give: claim_text, claim_type, source_page (the number of the [page N] ' +
  'marker the claim sits under, never a page outside the pages you were given), ' +
  'source_context (one or two sentences copied from around the claim), priority, reasoning ' +
  '(one sentence on why it is checkable and why this type and priority), preliminary_ifrs.\n' +
  'Return {"claims": [...], "extraction_summary": "..."}. If the ' +
  'pages contain no verifiable claims, return {"claims": []}.';

function extractionSystemPrompt(): string {
  return SYSTEM;
}

/** The window's position in the report and its marked-up text. */
function extractionUserPrompt(chunk: PageChunk, pageCount: number, text: string): string {
  const head = [
    `Window ${chunk.index + 1} of ${chunk.total}: ${pageLabel(chunk)} of a ${pageCount}-page report.`,
    `Every page starts with a [page N] marker; source_page must be one of ${chunk.from}–${chunk.to}.`
  ];
  if (chunk.total > 1)
    head.push('Neighbouring windows share their edge pages with this one; extract everything on these pages anyway.');
  return `${head.join('\n')}\n\n<report_pages>\n${text}\n</report_pages>`;
}

export function extractionPrompt(chunk: PageChunk, pageCount: number, text: string): Prompt {
  return { system: extractionSystemPrompt(), user: extractionUserPrompt(chunk, pageCount, text) };
}

/** `keep` is 1 or 2; a number rather than literals so that "2" from the model is coerced, not rejected. */
export const DedupeAnswerSchema = z.object({
  duplicate: z.boolean().describe('true when both claims make the same checkable assertion'),
  keep: z.number().int().min(1).max(2).default(1).describe('1 or 2: the claim with the fuller wording and context'),
  reason: z.string().default('').describe('One short sentence')
});

export interface DedupeVerdict {
  duplicate: boolean;
  keep: 1 | 2;
  reason: string;
}

export const toDedupeVerdict = (a: z.output<typeof DedupeAnswerSchema>): DedupeVerdict => ({
  duplicate: a.duplicate,
  keep: a.keep === 2 ? 2 : 1,
  reason: a.reason
});

const DEDUPE_SYSTEM =
  'Two claims were extracted from the same sustainability report, from nearby ' +
  'pages. Decide whether they make the same checkable assertion (same subject, ' +
  'same figure or commitment, same period), possibly in different words.\n' +
  'Claims that differ in a figure, a scope, a year, a site or ' +
  'a target are different claims, however alike they read.\n' +
  'Answer {"duplicate": true|false, "keep": 1|2, "reason": "..."}: ' +
  'keep names the claim with the fuller wording and context.';

export interface DedupeSide {
  text: string;
  sourcePage: number;
  sourceContext: string;
}

export function dedupePrompt(a: DedupeSide, b: DedupeSide): Prompt {
  const side = (n: number, c: DedupeSide): string =>
    [`Claim ${n} (page ${c.sourcePage}): ${c.text}`, c.sourceContext ? `Context ${n}: ${c.sourceContext}` : '']
      .filter(Boolean)
      .join('\n');
  return { system: DEDUPE_SYSTEM, user: `${side(1, a)}\n\n${side(2, b)}` };
}
