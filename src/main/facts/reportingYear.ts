/**
 * A headline figure followed by its comparison in brackets ("Scope 3: 5.60 million tonnes CO₂e (2024:
 * 6.11 million tonnes)") prints no year of its own: it is the reporting year's. The reporting year is
 * taken as the latest year the inventory states, and given to such a figure only when it is later than
 * the year compared with. So is one compared with "(prior year: 426,910 t)", the bracketed figure being the
 * year before. A figure without a year and without such a comparison is left as it is.
 */
import type { GhgObservation } from './inventory';
import { fiscalYearsAsEnds } from './dates';

/** "(2024: …", "(FY2023: …" right after the figure, a unit or a few words between. */
const COMPARED = /^[^()]{0,40}\(\s*(?:FY\s?)?((?:19|20)\d\d)\s*:/u;

/** "(prior year: 426,910 t)" right after the figure: the comparison names no year, only that it is the one before. */
const PRIOR_AFTER = /^[^()]{0,40}\(\s*(?:prior|previous|preceding) year\s*[:=]?\s*[\d.,\s\u00a0\u202f]+/iu;
/** The figure opens such a bracket: it is the prior year's. */
const PRIOR_BEFORE = /\(\s*(?:prior|previous|preceding) year\s*[:=]?\s*$/iu;

/** Whether the figure starting at `start` opens a "(prior year: …)" bracket: the comparison, not the level. */
export const priorYearFigure = (text: string, start: number): boolean =>
  PRIOR_BEFORE.test(text.slice(Math.max(0, start - 30), start));

export function withReportingYear(inventory: readonly GhgObservation[]): GhgObservation[] {
  const years = inventory.flatMap((o) => (o.year === undefined ? [] : [o.year]));
  if (!years.length) return [...inventory];
  const latest = Math.max(...years);
  return inventory.map((o) => {
    if (o.year !== undefined) return o;
    if (priorYearFigure(o.text, o.start)) return { ...o, year: latest - 1 };
    const after = fiscalYearsAsEnds(o.text.slice(o.end, o.end + 80));
    if (PRIOR_AFTER.test(after)) return { ...o, year: latest };
    const compared = COMPARED.exec(after);
    return compared && Number(compared[1]) < latest ? { ...o, year: latest } : o;
  });
}
