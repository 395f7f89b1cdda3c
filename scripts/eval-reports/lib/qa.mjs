// Evaluation reports: a questionnaire answer as disclosure platforms export it — a numbered question in bold
// ("C6.1 What were your organization's gross global Scope 1 emissions…?") followed by its small answer table,
// kept together on one page (a new page is started when the pair would not fit).
import { LEFT, WIDTH } from './pdf.mjs';
import { grid } from './draw.mjs';

/** Starts a new page unless `needed` points are left above the bottom margin. */
export function keepTogether(ctx, needed) {
  const { doc } = ctx;
  if (doc.y + needed > doc.page.height - LEFT) doc.addPage();
}

/** A rough height of a grid of `rows` (strings) at `size`, for keepTogether. */
function gridHeight(ctx, rows, widths, size) {
  const { doc } = ctx;
  doc.font('body').fontSize(size);
  return rows.reduce(
    (sum, row) =>
      sum +
      6 +
      Math.max(...row.map((c, i) => doc.heightOfString(String(c?.text ?? c) || ' ', { width: widths[i] * WIDTH - 6 }))),
    0
  );
}

/**
 * One question and its answer: `code` and `text` in bold, an optional `note` in small type, then a grid with
 * `header` (one row of strings) and `rows`. `key` is marked on the page the answer table lands on.
 */
export function question(ctx, { code, text, note, header, rows, widths, aligns, key, size = 8.5 }) {
  const { doc } = ctx;
  const q = `${code} ${text}`;
  doc.font('bold').fontSize(10);
  const qh = doc.heightOfString(q, { width: WIDTH }) + (note ? 14 : 0);
  keepTogether(ctx, qh + gridHeight(ctx, [header, ...rows], widths, size) + 24);
  doc.moveDown(0.4);
  doc.font('bold').fontSize(10).text(q, LEFT, undefined, { width: WIDTH });
  if (note) doc.font('body').fontSize(8).fillColor('#444').text(note, LEFT, undefined, { width: WIDTH });
  doc.fillColor('black').moveDown(0.3);
  grid(ctx, { header: [header], rows, widths, aligns, size, key });
}
