// Evaluation reports: a decarbonisation trajectory chart as transition plans print it — years on a horizontal
// axis to 2050, emissions on a vertical axis with ticks in thousand tonnes, the actual emissions as a solid line
// with dots, the target pathway as a dashed line through its milestones, and a legend under the plot.
import { LEFT, WIDTH, mark } from './pdf.mjs';

const ACTUAL = '#1f4e79';
const PATH = '#c0504d';

const niceStep = (max) => {
  const raw = max / 5;
  const p = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((m) => m * p).find((s) => s >= raw);
};

/**
 * `actual` and `pathway` are lists of [year, tonnes]; the axis runs from the first actual year to the last
 * pathway year. Ticks are printed in kt. Returns the y under the legend.
 */
export function trajectoryChart(ctx, { caption, actual, pathway, height = 190, key }) {
  const { doc } = ctx;
  if (key) mark(ctx, key);
  doc.font('bold').fontSize(10).text(caption, LEFT, undefined, { width: WIDTH });
  const top = doc.y + 24;
  const plotX = LEFT + 44;
  const plotW = WIDTH - 54;
  const y0 = actual[0][0];
  const y1 = pathway[pathway.length - 1][0];
  const max = Math.max(...actual.map((p) => p[1]), ...pathway.map((p) => p[1]));
  const step = niceStep(max);
  const top1 = Math.ceil(max / step) * step;
  const px = (yr) => plotX + ((yr - y0) / (y1 - y0)) * plotW;
  const py = (v) => top + height - (v / top1) * height;
  doc.font('body').fontSize(7).fillColor('#555');
  for (let v = 0; v <= top1; v += step) {
    doc
      .moveTo(plotX, py(v))
      .lineTo(plotX + plotW, py(v))
      .lineWidth(0.3)
      .stroke('#ccc');
    doc.text(`${Math.round(v / 1000)}`, LEFT, py(v) - 4, { width: 38, align: 'right', lineBreak: false });
  }
  doc.text('kt CO₂e', LEFT, top - 18, { width: 60, lineBreak: false });
  for (let yr = Math.ceil(y0 / 5) * 5; yr <= y1; yr += 5)
    doc.text(String(yr), px(yr) - 15, top + height + 4, { width: 30, align: 'center', lineBreak: false });
  const line = (points, colour, dash) => {
    points.forEach(([yr, v], i) => (i === 0 ? doc.moveTo(px(yr), py(v)) : doc.lineTo(px(yr), py(v))));
    if (dash) doc.dash(4, { space: 3 });
    doc.lineWidth(1.6).stroke(colour);
    doc.undash();
  };
  line(pathway, PATH, true);
  line(actual, ACTUAL, false);
  for (const [yr, v] of actual) doc.circle(px(yr), py(v), 2.4).fill(ACTUAL);
  for (const [yr, v] of pathway.slice(1)) doc.circle(px(yr), py(v), 2.4).fill(PATH);
  const ly = top + height + 20;
  doc.rect(plotX, ly + 3, 14, 2).fill(ACTUAL);
  doc
    .fillColor('#333')
    .fontSize(8)
    .text('Actual emissions', plotX + 18, ly, { lineBreak: false });
  doc.rect(plotX + 120, ly + 3, 14, 2).fill(PATH);
  doc.text('Target pathway', plotX + 138, ly, { lineBreak: false });
  doc.fillColor('black').font('body').fontSize(10);
  doc.x = LEFT;
  doc.y = ly + 22;
  return doc.y;
}
