// Evaluation reports: the furniture of notes to financial statements — a running head at the top of each page
// ("Notes to the consolidated financial statements" on the left, the annual report on the right, a hairline
// under it), a numbered note title with a rule ("14 Greenhouse gas emissions") and numbered sub-notes
// ("14.2 Emissions by scope") in bold, and a small italic-like unit line over a table ("In tonnes of CO₂e").
import { LEFT, WIDTH, newPage } from './pdf.mjs';

/** Draws the running head on the current page and leaves the cursor at the top margin. */
export function runningHead(ctx, left, right) {
  const { doc } = ctx;
  doc.font('body').fontSize(7.5).fillColor('#666');
  doc.text(left, LEFT, 30, { width: WIDTH / 2, lineBreak: false });
  doc.text(right, LEFT + WIDTH / 2, 30, { width: WIDTH / 2, align: 'right', lineBreak: false });
  doc
    .moveTo(LEFT, 42)
    .lineTo(LEFT + WIDTH, 42)
    .lineWidth(0.4)
    .stroke('#999');
  doc.fillColor('black').font('body').fontSize(10);
  doc.x = LEFT;
  doc.y = LEFT;
}

/** A new page with the running head. */
export function notePage(ctx, left, right) {
  newPage(ctx);
  runningHead(ctx, left, right);
}

/** A note's title: its number and name in bold, a rule under it. */
export function noteTitle(ctx, number, title) {
  const { doc } = ctx;
  doc.moveDown(0.6).font('bold').fontSize(13);
  doc.text(`${number}`, LEFT, undefined, { continued: true, width: WIDTH });
  doc.text(`    ${title}`);
  const y = doc.y + 2;
  doc
    .moveTo(LEFT, y)
    .lineTo(LEFT + WIDTH, y)
    .lineWidth(0.8)
    .stroke('#333');
  doc.y = y + 6;
  doc.font('body').fontSize(10);
}

/** A numbered sub-note heading ("14.2 Emissions by scope"). */
export function subNote(ctx, number, title) {
  const { doc } = ctx;
  doc.moveDown(0.4).font('bold').fontSize(10.5).text(`${number}  ${title}`, LEFT, undefined, { width: WIDTH });
  doc.moveDown(0.25).font('body').fontSize(10);
}

/** The unit line financial tables carry above them, in small grey type, right-aligned. */
export function unitLine(ctx, text) {
  const { doc } = ctx;
  doc.font('body').fontSize(8).fillColor('#444').text(text, LEFT, undefined, { width: WIDTH, align: 'right' });
  doc.fillColor('black').fontSize(10);
  doc.moveDown(0.2);
}
