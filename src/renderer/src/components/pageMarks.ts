/**
 * The contract between the PDF viewer's overview strip and whatever counts things per page (claims
 * today): for each page that has any, how many, split into coloured segments. `className` sets the
 * segment's colour as `--claim-rgb` (RGB channels), so the viewer draws colours it does not know.
 */

interface PageMarkSegment {
  key: string;
  /** What the segment counts, for the page's accessible name ("2 contradicted"). */
  label: string;
  className: string;
  count: number;
}

export interface PageMark {
  page: number;
  count: number;
  segments: PageMarkSegment[];
}

/** "Page 12, 4 claims: 2 Contradicted, 2 Verified" (or "Page 3, no claims"). */
export function pageMarkLabel(page: number, mark: PageMark | undefined, noun = 'claim'): string {
  if (!mark || mark.count === 0) return `Page ${page}, no ${noun}s`;
  const head = `Page ${page}, ${mark.count} ${mark.count === 1 ? noun : `${noun}s`}`;
  return mark.segments.length > 1 || mark.segments[0]?.label
    ? `${head}: ${mark.segments.map((s) => `${s.count} ${s.label}`).join(', ')}`
    : head;
}
