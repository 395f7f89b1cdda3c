// Evaluation reports: a flow diagram in the manner of a Sankey chart — emission sources on the left, each a
// thin bar with its name beside it and its tonnes printed on its flow, curved bands running into one node per
// scope, and each scope's band running on into a total node. Band thickness follows the tonnes.
import { LEFT, mark } from './pdf.mjs';

const LABEL_W = 176;
const SRC_X = LEFT + LABEL_W + 4;
const SCOPE_X = 352;
const TOTAL_X = 470;
const BAR = 7;
const GAP = 11;
const GROUP_GAP = 10;

/** A curved band from (x1, y1) to (x2, y2), `h` thick at both ends. */
function band(doc, x1, y1, x2, y2, h, colour) {
  const xm = (x1 + x2) / 2;
  doc
    .moveTo(x1, y1)
    .bezierCurveTo(xm, y1, xm, y2, x2, y2)
    .lineTo(x2, y2 + h)
    .bezierCurveTo(xm, y2 + h, xm, y1 + h, x1, y1 + h)
    .closePath()
    .fillOpacity(0.4)
    .fill(colour);
  doc.fillOpacity(1);
}

/** Where each source, scope and the total sit: tops and thicknesses, scaled to fit `height`. */
function place(groups, top, height) {
  const sources = groups.flatMap((g) => g.sources);
  const gaps = (sources.length - 1) * GAP + (groups.length - 1) * GROUP_GAP;
  const scale = (height - gaps) / sources.reduce((s, x) => s + x.value, 0);
  let y = top;
  const laid = groups.map((g, gi) => {
    if (gi) y += GROUP_GAP;
    const src = g.sources.map((x) => {
      const at = { ...x, y, h: Math.max(x.value * scale, 0.8) };
      y += at.h + GAP;
      return at;
    });
    return { ...g, src, h: src.reduce((s, x) => s + x.h, 0) };
  });
  const nodeGap = gaps / (groups.length - 1);
  let ny = top;
  for (const g of laid) {
    g.y = ny;
    ny += g.h + nodeGap;
  }
  const totalH = laid.reduce((s, g) => s + g.h, 0);
  return { laid, totalY: top + (height - totalH) / 2, totalH };
}

function drawSources(doc, g) {
  let into = g.y;
  for (const x of g.src) {
    band(doc, SRC_X + BAR, x.y, SCOPE_X, into, x.h, g.colour);
    doc.rect(SRC_X, x.y, BAR, x.h).fill(g.colour);
    const cy = x.y + x.h / 2 - 3.5;
    doc.fillColor('#222').font('body').fontSize(7);
    if (doc.widthOfString(x.label) > LABEL_W - 6) doc.fontSize(6);
    doc.text(x.label, LEFT, cy, { width: LABEL_W - 4, align: 'right', lineBreak: false });
    doc
      .font('bold')
      .fontSize(6.8)
      .text(x.text, SRC_X + BAR + 4, cy, { lineBreak: false });
    into += x.h;
  }
}

/**
 * Draws the diagram between `top` and `top + height`. `groups` are the scopes [{ label, text, colour,
 * sources: [{ label, value, text }] }] (`text` is what is printed); `total` { label, text }. Marks `key`.
 */
export function flowDiagram(ctx, { groups, total, top, height, key }) {
  const { doc } = ctx;
  if (key) mark(ctx, key);
  const { laid, totalY, totalH } = place(groups, top, height);
  let into = totalY;
  for (const g of laid) {
    drawSources(doc, g);
    band(doc, SCOPE_X + BAR, g.y, TOTAL_X, into, g.h, g.colour);
    doc.rect(SCOPE_X, g.y, BAR, g.h).fill(g.colour);
    const cy = g.y + g.h / 2 - 9;
    doc
      .fillColor('#111')
      .font('bold')
      .fontSize(8)
      .text(g.label, SCOPE_X + BAR + 6, cy, { lineBreak: false });
    doc
      .font('body')
      .fontSize(7.5)
      .text(g.text, SCOPE_X + BAR + 6, cy + 10, { lineBreak: false });
    into += g.h;
  }
  doc.rect(TOTAL_X, totalY, BAR + 2, totalH).fill('#444');
  const ty = totalY + totalH / 2 - 14;
  doc
    .fillColor('#111')
    .font('bold')
    .fontSize(8)
    .text(total.label, TOTAL_X + 13, ty, { width: 54 });
  doc
    .font('body')
    .fontSize(7.5)
    .text(total.text, TOTAL_X + 13, doc.y + 1, { width: 54 });
  doc.fillColor('black').font('body').fontSize(10);
  doc.x = LEFT;
  doc.y = top + height + 12;
}
