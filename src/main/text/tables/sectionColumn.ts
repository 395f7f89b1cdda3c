/**
 * A section column printed beside the labels ("Metric category | Metric | 2023 | 2024"): the section's name
 * stands on its first rows only, perhaps wrapped ("GHG emissions (t" / "CO₂e)"), and names every row down
 * to the next section. The rows that print it have taken it as their group (rows.ts); here a name wrapped
 * over rows is joined, and the rows under it without a name of their own take it.
 */
interface Sectioned {
  group?: string;
  leading: ReadonlyArray<{ box: { x: number } }>;
}

const open = (text: string): boolean => (text.match(/\(/gu) ?? []).length > (text.match(/\)/gu) ?? []).length;

/** Spreads the section names of `own` rows (those printing one) over the rows below them left without a group. */
export function spreadSections<R extends Sectioned>(rows: readonly R[], own: Set<R>): void {
  let name: { text: string; rows: R[] } | undefined;
  for (const r of rows) {
    if (own.has(r) && r.group !== undefined) {
      // A name wrapped onto the next row ("GHG emissions (t" / "CO₂e)") is one name.
      if (name && open(name.text) && name.rows.at(-1) === rows[rows.indexOf(r) - 1]) {
        name.text = `${name.text} ${r.group}`;
        name.rows.push(r);
      } else name = { text: r.group, rows: [r] };
      for (const x of name.rows) x.group = name.text;
      continue;
    }
    // Rows that no name beside them has claimed (run last, after names centred on their rows).
    if (name && r.group === undefined) {
      r.group = name.text;
      name.rows.push(r);
    }
  }
}

/**
 * The labels' column of a table whose section names stand in a column of their own: the place of the second
 * cell of rows printing a section name, where other rows (without one) print their label first.
 */
export function sectionLabelColumn(rows: readonly Sectioned[]): number | undefined {
  const seconds = rows.flatMap((r) => (r.leading.length >= 2 ? [r.leading[1]!.box.x] : []));
  for (const x of seconds) {
    const alone = rows.filter((r) => r.leading.length >= 1 && Math.abs(r.leading[0]!.box.x - x) < 0.006);
    const beside = seconds.filter((y) => Math.abs(y - x) < 0.006);
    if (alone.length >= 1 && beside.length >= 2) return x;
  }
  return undefined;
}
