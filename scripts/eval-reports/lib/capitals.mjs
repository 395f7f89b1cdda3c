// Evaluation reports: the head of a capital's block on an integrated report's "Our capitals" pages — a coloured
// band with a round badge holding the capital's initial, the capital's name in white and, on the right, what it
// stands for in the value-creation model; a line in italics under the band says what we draw on and affect.
import { LEFT, WIDTH } from './pdf.mjs';

export const CAPITAL_COLOURS = {
  Natural: '#2e7d4f',
  Manufactured: '#5b6770',
  'Social and relationship': '#2f5d8a',
  Human: '#b5651d',
  Financial: '#6b4c9a',
  Intellectual: '#8a6d1f'
};

/** Draws a capital's head at the document's y (a new page first when less than `need` points are left). */
export function capitalHead(ctx, { name, tag, blurb, need = 140 }) {
  const { doc } = ctx;
  if (doc.y + need > doc.page.height - LEFT) doc.addPage();
  const colour = CAPITAL_COLOURS[name] ?? '#444';
  const y = doc.y + 6;
  doc.rect(LEFT, y, WIDTH, 24).fill(colour);
  doc.circle(LEFT + 14, y + 12, 8).fill('white');
  doc
    .fillColor(colour)
    .font('bold')
    .fontSize(9)
    .text(name[0], LEFT + 6, y + 7, { width: 16, align: 'center' });
  doc
    .fillColor('white')
    .font('bold')
    .fontSize(11)
    .text(`${name} capital`, LEFT + 30, y + 6, { width: 260 });
  doc
    .font('body')
    .fontSize(8)
    .text(tag, LEFT + 290, y + 8, { width: WIDTH - 298, align: 'right' });
  doc.fillColor('#444').font('body').fontSize(8.5);
  doc.text(blurb, LEFT, y + 30, { width: WIDTH, oblique: true });
  doc.fillColor('black').fontSize(10);
  doc.x = LEFT;
  doc.moveDown(0.5);
}
