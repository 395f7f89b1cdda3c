// Evaluation reports: a page of prose whose figures sit in numbered notes at the page foot — superscript
// numbers in the running text, a short rule above the notes, the notes in small type with the number hanging.
// Notes are numbered through the report; each note marks its own statement keys on its page.
import { LEFT, WIDTH, mark, para } from './pdf.mjs';

const SUP = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const sup = (n) => [...String(n)].map((d) => SUP[Number(d)]).join('');
const NOTE_SIZE = 7.5;
const HANG = 14;

const keysOf = (key) => [key ?? []].flat();

/**
 * Draws `blocks` ([{ text, key?, notes?: [{ text, key? }] }]) on the current page, each "^" in a block's text
 * replaced by the next note's superscript number, then the page's notes at its foot. Throws if the prose
 * would run into the notes (a page is laid out by hand, so that is a bug in the family).
 */
export function notedPage(ctx, blocks) {
  const { doc } = ctx;
  ctx.noteNo ??= 0;
  const notes = [];
  for (const b of blocks) {
    let i = 0;
    const text = b.text.replace(/\^/g, () => {
      notes.push({ ...b.notes[i++], n: ++ctx.noteNo });
      return sup(ctx.noteNo);
    });
    for (const k of keysOf(b.key)) mark(ctx, k);
    para(ctx, text);
  }
  doc.font('body').fontSize(NOTE_SIZE);
  const heights = notes.map((n) => doc.heightOfString(n.text, { width: WIDTH - HANG }) + 3);
  const top = doc.page.height - LEFT - heights.reduce((a, b) => a + b, 0);
  if (doc.y > top - 14) throw new Error(`notedPage: the prose on page ${ctx.page} runs into its notes`);
  doc
    .moveTo(LEFT, top - 6)
    .lineTo(LEFT + 140, top - 6)
    .lineWidth(0.5)
    .stroke('#555');
  let y = top;
  notes.forEach((n, i) => {
    for (const k of keysOf(n.key)) mark(ctx, k);
    doc.font('body').fontSize(NOTE_SIZE).fillColor('#222');
    doc.text(sup(n.n), LEFT, y, { width: HANG - 3, lineBreak: false });
    doc.text(n.text, LEFT + HANG, y, { width: WIDTH - HANG });
    y += heights[i];
  });
  doc.fillColor('black').font('body').fontSize(10);
  doc.x = LEFT;
}
