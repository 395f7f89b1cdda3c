/**
 * Splits the text of an official IFRS S1/S2 PDF into numbered paragraphs and their lettered
 * sub-paragraphs. Paragraph numbers must rise one by one (1, 2, 3 …), which rejects page numbers,
 * footnote marks and figures that happen to start a line. Appendix paragraphs (B1, C1 …) end the
 * main body and are not imported.
 */
export interface Segment {
  /** Registry-style id: S2.29 or S2.29(a). */
  paragraphId: string;
  page: number;
  text: string;
}

export function detectStandard(firstPagesText: string): 'S1' | 'S2' | null {
  const t = firstPagesText.replace(/\s+/g, ' ');
  const s2 = (t.match(/IFRS S2/g) ?? []).length + (/Climate-related Disclosures/i.test(t) ? 3 : 0);
  const s1 = (t.match(/IFRS S1/g) ?? []).length + (/General Requirements for Disclosure/i.test(t) ? 3 : 0);
  if (s1 === 0 && s2 === 0) return null;
  return s2 > s1 ? 'S2' : 'S1';
}

export function segmentParagraphs(
  standard: 'S1' | 'S2',
  pages: Array<{ pageNumber: number; text: string }>
): Segment[] {
  const paragraphs: Array<{ n: number; page: number; text: string }> = [];
  let expected = 1;
  for (const page of pages) {
    const lines = page.text.split('\n');
    for (const line of lines) {
      const m = /^\s*(\d{1,3})\s+(\S.*)$/.exec(line);
      const n = m ? Number(m[1]) : NaN;
      if (m && (n === expected || (paragraphs.length > 0 && n === expected + 1 && n > 1))) {
        paragraphs.push({ n, page: page.pageNumber, text: m[2]! });
        expected = n + 1;
        continue;
      }
      if (/^\s*Appendix\s+A\b/i.test(line) && paragraphs.length > 10) return withSubParagraphs(standard, paragraphs);
      const last = paragraphs.at(-1);
      if (last) last.text += `\n${line}`;
    }
  }
  return withSubParagraphs(standard, paragraphs);
}

function withSubParagraphs(
  standard: 'S1' | 'S2',
  paragraphs: Array<{ n: number; page: number; text: string }>
): Segment[] {
  const out: Segment[] = [];
  for (const p of paragraphs) {
    const text = p.text.replace(/\s*\n\s*/g, ' ').trim();
    const id = `${standard}.${p.n}`;
    out.push({ paragraphId: id, page: p.page, text });
    // Lettered items in order: (a), (b), … each starting where its marker stands.
    const starts: Array<{ letter: string; at: number }> = [];
    let want = 'a'.charCodeAt(0);
    for (const m of text.matchAll(/(?:^|[\s:;—-])\(([a-z])\)\s/g)) {
      if (m[1]!.charCodeAt(0) !== want) continue;
      starts.push({ letter: m[1]!, at: m.index! + m[0].indexOf('(') });
      want++;
    }
    starts.forEach((s, i) => {
      const end = starts[i + 1]?.at ?? text.length;
      out.push({ paragraphId: `${id}(${s.letter})`, page: p.page, text: text.slice(s.at, end).trim() });
    });
  }
  return out;
}
