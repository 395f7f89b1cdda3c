// Evaluation reports: a footprint drawn as a tree of boxes, as infographic pages print it — the total in a
// dark box at the top, one box per scope under it joined by elbow lines, and each scope's sources or
// categories as a column of small boxes hanging from it. Each box gives a name, a bold figure and small
// lines under it (the prior year, a change with a triangle).
import { LEFT, WIDTH, mark } from './pdf.mjs';

function box(doc, x, y, w, h, { title, value, lines = [], dark = false, small = false }) {
  doc.rect(x, y, w, h).fillAndStroke(dark ? '#21463a' : small ? '#f3f6f4' : '#dcebe2', '#7a9a88');
  const ink = dark ? 'white' : '#1f2f28';
  doc
    .fillColor(ink)
    .font('body')
    .fontSize(small ? 6.8 : 7.5)
    .text(title, x + 5, y + 4, { width: w - 10 });
  const vy = y + 4 + doc.heightOfString(title, { width: w - 10 }) + 1;
  doc
    .font('bold')
    .fontSize(small ? 8.5 : 12)
    .text(value, x + 5, vy, { width: w - 10 });
  let ly = vy + (small ? 11 : 16);
  doc
    .font('body')
    .fontSize(6.8)
    .fillColor(dark ? '#d8e8df' : '#4a5a52');
  for (const l of lines) {
    doc.text(l, x + 5, ly, { width: w - 10 });
    ly += 9;
  }
  doc.fillColor('black');
}

const elbow = (doc, x1, y1, x2, y2) =>
  doc
    .moveTo(x1, y1)
    .lineTo(x1, (y1 + y2) / 2)
    .lineTo(x2, (y1 + y2) / 2)
    .lineTo(x2, y2)
    .lineWidth(0.7)
    .stroke('#7a9a88');

/**
 * `root` and each of `branches` are box contents (`{ title, value, lines }`); each branch has `leaves`,
 * smaller boxes stacked under it. Marks `keys` on the page; leaves the document's y under the tree.
 */
export function sourceTree(ctx, { root, branches, keys = [] }) {
  const { doc } = ctx;
  for (const k of keys) mark(ctx, k);
  const top = doc.y + 6;
  const rootW = 190;
  const rootX = LEFT + (WIDTH - rootW) / 2;
  box(doc, rootX, top, rootW, 58, { ...root, dark: true });
  const colW = (WIDTH - 2 * 12) / branches.length;
  const bTop = top + 86;
  let bottom = bTop;
  branches.forEach((b, i) => {
    const x = LEFT + i * (colW + 12);
    elbow(doc, rootX + rootW / 2, top + 58, x + colW / 2, bTop);
    box(doc, x, bTop, colW, 66, b);
    let ly = bTop + 80;
    for (const leaf of b.leaves) {
      doc
        .moveTo(x + 10, ly - 14)
        .lineTo(x + 10, ly + 15)
        .lineTo(x + 18, ly + 15)
        .lineWidth(0.5)
        .stroke('#7a9a88');
      box(doc, x + 18, ly, colW - 18, 34, { ...leaf, small: true });
      ly += 40;
    }
    bottom = Math.max(bottom, ly);
  });
  doc.x = LEFT;
  doc.y = bottom + 8;
}
