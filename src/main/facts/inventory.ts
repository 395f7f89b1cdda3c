/**
 * The report's greenhouse-gas inventory as Data/Metrics' checks and Legal's gap scan read it: every inventory figure
 * (facts/ghg.ts) of the claims and report figures, each with where it stands (page, rectangles) and
 * what stated it (a claim or a report figure), so a check's values can be shown on the page.
 */
import type { ClaimFigure } from '../../shared/domain/claim';
import type { Rect } from '../../shared/domain/geometry';
import type { GhgFigure } from './ghg';
import { ghgFiguresOf } from './ghgFigures';

/** One page's text, for what is stated outside claims and tables. */
export interface PageText {
  page: number;
  text: string;
}

/** A text that states figures: a claim or a report figure, with its provenance. */
export interface StatedText {
  text: string;
  figures: readonly ClaimFigure[];
  page: number;
  rects: readonly Rect[];
  source:
    | { kind: 'claim'; claimId: string }
    | { kind: 'report_figure'; figureId: string }
    | { kind: 'table_row'; rowId: string }
    /** Proposed by a model and verified against the page (modelFigures.ts). */
    | { kind: 'model_figure'; figureId: string };
}

export interface GhgObservation extends GhgFigure {
  page: number;
  rects: readonly Rect[];
  source: StatedText['source'];
  /** The stating text, for messages. */
  text: string;
}

export function ghgInventory(items: readonly StatedText[]): GhgObservation[] {
  return items.flatMap((item) =>
    ghgFiguresOf(item.text, item.figures).map((g) => ({
      ...g,
      page: item.page,
      rects: item.rects,
      source: item.source,
      text: item.text
    }))
  );
}
