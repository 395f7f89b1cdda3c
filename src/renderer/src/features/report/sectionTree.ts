/**
 * Builds the nested section outline from the flat, reading-ordered list `reports.structure` returns,
 * and formats page lists for the structure preview. Pure functions.
 */
import type { Section } from '../../../../shared/domain/report';

export interface SectionNode {
  section: Section;
  children: SectionNode[];
}

/**
 * Nests each section under the nearest earlier section of a lower level. A section whose level
 * jumps (1 → 3) simply nests under the level-1 one; a leading deep section becomes a root.
 */
export function buildSectionTree(sections: readonly Section[]): SectionNode[] {
  const roots: SectionNode[] = [];
  const stack: SectionNode[] = [];
  for (const section of sections) {
    const node: SectionNode = { section, children: [] };
    while (stack.length > 0 && (stack[stack.length - 1]?.section.level ?? 0) >= section.level) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(node);
    else roots.push(node);
    stack.push(node);
  }
  return roots;
}

/** "p. 4" or "pp. 4–9". */
export const formatPageSpan = (start: number, end: number): string =>
  end > start ? `pp. ${start}–${end}` : `p. ${start}`;

/** Compresses sorted or unsorted page numbers into ranges: [1,2,3,7,9,10] → "1–3, 7, 9–10". */
export function formatPageList(pages: readonly number[]): string {
  const sorted = [...new Set(pages)].sort((a, b) => a - b);
  const parts: string[] = [];
  let i = 0;
  while (i < sorted.length) {
    const start = sorted[i] as number;
    let end = start;
    while (sorted[i + 1] === end + 1) {
      end++;
      i++;
    }
    parts.push(end > start ? `${start}–${end}` : String(start));
    i++;
  }
  return parts.join(', ');
}
