// Evaluation reports: an "at a glance" panel as report designers draw them — a small label, a big number with
// its unit, a change line, and under it a sparkline-like row of thin bars with tiny year labels and no values.
// Panels stand in two columns; each marks its own statement key on the page it lands on.
import { mark } from './pdf.mjs';

export const PANEL_H = 150;

/**
 * Draws one panel at (x, y), `w` wide: `label`, `value` (big), `unit`, `change` (a short line or null) and
 * `bars` ([{ year, v }]) scaled to their largest value. Marks `key` (a string or list) on the current page.
 */
export function glancePanel(ctx, { x, y, w, label, value, unit, change, bars, key }) {
  const { doc } = ctx;
  for (const k of [key ?? []].flat()) mark(ctx, k);
  doc.rect(x, y, w, PANEL_H - 12).fill('#f1f4f8');
  doc
    .fillColor('#23415f')
    .font('body')
    .fontSize(9)
    .text(label, x + 12, y + 10, { width: w - 24 });
  doc
    .font('bold')
    .fontSize(24)
    .text(value, x + 12, y + 28, { width: w - 24, lineBreak: false });
  doc
    .font('body')
    .fontSize(8.5)
    .fillColor('#333')
    .text(unit, x + 12, y + 60, { width: w - 24 });
  if (change) doc.fontSize(8.5).text(change, x + 12, y + 74, { width: w - 24 });
  const max = Math.max(...bars.map((b) => b.v));
  const barW = 16;
  const gap = 14;
  const base = y + PANEL_H - 32;
  bars.forEach((b, i) => {
    const h = Math.max(2, (b.v / max) * 30);
    const bx = x + 12 + i * (barW + gap);
    doc.rect(bx, base - h, barW, h).fill(i === bars.length - 1 ? '#23415f' : '#9fb3c8');
    doc
      .fillColor('#555')
      .font('body')
      .fontSize(6)
      .text(b.year, bx - 4, base + 3, { width: barW + 8, align: 'center' });
  });
  doc.fillColor('black');
}
