/**
 * Charts drawn as vector shapes with their numbers as text (selectable, and read by a text extractor):
 * one bar per category, and stacked bars per group. A colour never carries a meaning alone: every
 * bar has its label and count beside it.
 */
import { COLORS, type Layout } from './layout';

export interface Bar {
  label: string;
  value: number;
  color: string;
}

/** One labelled bar per category, scaled to the largest, with count and share. */
export function barChart(L: Layout, bars: readonly Bar[], opts: { title: string; total?: number }): void {
  const { doc } = L;
  const rowH = 16;
  L.ensure(bars.length * rowH + 30);
  L.use('bold', 9.5, COLORS.text);
  doc.text(opts.title, L.margin.left, doc.y, { width: L.width() });
  doc.y += 4;
  const labelW = 130;
  const numW = 90;
  const barW = L.width() - labelW - numW;
  const total = opts.total ?? bars.reduce((n, b) => n + b.value, 0);
  const max = Math.max(1, ...bars.map((b) => b.value));
  for (const b of bars) {
    const y = doc.y;
    L.use('body', 9, COLORS.text);
    doc.text(b.label, L.margin.left, y + 2, { width: labelW - 6, lineBreak: false, ellipsis: true });
    doc
      .save()
      .rect(L.margin.left + labelW, y + 1, barW, rowH - 5)
      .fill('#f0f2f5')
      .restore();
    if (b.value > 0)
      doc
        .save()
        .rect(L.margin.left + labelW, y + 1, Math.max(1.5, (b.value / max) * barW), rowH - 5)
        .fill(b.color)
        .restore();
    const pct = total ? ` (${Math.round((b.value / total) * 100)} %)` : '';
    doc.text(`${b.value}${pct}`, L.margin.left + labelW + barW + 6, y + 2, { width: numW - 6, lineBreak: false });
    doc.y = y + rowH;
  }
  doc.y += 6;
}

export interface StackGroup {
  label: string;
  parts: Bar[];
}

/** One stacked bar per group (e.g. claims per pillar split by verdict), a legend under it. */
export function stackedChart(L: Layout, groups: readonly StackGroup[], opts: { title: string }): void {
  const { doc } = L;
  const rowH = 17;
  L.ensure(groups.length * rowH + 50);
  L.use('bold', 9.5, COLORS.text);
  doc.text(opts.title, L.margin.left, doc.y, { width: L.width() });
  doc.y += 4;
  const labelW = 130;
  const numW = 50;
  const barW = L.width() - labelW - numW;
  const max = Math.max(1, ...groups.map((g) => g.parts.reduce((n, p) => n + p.value, 0)));
  for (const g of groups) {
    const y = doc.y;
    const sum = g.parts.reduce((n, p) => n + p.value, 0);
    L.use('body', 9, COLORS.text);
    doc.text(g.label, L.margin.left, y + 2, { width: labelW - 6, lineBreak: false, ellipsis: true });
    let x = L.margin.left + labelW;
    for (const p of g.parts) {
      const w = (p.value / max) * barW;
      if (w > 0)
        doc
          .save()
          .rect(x, y + 1, w, rowH - 5)
          .fill(p.color)
          .restore();
      x += w;
    }
    doc.text(String(sum), L.margin.left + labelW + barW + 6, y + 2, { width: numW - 6, lineBreak: false });
    doc.y = y + rowH;
  }
  const legend = groups[0]?.parts ?? [];
  let x = L.margin.left + labelW;
  const y = doc.y + 2;
  L.use('body', 8, COLORS.muted);
  for (const p of legend) {
    doc
      .save()
      .rect(x, y + 1, 8, 8)
      .fill(p.color)
      .restore();
    doc.text(p.label, x + 11, y, { lineBreak: false });
    x += 11 + doc.widthOfString(p.label) + 14;
  }
  doc.y = y + 18;
}
