// Evaluation reports: simple charts drawn as vector shapes, the way report designers print key figures —
// grouped vertical bars with a data label on top of each bar and the group's label (a year) beneath,
// and a horizontal bar split into shares with a legend of labelled percentages.
import { LEFT, WIDTH, mark } from './pdf.mjs';

const COLOURS = ['#1d4d36', '#7fb59a', '#c9ddd2', '#8a8a8a'];

function legend(doc, entries, y, size) {
  let x = LEFT;
  for (const [i, text] of entries.entries()) {
    doc.rect(x, y + 1, 7, 7).fill(COLOURS[i % COLOURS.length]);
    doc.fillColor('#333').font('body').fontSize(size);
    doc.text(text, x + 10, y, { lineBreak: false });
    x += 10 + doc.widthOfString(text) + 18;
  }
  doc.fillColor('black');
}

/**
 * Grouped bars: `groups` [{ label, values: [number] }], `labels(value)` the data label printed above a
 * bar, `series` the legend's names. Bars are scaled to the largest value; `height` is the plot's height.
 */
export function barChart(ctx, { caption, groups, series, labels, height = 170, key, size = 8 }) {
  const { doc } = ctx;
  if (key) mark(ctx, key);
  doc.font('bold').fontSize(10).text(caption, LEFT, undefined, { width: WIDTH });
  const top = doc.y + 16;
  const base = top + height;
  const max = Math.max(...groups.flatMap((g) => g.values));
  const slot = WIDTH / groups.length;
  const bar = Math.min(34, (slot * 0.7) / series.length);
  groups.forEach((g, i) => {
    const start = LEFT + i * slot + (slot - bar * g.values.length) / 2;
    g.values.forEach((v, j) => {
      const h = (v / max) * height;
      const x = start + j * bar;
      doc.rect(x + 1, base - h, bar - 2, h).fill(COLOURS[j % COLOURS.length]);
      doc
        .fillColor('#222')
        .font('body')
        .fontSize(size - 0.5);
      doc.text(labels(v), x - 8, base - h - 11, { width: bar + 16, align: 'center', lineBreak: false });
    });
    doc.fillColor('#222').font('bold').fontSize(size);
    doc.text(g.label, LEFT + i * slot, base + 5, { width: slot, align: 'center', lineBreak: false });
  });
  doc
    .moveTo(LEFT, base)
    .lineTo(LEFT + WIDTH, base)
    .lineWidth(0.6)
    .stroke('#555');
  legend(doc, series, base + 22, size);
  doc.fillColor('black');
  doc.x = LEFT;
  doc.y = base + 40;
}

/** One horizontal bar split into `parts` [{ label, pct }] (scaled to their sum), with a legend under it. */
export function shareBar(ctx, { caption, parts, key, size = 8 }) {
  const { doc } = ctx;
  if (key) mark(ctx, key);
  doc.font('bold').fontSize(10).text(caption, LEFT, undefined, { width: WIDTH });
  const y = doc.y + 6;
  const sum = parts.reduce((s, p) => s + p.pct, 0);
  let x = LEFT;
  parts.forEach((p, i) => {
    const w = (p.pct / sum) * WIDTH;
    doc.rect(x, y, w, 18).fill(COLOURS[i % COLOURS.length]);
    x += w;
  });
  legend(
    doc,
    parts.map((p) => `${p.label} ${p.pct} %`),
    y + 26,
    size
  );
  doc.x = LEFT;
  doc.y = y + 46;
}
