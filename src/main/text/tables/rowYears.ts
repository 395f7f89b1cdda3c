/**
 * Years printed as headings between rows: "2025" over indented segment rows and a "Group total" row set
 * back at the heading's place, then "2024" over the next block, "2019 (base year)" over a total alone.
 * A year's figure is its whole's row (the total that closes the block); a block of segments without one
 * gives no year's figure, and a block of one row is its own whole.
 */
import { yearOf } from './cellText';
import type { Row } from './rows';
import { WHOLE } from './spanning';

/** A label naming a scope. */
export const SCOPE_LABEL = /\bscopes?\s?[123]\b/iu;

export type RowYear = { year: number; period: string } | undefined;

/** The year of each row of `run` that holds its year's figure; undefined for parts and for rows of no year. */
export function rowYears(run: readonly Row[]): RowYear[] {
  const blocks: Array<{ when: NonNullable<RowYear>; rows: number[] }> = [];
  run.forEach((row, i) => {
    const own = row.group ? yearOf(row.group) : undefined;
    const last = blocks.at(-1);
    if (own && (!last || last.when.year !== own.year || run[i - 1]?.group !== row.group))
      blocks.push({ when: own, rows: [i] });
    else if (own) last!.rows.push(i);
    // The total closing a block stands back at the heading's place, outside its group.
    else if (last && last.rows.at(-1) === i - 1 && WHOLE.test(row.labelText.trim())) last.rows.push(i);
  });
  const out: RowYear[] = run.map(() => undefined);
  for (const { when, rows } of blocks) {
    const wholes = rows.filter((i) => WHOLE.test(run[i]!.labelText.trim()));
    // Rows that each name a scope ("Scope 1", "Scope 2 (market-based)", "Total (Scope 1, 2, 3)") are the year's
    // figures, not segments of one.
    const scoped = rows.length > 1 && rows.every((i) => SCOPE_LABEL.test(run[i]!.labelText));
    const keep = scoped ? rows : wholes.length === 1 ? wholes : rows.length === 1 ? rows : [];
    for (const i of keep) out[i] = when;
  }
  return out;
}
