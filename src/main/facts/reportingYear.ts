/**
 * A headline figure followed by its comparison in brackets ("Scope 3: 5.60 million tonnes CO₂e (2024:
 * 6.11 million tonnes)") prints no year of its own: it is the reporting year's. The reporting year is
 * taken as the latest year the inventory states, and given to such a figure only when it is later than
 * the year compared with. A figure without a year and without such a comparison is left as it is.
 */
import type { GhgObservation } from './inventory';
import { fiscalYearsAsEnds } from './dates';

/** "(2024: …", "(FY2023: …" right after the figure, a unit or a few words between. */
const COMPARED = /^[^()]{0,40}\(\s*(?:FY\s?)?((?:19|20)\d\d)\s*:/u;

export function withReportingYear(inventory: readonly GhgObservation[]): GhgObservation[] {
  const years = inventory.flatMap((o) => (o.year === undefined ? [] : [o.year]));
  if (!years.length) return [...inventory];
  const latest = Math.max(...years);
  return inventory.map((o) => {
    if (o.year !== undefined) return o;
    const compared = COMPARED.exec(fiscalYearsAsEnds(o.text.slice(o.end, o.end + 80)));
    return compared && Number(compared[1]) < latest ? { ...o, year: latest } : o;
  });
}
