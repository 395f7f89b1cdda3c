// Evaluation reports: a donut chart as infographic pages print it with no legend — each segment's name,
// value and share stand as a call-out outside the ring, joined to the segment's middle by a thin leader
// line with an elbow; the call-outs on each side are spaced so they never overlap.
import { mark } from './pdf.mjs';

const COLOURS = ['#24524a', '#3f8f7a', '#8cc3a9', '#d39b3a', '#b55b3f', '#6a7ca3', '#9a9a9a', '#5b3f73'];

const at = (cx, cy, r, a) => [cx + r * Math.cos(a), cy + r * Math.sin(a)];
const pt = ([x, y]) => `${x.toFixed(2)} ${y.toFixed(2)}`;

function ring(doc, cx, cy, r, ri, a0, a1, colour) {
  const large = a1 - a0 > Math.PI ? 1 : 0;
  doc
    .path(
      `M ${pt(at(cx, cy, r, a0))} A ${r} ${r} 0 ${large} 1 ${pt(at(cx, cy, r, a1))} ` +
        `L ${pt(at(cx, cy, ri, a1))} A ${ri} ${ri} 0 ${large} 0 ${pt(at(cx, cy, ri, a0))} Z`
    )
    .fill(colour);
}

/** Pushes call-outs on one side apart so each starts `pad` points below the end of the one above it. */
function spread(labels, pad, top, bottom) {
  labels.sort((p, q) => p.y - q.y);
  let end = top - pad;
  for (const l of labels) {
    l.y = Math.max(l.y, end + pad + l.h1);
    end = l.y + l.h2;
  }
  const over = end - bottom;
  if (over > 0) for (const l of labels) l.y -= over;
}

/**
 * A donut centred at (cx, cy) of radius `r`: `segments` are [{ lines: [name, value line], weight }],
 * `centre` the lines in its hole. The call-outs stand `reach` points beyond the ring on both sides,
 * `labelW` wide. Marks `key` on the page; returns the bottom y of the drawing.
 */
export function calloutDonut(ctx, { cx, cy, r = 70, segments, centre = [], key, labelW = 130, reach = 40, size = 8 }) {
  const { doc } = ctx;
  if (key) mark(ctx, key);
  const sum = segments.reduce((s, g) => s + g.weight, 0);
  let a = -Math.PI / 2;
  const labels = segments.map((g, i) => {
    const b = a + (g.weight / sum) * Math.PI * 2;
    ring(doc, cx, cy, r, r * 0.6, a, Math.min(b, a + Math.PI * 2 - 0.0001), COLOURS[i % COLOURS.length]);
    const mid = (a + b) / 2;
    a = b;
    const [ox, oy] = at(cx, cy, r + 2, mid);
    return { g, i, ox, oy, right: Math.cos(mid) >= 0, y: cy + (r + 16) * Math.sin(mid) };
  });
  doc.font('bold').fontSize(size);
  for (const l of labels) {
    l.h1 = doc.heightOfString(l.g.lines[0], { width: labelW }) + 1;
    l.h2 = size + 3;
  }
  for (const right of [true, false])
    spread(
      labels.filter((l) => l.right === right),
      6,
      cy - r - 20,
      cy + r + 20
    );
  for (const l of labels) {
    const ex = cx + (l.right ? 1 : -1) * (r + 18);
    const tx = cx + (l.right ? r + reach : -(r + reach) - labelW);
    const lineEnd = l.right ? tx - 3 : tx + labelW + 3;
    doc.moveTo(l.ox, l.oy).lineTo(ex, l.y).lineTo(lineEnd, l.y).lineWidth(0.5).stroke('#666');
    doc.circle(l.ox, l.oy, 1.4).fill('#333');
    doc.rect(l.right ? tx : tx + labelW - 6, l.y - l.h1 - 4, 6, 3).fill(COLOURS[l.i % COLOURS.length]);
    const align = l.right ? 'left' : 'right';
    doc.fillColor('#222').font('bold').fontSize(size);
    doc.text(l.g.lines[0], tx, l.y - l.h1, { width: labelW, align });
    doc.fillColor('#444').font('body').fontSize(size);
    doc.text(l.g.lines[1], tx, l.y + 1, { width: labelW, align, lineBreak: false });
  }
  doc
    .fillColor('#1d3d30')
    .font('bold')
    .fontSize(size + 1);
  const lh = size + 3;
  centre.forEach((line, i) => {
    const ly = cy - (centre.length * lh) / 2 + i * lh;
    doc.text(line, cx - r * 0.58, ly, { width: r * 1.16, align: 'center', lineBreak: false });
  });
  doc.fillColor('black').font('body').fontSize(10);
  return Math.max(cy + r, ...labels.map((l) => l.y + l.h2)) + 12;
}

/** Whole-number shares of `values` that add up to 100 (largest remainders). */
export function sharesOf(values) {
  const sum = values.reduce((s, v) => s + v, 0);
  const raw = values.map((v) => (v / sum) * 100);
  const out = raw.map(Math.floor);
  const order = raw.map((v, i) => [v - Math.floor(v), i]).sort((p, q) => q[0] - p[0]);
  for (let k = 0; k < 100 - out.reduce((s, v) => s + v, 0); k++) out[order[k][1]] += 1;
  return out;
}
