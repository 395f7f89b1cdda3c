/**
 * Figures a model proposes (model engine only) on the pages where the offline reader read none
 * although the page speaks of emissions with figures: dashboards with stacked cells, charts with
 * printed values. A model reads layouts the code cannot rebuild, but it is never trusted with a
 * number: each proposal is verified against the page before any check may use it. Its quote must
 * stand on that page, its number and its year must be printed there, and its unit must be a mass of
 * CO2e the unit table knows; then the figure is written out as a table row ("Scope 1 and 2 from
 * water activities (kilotons of CO2 eq.) — 2021 1,023") and read by facts/ like any other, anchored
 * on the quote's rectangles. Anything else is dropped, and the count of dropped proposals is told.
 */
import { z } from 'zod';
import { anchorQuote, type AnchorPage } from '../../text/anchor';
import { claimFigures } from '../../facts/claimFigures';
import { ghgFiguresOf } from '../../facts/ghgFigures';
import type { Gateway } from '../../llm/gatewayTypes';
import type { ReportReader } from '../readContext';
import type { GhgObservation, PageText, StatedText } from '../../facts/inventory';

export const MODEL_FIGURES_PROMPT = 'data-metrics-figures-1';
/** Pages asked about per run, the ones with most scope mentions first (a bound on cost). */
const MAX_PAGES = 6;
const SCOPE_MENTION = /\bscopes?\s*[123]\b/giu;
const BIG_NUMBER = /(?<![\d.,])\d{1,3}(?:[,.\s]\d{3})+(?![\d])|(?<![\d.,])\d{3,}(?![\d.,])/gu;

const ProposalSchema = z.object({
  figures: z
    .array(
      z.object({
        scope: z.enum(['1', '2', '3', '1+2', '1+2+3', 'total']),
        basis: z.enum(['location', 'market']).nullable().default(null),
        category: z.number().int().min(1).max(15).nullable().default(null),
        /** What the figure is a part of, when it is a breakdown ("water activities", "France"); null for the scope's total. */
        breakdown: z.string().max(80).nullable().default(null),
        year: z.number().int().min(1990).max(2100),
        value: z.string().min(1).max(24),
        unit: z.string().min(1).max(40),
        quote: z.string().min(3).max(300)
      })
    )
    .max(40)
});
type Proposal = z.infer<typeof ProposalSchema>['figures'][number];

const SYSTEM = [
  'You read one page of a corporate sustainability report and list its greenhouse-gas inventory figures:',
  'absolute emissions of Scope 1, Scope 2 (location- or market-based), Scope 3 (with its category 1-15 when one is named),',
  'their sums, and total emissions, each with the year it belongs to.',
  'Copy every number and unit exactly as printed. quote: the words on the page that say what the figure is (its label), copied exactly.',
  'breakdown: what the figure is a part of when it is not the whole scope (an activity, site, country or source), else null.',
  'Leave out intensities, percentages, targets, reductions, avoided or offset amounts and anything you would have to compute.',
  'Answer with JSON: {"figures": [{"scope", "basis", "category", "breakdown", "year", "value", "unit", "quote"}]}.'
].join(' ');

const NUMBER = /\d(?:[\d.,]*\d)?/gu;
const digits = (t: string): string[] =>
  [...t.normalize('NFKC').matchAll(NUMBER)].map((m) => m[0].replace(/[,.\s]/gu, ''));

/** A figure read from a rebuilt table row (not from a sentence): its page's table was rebuilt. */
const fromTable = (o: GhgObservation): boolean => o.source.kind !== 'claim' || o.text.includes(' — ');

/**
 * Pages that speak of scopes with large figures on them but where the table reader rebuilt no row
 * with an emissions figure (sentences that happen to state one do not count: a dashboard's text read
 * as prose gives figures without their columns).
 */
export function pagesToAsk(pages: readonly PageText[], inventory: readonly GhgObservation[]): PageText[] {
  const read = new Set(inventory.filter(fromTable).map((o) => o.page));
  return pages
    .map((p) => ({
      p,
      scopes: p.text.match(SCOPE_MENTION)?.length ?? 0,
      numbers: p.text.match(BIG_NUMBER)?.length ?? 0
    }))
    .filter(
      (x) =>
        !read.has(x.p.page) && x.scopes >= 1 && x.numbers >= 2 && /\bco2|co₂|ghg|greenhouse|emission/iu.test(x.p.text)
    )
    .sort((a, b) => b.scopes - a.scopes || a.p.page - b.p.page)
    .slice(0, MAX_PAGES)
    .map((x) => x.p);
}

const SCOPE_LABEL: Record<Proposal['scope'], string> = {
  '1': 'Scope 1',
  '2': 'Scope 2',
  '3': 'Scope 3',
  '1+2': 'Scope 1 and 2',
  '1+2+3': 'Scope 1, 2 and 3',
  total: 'Total GHG emissions'
};

/** The proposal as a table row facts/ reads; undefined when it does not read back as exactly one inventory figure. */
function asRow(f: Proposal): string | undefined {
  const label = `${f.scope === '3' && f.category ? `Scope 3 category ${f.category}` : SCOPE_LABEL[f.scope]}${f.basis ? ` (${f.basis}-based)` : ''}${f.breakdown ? ` from ${f.breakdown.replace(/[()—;:]/gu, ' ').trim()}` : ''}`;
  const text = `${label} (${f.unit.replace(/[()]/gu, '').trim()}) — ${f.year} ${f.value}`;
  const read = ghgFiguresOf(text, claimFigures(text));
  return read.length === 1 && read[0]!.year === f.year ? text : undefined;
}

/** Why a proposal is refused, or null when the page bears it out. */
function refusal(f: Proposal, page: PageText, located: boolean): string | null {
  if (!located) return 'its quote is not on the page';
  const printed = new Set(digits(page.text));
  if (
    !digits(f.value)
      .slice(0, 1)
      .every((n) => printed.has(n))
  )
    return 'its number is not printed on the page';
  if (!printed.has(String(f.year))) return 'its year is not printed on the page';
  return null;
}

export interface ModelFigures {
  stated: StatedText[];
  proposed: number;
  refused: Array<{ page: number; value: string; why: string }>;
  model: string;
}

const figureKey = (
  g: { kind: string; basis?: string; category?: number; year?: number; tonnes: number },
  page: number
): string => `${page}|${g.kind}|${g.basis ?? ''}|${g.category ?? ''}|${g.year ?? ''}|${Math.round(g.tonnes)}`;

/** Asks the model about each page, keeps the proposals the page bears out and the offline reading lacks. */
export async function modelFigures(
  gateway: Gateway,
  report: ReportReader,
  pages: readonly PageText[],
  opts: { runId: string; signal: AbortSignal; inventory: readonly GhgObservation[] }
): Promise<ModelFigures> {
  const known = new Set(opts.inventory.map((o) => figureKey(o, o.page)));
  const out: ModelFigures = { stated: [], proposed: 0, refused: [], model: '' };
  const source = (n: number) => report.page(n) as Promise<AnchorPage | null>;
  for (const page of pages) {
    opts.signal.throwIfAborted();
    const res = await gateway.complete(
      'data',
      { system: SYSTEM, user: `<page number="${page.page}">\n${page.text}\n</page>` },
      ProposalSchema,
      { signal: opts.signal, runId: opts.runId }
    );
    out.model = res.model;
    for (const [i, f] of res.value.figures.entries()) {
      out.proposed++;
      const anchor = await anchorQuote(source, page.page, f.quote);
      const why =
        refusal(f, page, anchor.method !== 'unanchored' && anchor.page === page.page) ??
        (asRow(f) ? null : 'it does not read as one emissions figure');
      if (why) {
        out.refused.push({ page: page.page, value: f.value, why });
        continue;
      }
      const text = asRow(f)!;
      if (known.has(figureKey(ghgFiguresOf(text)[0]!, page.page))) continue;
      out.stated.push({
        text,
        figures: claimFigures(text),
        page: page.page,
        rects: anchor.rects,
        source: { kind: 'model_figure', figureId: `model:p${page.page}:${i}` }
      });
    }
  }
  return out;
}
