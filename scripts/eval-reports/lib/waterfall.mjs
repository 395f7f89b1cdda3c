// Evaluation reports: a waterfall (bridge) chart — a start bar, floating step bars that rise or fall from
// where the previous one ended, labelled with their signed values, an end bar, and optional dashed level
// lines (targets) across the plot, labelled in a margin at their right end.
import { mark } from './pdf.mjs';

const GREEN = '#3d8a63';
const RED = '#c0573e';
const GREY = '#6f7f78';

/**
 * Draws the bridge in the box (x, y, w, h). `start` and `end` are `{ label, value, text }`, `steps` are
 * `{ label, delta, text }` (delta signed); `lines` are `{ value, text }`. Returns the bottom y of the labels.
 */
export function waterfall(ctx, { x, y, w, h, start, steps, end, lines = [], key, lineKey, title }) {
  const { doc } = ctx;
  if (key) mark(ctx, key);
  if (title) doc.font('bold').fontSize(10).fillColor('black').text(title, x, y, { width: w });
  const top = y + 22;
  const plotH = h - 70;
  const base = top + plotH;
  const max = Math.max(start.value, end.value, ...steps.map((_, i) => levelAfter(start, steps, i))) * 1.08;
  const py = (v) => base - (v / max) * plotH;
  const bars = [{ ...start, kind: 'total' }, ...steps.map((s) => ({ ...s, kind: 'step' })), { ...end, kind: 'total' }];
  const pw = lines.length ? w - 95 : w;
  const slot = pw / bars.length;
  const bw = slot * 0.56;
  let level = 0;
  bars.forEach((b, i) => {
    const bx = x + i * slot + (slot - bw) / 2;
    let from;
    let to;
    if (b.kind === 'total') [from, to, level] = [0, b.value, b.value];
    else [from, to, level] = [level, level + b.delta, level + b.delta];
    const color = b.kind === 'total' ? GREY : b.delta < 0 ? GREEN : RED;
    const yTop = py(Math.max(from, to));
    doc.rect(bx, yTop, bw, Math.max(1, Math.abs(py(from) - py(to)))).fill(color);
    if (i < bars.length - 1) {
      doc
        .moveTo(bx + bw, py(to))
        .lineTo(bx + slot, py(to))
        .lineWidth(0.4)
        .stroke('#999');
    }
    doc.font('bold').fontSize(7).fillColor('#222');
    doc.text(b.text, bx - 8, yTop - 11, { width: bw + 16, align: 'center' });
    doc.font('body').fontSize(7).fillColor('#333');
    doc.text(b.label, x + i * slot + 2, base + 5, { width: slot - 4, align: 'center' });
  });
  doc
    .moveTo(x, base)
    .lineTo(x + pw, base)
    .lineWidth(0.7)
    .stroke('#444');
  for (const ln of lines) {
    if (lineKey) mark(ctx, lineKey);
    const ly = py(ln.value);
    doc
      .dash(3, { space: 2 })
      .moveTo(x, ly)
      .lineTo(x + pw, ly)
      .lineWidth(0.6)
      .stroke('#1f4e79');
    doc.undash();
    doc.font('body').fontSize(6.5).fillColor('#1f4e79');
    doc.text(ln.text, x + pw + 4, ly - 4, { width: w - pw - 4 });
  }
  doc.fillColor('black');
  return base + 40;
}

function levelAfter(start, steps, i) {
  return steps.slice(0, i + 1).reduce((a, s) => a + s.delta, start.value);
}
