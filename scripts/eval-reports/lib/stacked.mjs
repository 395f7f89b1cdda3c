// Evaluation reports: a stacked bar chart, one bar per year, its segments (Scope 1 at the foot, then Scope 2
// market-based, then Scope 3) labelled with their values inside the segment (beside it when the segment is too
// thin), the year's total printed in bold above the bar, and a legend under the year labels.
import { LEFT, WIDTH, mark } from './pdf.mjs';

const FILLS = ['#0f4c5c', '#5f9ea0', '#b8d8d8'];
const INK = ['white', 'white', '#0f2f38'];

function legend(doc, names, y) {
  let x = LEFT + 40;
  names.forEach((name, i) => {
    doc.rect(x, y + 1, 8, 8).fill(FILLS[i]);
    doc
      .fillColor('#333')
      .font('body')
      .fontSize(8)
      .text(name, x + 12, y, { lineBreak: false });
    x += 12 + doc.widthOfString(name) + 22;
  });
  doc.fillColor('black');
}

/**
 * `bars` [{ label, heights: [s1, s2, s3], labels: [text, text, text], total: text }]: heights give the segments'
 * sizes, labels what is printed on them. `key` is marked on the page. Leaves the cursor under the legend.
 */
export function stackedBars(ctx, { caption, bars, names, height = 230, key, unit }) {
  const { doc } = ctx;
  if (key) mark(ctx, key);
  doc.font('bold').fontSize(10).fillColor('black').text(caption, LEFT, undefined, { width: WIDTH });
  if (unit) doc.font('body').fontSize(8).fillColor('#555').text(unit, LEFT, undefined, { width: WIDTH });
  const top = doc.y + 20;
  const base = top + height;
  const max = Math.max(...bars.map((b) => b.heights.reduce((s, v) => s + v, 0)));
  const slot = (WIDTH - 40) / bars.length;
  const barW = Math.min(50, slot * 0.42);
  doc
    .moveTo(LEFT + 30, base)
    .lineTo(LEFT + WIDTH, base)
    .lineWidth(0.6)
    .stroke('#777');
  bars.forEach((bar, i) => {
    const x = LEFT + 40 + i * slot + (slot - barW) / 2;
    let y = base;
    let beside = Infinity; // the last label set beside the bar: thin segments' labels must not overlap
    bar.heights.forEach((v, k) => {
      const h = (v / max) * height;
      y -= h;
      doc.rect(x, y, barW, h).fill(FILLS[k]);
      doc.font('body').fontSize(7.5);
      if (h >= 11) {
        doc.fillColor(INK[k]).text(bar.labels[k], x, y + h / 2 - 4, { width: barW, align: 'center' });
      } else {
        const at = Math.min(y + h / 2 - 4, beside - 10);
        beside = at;
        doc
          .moveTo(x + barW, y + h / 2)
          .lineTo(x + barW + 5, at + 4)
          .lineWidth(0.4)
          .stroke('#666');
        doc.fillColor('#333').text(bar.labels[k], x + barW + 7, at, { lineBreak: false });
      }
    });
    doc
      .font('bold')
      .fontSize(8.5)
      .fillColor('black')
      .text(bar.total, x - 20, y - 14, { width: barW + 40, align: 'center' });
    doc
      .font('body')
      .fontSize(8.5)
      .fillColor('#333')
      .text(bar.label, x - 20, base + 5, { width: barW + 40, align: 'center' });
  });
  legend(doc, names, base + 32);
  doc.fillColor('black');
  doc.x = LEFT;
  doc.y = base + 52;
}
