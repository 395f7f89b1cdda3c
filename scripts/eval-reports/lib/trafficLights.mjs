// Evaluation reports: a target scorecard — one ruled row per target with its scope, base year, baseline, target,
// actual and a status column whose coloured dot (green, amber, red) stands before the status word; a legend of
// the three dots under the table.
import { LEFT, WIDTH, mark } from './pdf.mjs';

export const STATUS = {
  on: { colour: '#2e8b57', word: 'On track' },
  watch: { colour: '#e0a100', word: 'Watch' },
  off: { colour: '#c0392b', word: 'Off track' }
};

/** `columns` [{ title, width (fraction), align }]; `rows` [{ cells: [text], status: 'on'|'watch'|'off' }]. */
export function scorecard(ctx, { caption, columns, rows, keys = [] }) {
  const { doc } = ctx;
  for (const k of keys) mark(ctx, k);
  doc.font('bold').fontSize(10).text(caption, LEFT, undefined, { width: WIDTH });
  let y = doc.y + 4;
  const xs = [];
  columns.reduce((x, c) => (xs.push(x), x + c.width * WIDTH), LEFT);
  const line = (cells, font, size, draw = true) => {
    doc.font(font).fontSize(size);
    const h = Math.max(...cells.map((t, i) => doc.heightOfString(t || ' ', { width: columns[i].width * WIDTH - 8 })));
    if (draw)
      cells.forEach((t, i) => {
        const w = columns[i].width * WIDTH - 8;
        doc.text(t, xs[i] + 4, y + 4, { width: w, align: columns[i].align ?? 'left' });
      });
    return h + 8;
  };
  const headH = line(
    columns.map((c) => c.title),
    'bold',
    8,
    false
  );
  doc.rect(LEFT, y, WIDTH, headH).fill('#e6eef0').fillColor('black');
  line(
    columns.map((c) => c.title),
    'bold',
    8
  );
  y += headH;
  for (const row of rows) {
    const st = STATUS[row.status];
    const h = line([...row.cells, `    ${st.word}`], 'body', 8.5);
    const last = xs[xs.length - 1];
    doc.circle(last + 9, y + 9, 4.2).fill(st.colour);
    doc.fillColor('black');
    y += h;
    doc
      .moveTo(LEFT, y)
      .lineTo(LEFT + WIDTH, y)
      .lineWidth(0.3)
      .stroke('#888');
  }
  y += 8;
  let x = LEFT;
  for (const st of Object.values(STATUS)) {
    doc.circle(x + 4, y + 4, 3.2).fill(st.colour);
    doc
      .fillColor('#333')
      .font('body')
      .fontSize(7.5)
      .text(st.word, x + 11, y, { lineBreak: false });
    x += 11 + doc.widthOfString(st.word) + 20;
  }
  doc.fillColor('black');
  doc.x = LEFT;
  doc.y = y + 18;
}
