// Evaluation reports: a dashboard panel with a small line chart (a sparkline) as report designers draw them —
// a label, a change line, a thin line through the years with a dot on each point, the first value printed at the
// line's left end and the last value, in bold, at its right end, the first and last years under the ends.
import { mark } from './pdf.mjs';

export const SPARK_H = 136;
const INK = '#1b4965';

/**
 * Draws one panel at (x, y), `w` wide: `label`, `unit`, `change` (a short line or null), `points`
 * ([{ year, v }], oldest first), `fmt` (a value's printed form) and `note` (a line under the chart or null).
 * The x position of a point follows its year, so a gap between the base year and the others shows.
 * Marks `key` (a string or list) on the current page.
 */
export function sparkPanel(ctx, { x, y, w, label, unit, change, points, fmt, note, key }) {
  const { doc } = ctx;
  for (const k of [key ?? []].flat()) mark(ctx, k);
  doc
    .rect(x, y, w, SPARK_H - 10)
    .lineWidth(0.5)
    .stroke('#c9d6df');
  doc
    .fillColor(INK)
    .font('bold')
    .fontSize(9)
    .text(label, x + 10, y + 8, { width: w - 20 });
  doc
    .fillColor('#555')
    .font('body')
    .fontSize(7.5)
    .text(unit, x + 10, y + 21, { width: w - 20 });
  if (change)
    doc
      .fillColor('#333')
      .fontSize(8)
      .text(change, x + 10, y + 33, { width: w - 20 });
  const first = points[0];
  const last = points[points.length - 1];
  const left = x + 62;
  const right = x + w - 66;
  const top = y + 52;
  const bottom = y + 84;
  const vs = points.map((p) => p.v);
  const lo = Math.min(...vs);
  const hi = Math.max(...vs);
  const px = (p) => left + ((p.year - first.year) / (last.year - first.year)) * (right - left);
  const py = (p) => (hi === lo ? (top + bottom) / 2 : bottom - ((p.v - lo) / (hi - lo)) * (bottom - top));
  points.forEach((p, i) => (i === 0 ? doc.moveTo(px(p), py(p)) : doc.lineTo(px(p), py(p))));
  doc.lineWidth(1.4).stroke(INK);
  for (const p of points) doc.circle(px(p), py(p), p === last ? 2.6 : 1.8).fill(p === last ? INK : '#7fa1b8');
  doc.fillColor('#333').font('body').fontSize(7.5);
  doc.text(fmt(first.v), x + 6, py(first) - 4, { width: left - x - 12, align: 'right', lineBreak: false });
  doc.fillColor(INK).font('bold').fontSize(8.5);
  doc.text(fmt(last.v), right + 6, py(last) - 5, { width: x + w - right - 10, lineBreak: false });
  doc.fillColor('#666').font('body').fontSize(6.5);
  doc.text(String(first.year), px(first) - 14, bottom + 6, { width: 28, align: 'center', lineBreak: false });
  doc.text(String(last.year), px(last) - 14, bottom + 6, { width: 28, align: 'center', lineBreak: false });
  if (note)
    doc
      .fillColor('#333')
      .fontSize(7)
      .text(note, x + 10, y + SPARK_H - 32, { width: w - 20 });
  doc.fillColor('black').font('body').fontSize(10);
}
