// Evaluation reports: an infographic panel as annual reports print them — a donut chart (a ring cut into
// coloured segments, one or two lines of text in its hole) with a legend beside it: a colour swatch, the
// segment's name, and under it its value and share in smaller type.
import { mark } from './pdf.mjs';

const COLOURS = ['#1f5f4a', '#4f9a7a', '#9cc9b0', '#d9a441', '#b5573b', '#6d7fa6', '#a3a3a3', '#5b3f73'];

const pointAt = (cx, cy, r, a) => `${(cx + r * Math.cos(a)).toFixed(2)} ${(cy + r * Math.sin(a)).toFixed(2)}`;

/** One ring segment from angle a0 to a1 (radians, clockwise from the top), outer radius r, inner ri. */
function segment(doc, cx, cy, r, ri, a0, a1, colour) {
  const large = a1 - a0 > Math.PI ? 1 : 0;
  doc
    .path(
      `M ${pointAt(cx, cy, r, a0)} A ${r} ${r} 0 ${large} 1 ${pointAt(cx, cy, r, a1)} ` +
        `L ${pointAt(cx, cy, ri, a1)} A ${ri} ${ri} 0 ${large} 0 ${pointAt(cx, cy, ri, a0)} Z`
    )
    .fill(colour);
}

/**
 * Draws a donut panel at (x, y), `w` points wide: a title line, the ring (radius `r`) at the left with
 * `centre` lines in its hole, and the legend to its right. `segments` are [{ label, value, weight }]:
 * `weight` sizes the segment (normalised over all segments), `value` is the legend's second line.
 * Marks `key` on the page; returns the panel's bottom y.
 */
export function donutPanel(ctx, { x, y, w, title, r = 48, segments, centre = [], key, size = 8 }) {
  const { doc } = ctx;
  if (key) mark(ctx, key);
  doc
    .font('bold')
    .fontSize(size + 1.5)
    .fillColor('#1d3d30');
  doc.text(title, x, y, { width: w });
  const top = y + doc.heightOfString(title, { width: w }) + 8;
  const cx = x + r + 4;
  const cy = top + r;
  const sum = segments.reduce((s, g) => s + g.weight, 0);
  let a = -Math.PI / 2;
  segments.forEach((g, i) => {
    const b = a + (g.weight / sum) * Math.PI * 2;
    segment(doc, cx, cy, r, r * 0.58, a, Math.min(b, a + Math.PI * 2 - 0.0001), COLOURS[i % COLOURS.length]);
    a = b;
  });
  doc.fillColor('#222').font('bold').fontSize(size);
  const lineH = size + 2;
  centre.forEach((line, i) => {
    const ly = cy - (centre.length * lineH) / 2 + i * lineH;
    doc.text(line, cx - r * 0.55, ly, { width: r * 1.1, align: 'center', lineBreak: false });
  });
  const lx = x + 2 * r + 20;
  const lw = w - (lx - x);
  let ly = top;
  segments.forEach((g, i) => {
    doc.rect(lx, ly + 1.5, 7, 7).fill(COLOURS[i % COLOURS.length]);
    doc.fillColor('#222').font('body').fontSize(size);
    doc.text(g.label, lx + 11, ly, { width: lw - 11 });
    ly += doc.heightOfString(g.label, { width: lw - 11 });
    doc.fillColor('#555').fontSize(size - 0.5);
    doc.text(g.value, lx + 11, ly, { width: lw - 11 });
    ly += doc.heightOfString(g.value, { width: lw - 11 }) + 3;
  });
  doc.fillColor('black').font('body').fontSize(10);
  return Math.max(cy + r, ly) + 6;
}
