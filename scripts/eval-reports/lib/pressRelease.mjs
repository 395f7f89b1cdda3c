// Evaluation reports: a one-page press release — a masthead with the company's name and "Press release", a
// release line, a headline and a subheading, a dateline paragraph, highlight bullets, quotes set in oblique
// type with their speakers, an "About" paragraph, a media contact, a small key-figures table and the "###" end mark.
import fs from 'node:fs';
import { LEFT, WIDTH, mark } from './pdf.mjs';

const OBLIQUE = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Oblique.ttf';
const NAVY = '#16324f';

function useOblique(doc) {
  doc.registerFont('oblique', fs.existsSync(OBLIQUE) ? OBLIQUE : '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf');
}

/** The masthead, the release line, the headline and the subheading. */
export function masthead(ctx, { company, release, headline, subheading }) {
  const { doc } = ctx;
  useOblique(doc);
  doc
    .font('bold')
    .fontSize(14)
    .fillColor(NAVY)
    .text(company, LEFT, LEFT, { width: WIDTH / 2 });
  doc
    .font('bold')
    .fontSize(10)
    .text('PRESS RELEASE', LEFT + WIDTH / 2, LEFT + 3, { width: WIDTH / 2, align: 'right' });
  const y = LEFT + 22;
  doc
    .moveTo(LEFT, y)
    .lineTo(LEFT + WIDTH, y)
    .lineWidth(1.5)
    .stroke(NAVY);
  doc
    .font('body')
    .fontSize(8)
    .fillColor('#555')
    .text(release, LEFT, y + 5, { width: WIDTH });
  doc
    .font('bold')
    .fontSize(16)
    .fillColor('black')
    .text(headline, LEFT, y + 22, { width: WIDTH });
  doc.moveDown(0.2).font('oblique').fontSize(10).fillColor('#333').text(subheading, LEFT, undefined, { width: WIDTH });
  doc.fillColor('black').moveDown(0.6);
}

/** A body paragraph in the release's type; `key` is marked. */
export function releasePara(ctx, text, key) {
  if (key) mark(ctx, key);
  ctx.doc.font('body').fontSize(9).fillColor('black').text(text, LEFT, undefined, { width: WIDTH, align: 'left' });
  ctx.doc.moveDown(0.45);
}

/** Highlight bullets: [{ text, key? }] with a square bullet. */
export function highlights(ctx, items) {
  const { doc } = ctx;
  for (const it of items) {
    if (it.key) for (const k of [].concat(it.key)) mark(ctx, k);
    const y = doc.y;
    doc.rect(LEFT + 4, y + 3, 3.5, 3.5).fill(NAVY);
    doc
      .fillColor('black')
      .font('body')
      .fontSize(9)
      .text(it.text, LEFT + 16, y, { width: WIDTH - 16 });
    doc.moveDown(0.2);
  }
  doc.x = LEFT;
  doc.moveDown(0.3);
}

/** A quote in oblique type, indented, with its speaker after it. */
export function quote(ctx, text, speaker) {
  const { doc } = ctx;
  doc
    .font('oblique')
    .fontSize(9)
    .fillColor('#222')
    .text(`“${text}”`, LEFT + 14, undefined, { width: WIDTH - 28 });
  doc
    .font('body')
    .fontSize(8.5)
    .fillColor('#444')
    .text(`— ${speaker}`, LEFT + 14, undefined, { width: WIDTH - 28 });
  doc.fillColor('black').moveDown(0.45);
  doc.x = LEFT;
}

/** A small bold run-in title ("About …", "Media contact") over its text. */
export function boilerplate(ctx, title, text, size = 8) {
  const { doc } = ctx;
  doc
    .font('bold')
    .fontSize(size + 0.5)
    .text(title, LEFT, undefined, { width: WIDTH });
  doc.font('body').fontSize(size).text(text, LEFT, undefined, { width: WIDTH });
  doc.moveDown(0.4);
}

/** The "###" end mark, centred. */
export function endMark(ctx) {
  ctx.doc.font('bold').fontSize(9).text('###', LEFT, undefined, { width: WIDTH, align: 'center' });
}
