/**
 * Each kind of text that states a report's figures as one StatedText (inventory.ts): a claim with the
 * figures that stand on its page, a report figure, and a table row worded as the claims engine words
 * it, kept when it states an emissions figure.
 */
import type { Claim } from '../../shared/domain/claim';
import type { ReportFigure } from '../../shared/domain/reportFigure';
import { tableRowClaimText } from '../text/tableRows';
import { claimFigures } from './claimFigures';
import { ghgFiguresOf } from './ghgFigures';
import type { StatedText } from './inventory';
import type { ReportTableRow } from './tables';

/**
 * The numbers a text prints, without group separators ("41,200" → "41200"); numbers grouped by
 * spaces ("41 200") are read both joined and apart, since a space may also separate two cells.
 */
const NUMBER = /\d(?:[\d.,]*\d)?/gu;
const SPACED = /\d{1,3}(?:[ \u00a0\u202f\u2009]\d{3})+(?![\d,.])/gu;
const numbersIn = (t: string): string[] => {
  const text = t.normalize('NFKC');
  return [...text.matchAll(NUMBER), ...text.matchAll(SPACED)].map((m) => m[0].replace(/[,\s\u00a0\u202f\u2009]/gu, ''));
};

/**
 * A claim's figures that stand on its page: the number of each must be in the text the claim is
 * anchored to. A model's claim may paraphrase; a figure it proposes that the page does not print
 * is never checked, and a claim that could not be placed on its page brings no figure at all.
 */
export function figuresOnPage(c: Claim): Claim['figures'] {
  if (c.anchor.method === 'unanchored' || !c.anchor.rects.length) return [];
  const printed = new Set(numbersIn(c.anchor.quote));
  return c.figures.filter((f) =>
    numbersIn(f.raw)
      .slice(0, 1)
      .every((n) => printed.has(n))
  );
}

export const claimText = (c: Claim): StatedText => ({
  text: c.text,
  figures: figuresOnPage(c),
  page: c.sourcePage,
  rects: c.anchor.rects,
  source: { kind: 'claim', claimId: c.id }
});
export const figureText = (f: ReportFigure): StatedText => ({
  text: f.text,
  figures: f.figures,
  page: f.page,
  rects: f.rects,
  source: { kind: 'report_figure', figureId: f.id }
});

/** Table rows as the claims engine words them, with their emissions figures, unless `seen` (page|text) has them. */
export function tableRowTexts(rows: readonly ReportTableRow[], seen: ReadonlySet<string> = new Set()): StatedText[] {
  return rows.flatMap((row, i): StatedText[] => {
    const text = tableRowClaimText(row, row.years, row.caption);
    if (seen.has(`${row.page}|${text}`)) return [];
    const figures = claimFigures(text);
    if (!ghgFiguresOf(text, figures).length) return [];
    return [
      { text, figures, page: row.page, rects: row.rects, source: { kind: 'table_row', rowId: `p${row.page}r${i}` } }
    ];
  });
}
