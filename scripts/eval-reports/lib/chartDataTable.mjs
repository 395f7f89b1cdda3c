// Evaluation reports: a spreadsheet-style chart — grouped bars per year with a y-axis and gridlines but no
// data labels, and the chart's data table printed right under it: one row per series with its legend key
// (a coloured square) in the first column, the years as columns aligned under their bar groups.
import { LEFT, WIDTH, mark } from './pdf.mjs';

const COLOURS = ['#2f5f8a', '#e08a2e', '#9bb7d4', '#6d9f52'];
const niceStep = (max) => {
  const raw = max / 5;
  const p = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 2.5, 5, 10].map((m) => m * p).find((s) => s >= raw);
};

function axis(doc, { top, height, plotX, max, step, fmt }) {
  for (let v = 0; v <= max + 1e-9; v += step) {
    const y = top + height - (v / max) * height;
    doc
      .moveTo(plotX, y)
      .lineTo(LEFT + WIDTH, y)
      .lineWidth(0.3)
      .stroke(v === 0 ? '#555' : '#ccc');
    doc.fillColor('#444').font('body').fontSize(6.5);
    doc.text(fmt(v), LEFT, y - 3.5, { width: plotX - LEFT - 4, align: 'right', lineBreak: false });
  }
}

/**
 * `cols` the column heads (years), `series` [{ name, values: [number], cells: [text], charted }], `extra`
 * rows printed in the table only ([label, ...cells]). The first column is `keyWidth` points wide.
 */
export function chartDataTable(ctx, { caption, axisTitle, cols, series, extra = [], fmtAxis, key, height = 160 }) {
  const { doc } = ctx;
  if (key) mark(ctx, key);
  doc.font('bold').fontSize(10).fillColor('black').text(caption, LEFT, undefined, { width: WIDTH });
  const keyWidth = 150;
  const plotX = LEFT + keyWidth;
  const slot = (WIDTH - keyWidth) / cols.length;
  const charted = series.filter((s) => s.charted !== false);
  const step = niceStep(Math.max(...charted.flatMap((s) => s.values)));
  const max = Math.ceil(Math.max(...charted.flatMap((s) => s.values)) / step) * step;
  const top = doc.y + 14;
  doc
    .font('body')
    .fontSize(7)
    .fillColor('#444')
    .text(axisTitle, LEFT, top - 12, { lineBreak: false });
  axis(doc, { top, height, plotX, max, step, fmt: fmtAxis });
  const bar = Math.min(22, (slot * 0.75) / charted.length);
  cols.forEach((_, i) => {
    const start = plotX + i * slot + (slot - bar * charted.length) / 2;
    charted.forEach((s, j) => {
      const h = (s.values[i] / max) * height;
      doc.rect(start + j * bar + 1, top + height - h, bar - 2, h).fill(COLOURS[j % COLOURS.length]);
    });
  });
  let y = top + height + 2;
  const row = (label, cells, { bold = false, colour } = {}) => {
    doc
      .font(bold ? 'bold' : 'body')
      .fontSize(7.5)
      .fillColor('#111');
    if (colour) doc.rect(LEFT + 3, y + 4, 7, 7).fill(colour);
    doc.fillColor('#111').text(label, LEFT + (colour ? 14 : 3), y + 3.5, { width: keyWidth - 16, lineBreak: false });
    cells.forEach((c, i) => doc.text(c, plotX + i * slot, y + 3.5, { width: slot, align: 'center', lineBreak: false }));
    doc.rect(LEFT, y, WIDTH, 15).lineWidth(0.4).stroke('#888');
    for (let i = 0; i <= cols.length; i++)
      doc
        .moveTo(plotX + i * slot, y)
        .lineTo(plotX + i * slot, y + 15)
        .stroke('#888');
    y += 15;
  };
  row('', cols, { bold: true });
  charted.forEach((s, j) => row(s.name, s.cells, { colour: COLOURS[j % COLOURS.length] }));
  for (const s of series.filter((x) => x.charted === false)) row(s.name, s.cells);
  for (const [label, ...cells] of extra) row(label, cells, { bold: true });
  doc.fillColor('black').font('body').fontSize(10);
  doc.x = LEFT;
  doc.y = y + 12;
}
