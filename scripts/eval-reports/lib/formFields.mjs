// Evaluation reports: a regulator's return form as it is printed once filled in — a dark band per part
// ("Part B – Greenhouse gas emissions"), numbered fields with their label on the left and the answer in
// framed boxes on the right under small column heads, and tick boxes for the one option chosen ("☒ AR6").
import { LEFT, WIDTH, mark } from './pdf.mjs';

const LABEL_W = 0.5 * WIDTH;

/** A part of the form: a dark band with its title in white. */
export function formPart(ctx, title) {
  const { doc } = ctx;
  if (doc.y > doc.page.height - 160) doc.addPage();
  const y = doc.y + 6;
  doc.rect(LEFT, y, WIDTH, 18).fill('#2b3a4a');
  doc
    .fillColor('white')
    .font('bold')
    .fontSize(9.5)
    .text(title, LEFT + 6, y + 4.5, { width: WIDTH - 12 });
  doc.fillColor('black').font('body');
  doc.x = LEFT;
  doc.y = y + 24;
}

/**
 * Numbered fields: `heads` name the answer columns, each field is `{ no, label, values }` (one answer per
 * column, '' for a box left empty). Marks `key` on the page.
 */
export function formFields(ctx, { heads = [], fields, key }) {
  const { doc } = ctx;
  if (key) mark(ctx, key);
  const n = Math.max(...fields.map((f) => f.values.length));
  const boxW = (WIDTH - LABEL_W - 36) / n;
  const boxX = (i) => LEFT + 36 + LABEL_W + i * boxW;
  if (heads.length) {
    doc.font('bold').fontSize(7).fillColor('#444');
    const hy = doc.y;
    const tall = Math.max(...heads.map((h) => doc.heightOfString(h, { width: boxW - 6 })));
    heads.forEach((h, i) =>
      doc.text(h, boxX(i) + 2, hy + tall - doc.heightOfString(h, { width: boxW - 6 }), {
        width: boxW - 6,
        align: 'center'
      })
    );
    doc.fillColor('black');
    doc.y = hy + tall + 3;
  }
  for (const f of fields) {
    doc.font('body').fontSize(8.5);
    const h = Math.max(18, doc.heightOfString(f.label, { width: LABEL_W - 6 }) + 6);
    if (doc.y + h > doc.page.height - LEFT) {
      doc.addPage();
      if (key) mark(ctx, key);
    }
    const y = doc.y;
    doc
      .font('bold')
      .fontSize(8.5)
      .text(f.no, LEFT, y + 4, { width: 32 });
    doc.font('body').text(f.label, LEFT + 36, y + 4, { width: LABEL_W - 6 });
    f.values.forEach((v, i) => {
      doc
        .rect(boxX(i) + 2, y + 1, boxW - 6, h - 4)
        .lineWidth(0.6)
        .stroke('#556');
      if (v !== '')
        doc
          .font('body')
          .fontSize(9)
          .text(String(v), boxX(i) + 4, y + 5, { width: boxW - 12, align: 'right' });
    });
    doc.y = y + h + 2;
  }
  doc.x = LEFT;
  doc.y += 4;
}

/** One numbered question answered by ticking one of `options`; the chosen one prints "☒", the rest "☐". */
export function tickField(ctx, { no, label, options, chosen, key }) {
  const { doc } = ctx;
  if (key) mark(ctx, key);
  const y = doc.y;
  doc
    .font('bold')
    .fontSize(8.5)
    .text(no, LEFT, y + 4, { width: 32 });
  doc.font('body').text(label, LEFT + 36, y + 4, { width: LABEL_W - 6 });
  const text = options.map((o) => `${o === chosen ? '☒' : '☐'} ${o}`).join('     ');
  doc.text(text, LEFT + 36 + LABEL_W + 2, y + 4, { width: WIDTH - LABEL_W - 40 });
  doc.x = LEFT;
  doc.y = Math.max(doc.y, y + 18) + 4;
}
