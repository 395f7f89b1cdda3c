// Evaluation reports: a dashboard page as ESG summaries print it — figures abbreviated with "k" and "m"
// ("95.4k", "1.24m"), a grid of framed tiles (a small label, a big abbreviated value, its unit, a coloured change
// line with a triangle), and horizontal bars with their abbreviated value at the end of each bar.
import { fmtDec } from './model.mjs';
import { LEFT, WIDTH, mark } from './pdf.mjs';

const DARK = '#243b53';
const GOOD = '#2f855a';
const BAD = '#c05621';

/** 95,420 → "95.4k", 1,236,130 → "1.24m", 820 → "820". */
export function abbr(v) {
  if (Math.abs(v) >= 1e6) return `${fmtDec(v / 1e6, 2)}m`;
  if (Math.abs(v) >= 1e4) return `${fmtDec(v / 1e3, 1)}k`;
  if (Math.abs(v) >= 1e3) return `${fmtDec(v / 1e3, 2)}k`;
  return fmtDec(v, 0);
}

/** "▼ 3.6% vs 2023" (a fall is good news in green, a rise orange). */
export function change(pct, against) {
  return { text: `${pct <= 0 ? '▼' : '▲'} ${fmtDec(Math.abs(pct), 1)}% ${against}`, good: pct <= 0 };
}

/** Tiles `{ label, value, unit, change }` in rows of `cols`; `keys` are marked on the tiles' page. */
export function tileGrid(ctx, tiles, { cols = 3, keys = [] } = {}) {
  const { doc } = ctx;
  for (const k of keys) mark(ctx, k);
  const w = WIDTH / cols;
  const h = 96;
  const top = doc.y + 6;
  tiles.forEach((t, i) => {
    const x = LEFT + (i % cols) * w;
    const y = top + Math.floor(i / cols) * (h + 10);
    doc
      .roundedRect(x + 3, y, w - 6, h, 5)
      .lineWidth(0.8)
      .stroke('#b8c4d0');
    doc
      .fillColor('#52606d')
      .font('body')
      .fontSize(8)
      .text(t.label.toUpperCase(), x + 12, y + 9, { width: w - 24 });
    doc
      .fillColor(DARK)
      .font('bold')
      .fontSize(24)
      .text(t.value, x + 12, y + 26, { width: w - 24, lineBreak: false });
    doc
      .fillColor('#52606d')
      .font('body')
      .fontSize(8.5)
      .text(t.unit, x + 12, y + 58, { width: w - 24 });
    if (t.change) {
      doc.fillColor(t.change.good ? GOOD : BAD).fontSize(8.5);
      doc.text(t.change.text, x + 12, y + 74, { width: w - 24, lineBreak: false });
    }
  });
  doc.fillColor('black').font('body').fontSize(10);
  doc.x = LEFT;
  doc.y = top + Math.ceil(tiles.length / cols) * (h + 10) + 6;
}

/** Horizontal bars `{ label, value, text }`, scaled to the largest, the label left and the text after the bar. */
export function hBars(ctx, items, { key, labelWidth = 190 } = {}) {
  const { doc } = ctx;
  if (key) mark(ctx, key);
  const max = Math.max(...items.map((b) => b.value));
  const room = WIDTH - labelWidth - 60;
  for (const b of items) {
    const y = doc.y;
    doc
      .fillColor('#333')
      .font('body')
      .fontSize(8.5)
      .text(b.label, LEFT, y + 2, { width: labelWidth - 8 });
    const lh = doc.heightOfString(b.label, { width: labelWidth - 8 });
    const w = Math.max(2, (b.value / max) * room);
    doc.rect(LEFT + labelWidth, y + 1, w, 12).fill(DARK);
    doc.fillColor('#222').font('bold').fontSize(8.5);
    doc.text(b.text, LEFT + labelWidth + w + 5, y + 2, { width: 60, lineBreak: false });
    doc.y = y + Math.max(20, lh + 8);
  }
  doc.fillColor('black').font('body').fontSize(10);
  doc.x = LEFT;
  doc.moveDown(0.4);
}
