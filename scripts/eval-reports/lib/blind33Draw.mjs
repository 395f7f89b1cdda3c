// Evaluation reports (blind set 33): drawing for its layouts — highlight bullets that open with a bold
// figure and an up or down triangle instead of a sign, a small note under a table, figures with
// negatives in brackets, and Scope 3 categories as a ranked list of horizontal bars with their values.
import { LEFT, WIDTH, mark } from './pdf.mjs';

/** "▼ 4.5 %" or "▲ 2.0 %": a triangle for the direction, the magnitude without a sign. */
export const arrow = (pct, s) => `${pct <= 0 ? '▼' : '▲'} ${s.d(Math.abs(pct), 1)} %`;

/** A signed figure with the negative in brackets, as finance tables print it: "(1,230)". */
export const bracketed = (v, fmt) => (v < 0 ? `(${fmt(-v)})` : fmt(v));

/** Small grey lines under a table (notes, footnotes). */
export function smallNote(ctx, lines) {
  const { doc } = ctx;
  doc.fillColor('#444').font('body').fontSize(7.5);
  for (const line of lines) doc.text(line, LEFT, undefined, { width: WIDTH }).moveDown(0.15);
  doc.fillColor('black').fontSize(10);
  doc.x = LEFT;
  doc.moveDown(0.6);
}

/** Highlight bullets: each a bold lead figure then plain text; `key` (optional) marks the item's page. */
export function boldBullets(ctx, items) {
  const { doc } = ctx;
  for (const { lead, text, key } of items) {
    if (key) mark(ctx, key);
    const y = doc.y;
    doc
      .fillColor('#1d4d36')
      .font('bold')
      .fontSize(11)
      .text('■', LEFT + 2, y + 1);
    doc.fillColor('black').font('bold').fontSize(11);
    doc.text(`${lead}  `, LEFT + 20, y, { width: WIDTH - 20, continued: true });
    doc.font('body').fontSize(10.5).text(text);
    doc.moveDown(0.5);
  }
  doc.x = LEFT;
  doc.moveDown(0.4);
}

/** Scope 3 categories as horizontal bars, largest first, each with its value; the total under them. */
export function rankedBars(ctx, cats, total, s, { key, unit = 't CO₂e' } = {}) {
  const { doc } = ctx;
  if (key) mark(ctx, key);
  const sorted = [...cats].sort((a, b) => b.value - a.value);
  const max = Math.max(...sorted.map((c) => c.value));
  const labelW = 230;
  const barMax = WIDTH - labelW - 80;
  for (const c of sorted) {
    const y = doc.y;
    doc.font('body').fontSize(8.5).fillColor('black');
    const label = `Cat. ${c.n} ${c.label}`;
    const h = doc.heightOfString(label, { width: labelW - 8 });
    doc.text(label, LEFT, y + 1, { width: labelW - 8 });
    const w = Math.max(2, (c.value / max) * barMax);
    doc.rect(LEFT + labelW, y, w, 11).fill('#5b8f73');
    doc.fillColor('black').font('bold').fontSize(8.5);
    doc.text(s.n(c.value), LEFT + labelW + w + 6, y + 1, { width: 80, lineBreak: false });
    doc.x = LEFT;
    doc.y = y + Math.max(20, h + 9);
  }
  doc
    .moveTo(LEFT, doc.y)
    .lineTo(LEFT + WIDTH, doc.y)
    .lineWidth(0.6)
    .stroke('#555');
  doc.moveDown(0.4);
  doc.font('bold').fontSize(10).fillColor('black');
  doc.text(`Total Scope 3: ${s.n(total)} ${unit}`, LEFT, undefined, { width: WIDTH });
  doc.font('body');
  doc.moveDown(0.8);
}
