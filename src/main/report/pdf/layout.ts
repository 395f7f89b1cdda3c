/**
 * The export's page layout over PDFKit: A4 pages with margins, the embedded fonts, headings that are
 * named destinations, bookmarks and table-of-contents entries at once, flowing paragraphs, lists,
 * tables that break between rows and repeat their header, and, once everything is placed, the
 * running header and "page X of Y" footer on every page and the linked contents page. Knows nothing
 * of Source of Truth: the sections (`sections/`) say what goes on the pages.
 */
import PDFDocument from 'pdfkit';
import { loadFonts } from './fonts';

export const COLORS = {
  text: '#1d232b',
  muted: '#5b6672',
  rule: '#c9d0d8',
  head: '#eef1f4',
  zebra: '#f7f8fa',
  accent: '#1f4e79'
} as const;
const MARGIN = { top: 64, bottom: 64, left: 56, right: 56 };

export type Font = 'body' | 'bold' | 'italic' | 'mono';

interface TocEntry {
  id: string;
  title: string;
  level: 1 | 2;
  page: number;
}

export interface TableSpec {
  head: string[];
  rows: string[][];
  /** Relative column widths. */
  widths: number[];
  size?: number;
  /** Background of a row (e.g. a failed check), else zebra stripes. */
  rowFill?: (row: number) => string | null;
  /** Font of a cell (e.g. mono for ids and computations). */
  cellFont?: (row: number, col: number) => Font;
}

export interface LayoutInfo {
  title: string;
  subject: string;
  author: string;
  creationDate: Date;
  runningTitle: string;
}

export type Layout = ReturnType<typeof createLayout>;

export function createLayout(info: LayoutInfo) {
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    autoFirstPage: false,
    lang: 'en',
    displayTitle: true,
    pdfVersion: '1.7',
    info: {
      Title: info.title,
      Subject: info.subject,
      Author: info.author,
      Creator: 'Sibyl Desktop',
      Producer: 'Sibyl Desktop (PDFKit)',
      CreationDate: info.creationDate,
      ModDate: info.creationDate
    }
  });
  const fonts = loadFonts();
  for (const [role, bytes] of Object.entries(fonts)) doc.registerFont(role, bytes);
  const toc: TocEntry[] = [];
  const outlines = new Map<string, PDFKit.PDFOutline>();
  let lastTop: PDFKit.PDFOutline | null = null;

  const width = (): number => doc.page.width - MARGIN.left - MARGIN.right;
  const bottom = (): number => doc.page.height - MARGIN.bottom;
  const pageIndex = (): number => doc.bufferedPageRange().start + doc.bufferedPageRange().count - 1;
  const use = (font: Font, size: number, color: string = COLORS.text): void => {
    doc.font(font).fontSize(size).fillColor(color);
  };
  const newPage = (): void => {
    doc.addPage();
    doc.x = MARGIN.left;
    doc.y = MARGIN.top;
  };
  /** Starts a new page unless `height` points still fit above the bottom margin. */
  const ensure = (height: number): void => {
    if (doc.y + height > bottom()) newPage();
  };

  /** A heading that is a link target, a bookmark and a contents entry. */
  const heading = (title: string, id: string, level: 1 | 2): void => {
    if (level === 1) newPage();
    else ensure(80);
    if (level === 2 && doc.y > MARGIN.top + 1) doc.y += 10;
    doc.addNamedDestination(id, 'XYZ', 0, doc.y - 6, null);
    const parent = level === 1 ? doc.outline : (lastTop ?? doc.outline);
    const item = parent.addItem(title, { top: doc.y - 6, left: doc.page.width, expanded: level === 1 } as never);
    if (level === 1) lastTop = item;
    outlines.set(id, item);
    toc.push({ id, title, level, page: pageIndex() });
    use('bold', level === 1 ? 18 : 13, COLORS.accent);
    doc.text(title, MARGIN.left, doc.y, { width: width() });
    if (level === 1) rule(COLORS.accent, 1);
    doc.moveDown(level === 1 ? 0.6 : 0.35);
  };

  const rule = (color: string = COLORS.rule, weight = 0.5): void => {
    const y = doc.y + 2;
    doc
      .save()
      .moveTo(MARGIN.left, y)
      .lineTo(MARGIN.left + width(), y)
      .lineWidth(weight)
      .strokeColor(color)
      .stroke()
      .restore();
    doc.y = y + 4;
  };

  const para = (
    text: string,
    opts: { font?: Font; size?: number; color?: string; gap?: number; indent?: number } = {}
  ): void => {
    use(opts.font ?? 'body', opts.size ?? 9.5, opts.color);
    const indent = opts.indent ?? 0;
    doc.text(text, MARGIN.left + indent, doc.y, { width: width() - indent, lineGap: 1.5 });
    doc.y += opts.gap ?? 5;
  };

  const label = (text: string): void => {
    ensure(30);
    use('bold', 10, COLORS.text);
    doc.text(text, MARGIN.left, doc.y, { width: width() });
    doc.y += 3;
  };

  const bullets = (items: readonly string[], opts: { size?: number; indent?: number } = {}): void => {
    const size = opts.size ?? 9.5;
    const indent = opts.indent ?? 0;
    for (const item of items) {
      use('body', size);
      const h = doc.heightOfString(item, { width: width() - indent - 12 });
      ensure(Math.min(h, 40));
      const y = doc.y;
      doc.text('•', MARGIN.left + indent, y, { width: 10 });
      doc.text(item, MARGIN.left + indent + 12, y, { width: width() - indent - 12, lineGap: 1 });
      doc.y += 2;
    }
    doc.y += 3;
  };

  /** Label/value pairs in two columns. */
  const pairs = (
    rows: readonly (readonly [string, string] | readonly [string, string, Font])[],
    opts: { labelWidth?: number; size?: number } = {}
  ): void => {
    const lw = opts.labelWidth ?? 150;
    const size = opts.size ?? 9.5;
    for (const [k, v, font] of rows) {
      use(font ?? 'body', font === 'mono' ? size - 1 : size);
      const h = Math.max(doc.heightOfString(v || '—', { width: width() - lw }), size * 1.2);
      ensure(h + 2);
      const y = doc.y;
      use('bold', size, COLORS.muted);
      doc.text(k, MARGIN.left, y, { width: lw - 8 });
      use(font ?? 'body', font === 'mono' ? size - 1 : size);
      doc.text(v || '—', MARGIN.left + lw, y, { width: width() - lw, lineGap: 1 });
      doc.y = Math.max(doc.y, y + h) + 3;
    }
    doc.y += 4;
  };

  const table = (spec: TableSpec, x0: number = MARGIN.left, w0: number = width()): void => {
    const size = spec.size ?? 8;
    const pad = 3;
    const total = spec.widths.reduce((a, b) => a + b, 0);
    const cols = spec.widths.map((w) => (w / total) * w0);
    const cellH = (cells: readonly string[], font: (c: number) => Font): number =>
      Math.max(
        ...cells.map(
          (c, i) => (
            doc.font(font(i)).fontSize(size),
            doc.heightOfString(c || ' ', { width: cols[i]! - 2 * pad, lineGap: 0.5 })
          )
        )
      ) +
      2 * pad;
    const drawRow = (
      cells: readonly string[],
      y: number,
      h: number,
      font: (c: number) => Font,
      fill: string | null
    ): void => {
      if (fill) doc.save().rect(x0, y, w0, h).fill(fill).restore();
      let x = x0;
      cells.forEach((c, i) => {
        use(font(i), size);
        doc.text(c, x + pad, y + pad, { width: cols[i]! - 2 * pad, height: h - pad, lineGap: 0.5, ellipsis: true });
        x += cols[i]!;
      });
      doc
        .save()
        .moveTo(x0, y + h)
        .lineTo(x0 + w0, y + h)
        .lineWidth(0.4)
        .strokeColor(COLORS.rule)
        .stroke()
        .restore();
    };
    const headFont = (): Font => 'bold';
    const drawHead = (): void => {
      const h = cellH(spec.head, headFont);
      const y = doc.y;
      drawRow(spec.head, y, h, headFont, COLORS.head);
      doc.y = y + h;
    };
    const maxRow = bottom() - MARGIN.top - 40;
    ensure(cellH(spec.head, headFont) + 24);
    drawHead();
    spec.rows.forEach((cells, r) => {
      const font = (c: number): Font => spec.cellFont?.(r, c) ?? 'body';
      const h = Math.min(cellH(cells, font), maxRow);
      if (doc.y + h > bottom()) {
        newPage();
        drawHead();
      }
      const y = doc.y;
      drawRow(cells, y, h, font, spec.rowFill?.(r) ?? (r % 2 === 1 ? COLORS.zebra : null));
      doc.y = y + h;
    });
    doc.x = MARGIN.left;
    doc.y += 8;
  };

  /** Running header and footer on every page but the cover. */
  const stampPages = (): void => {
    const range = doc.bufferedPageRange();
    for (let i = range.start + 1; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      const saved = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      use('body', 7.5, COLORS.muted);
      doc.text(info.runningTitle, MARGIN.left, 30, { width: width(), lineBreak: false, ellipsis: true });
      doc
        .save()
        .moveTo(MARGIN.left, 42)
        .lineTo(MARGIN.left + width(), 42)
        .lineWidth(0.4)
        .strokeColor(COLORS.rule)
        .stroke()
        .restore();
      const y = doc.page.height - 40;
      doc.text('Automated review by Sibyl: not an assurance opinion', MARGIN.left, y, {
        width: width() / 2,
        lineBreak: false
      });
      doc.text(`Page ${i + 1} of ${range.count}`, MARGIN.left + width() / 2, y, {
        width: width() / 2,
        align: 'right',
        lineBreak: false
      });
      doc.page.margins.bottom = saved;
    }
  };

  /** Writes the contents on the page reserved for it, each line linked to its heading. */
  const writeToc = (pageIdx: number): void => {
    doc.switchToPage(pageIdx);
    let y = MARGIN.top + 40;
    for (const e of toc) {
      const indent = e.level === 1 ? 0 : 16;
      const size = e.level === 1 ? 10.5 : 9.5;
      use(e.level === 1 ? 'bold' : 'body', size, COLORS.text);
      const num = String(e.page + 1);
      const numW = doc.widthOfString(num);
      const titleW = Math.min(doc.widthOfString(e.title), width() - indent - numW - 30);
      doc.text(e.title, MARGIN.left + indent, y, { width: titleW + 2, lineBreak: false, ellipsis: true });
      doc.text(num, MARGIN.left + width() - numW, y, { lineBreak: false });
      const dotsX = MARGIN.left + indent + titleW + 6;
      doc
        .save()
        .moveTo(dotsX, y + size * 0.85)
        .lineTo(MARGIN.left + width() - numW - 4, y + size * 0.85)
        .dash(0.6, { space: 2.4 })
        .lineWidth(0.6)
        .strokeColor(COLORS.rule)
        .stroke()
        .undash()
        .restore();
      doc.goTo(MARGIN.left + indent, y - 1, width() - indent, size + 3, e.id);
      y += e.level === 1 ? size + 9 : size + 5;
      if (y > bottom() - 10) break;
    }
  };

  /** Ends the document and resolves with its bytes. */
  const finish = (tocPage: number | null): Promise<Buffer> => {
    if (tocPage !== null) writeToc(tocPage);
    stampPages();
    const chunks: Buffer[] = [];
    return new Promise((resolve, reject) => {
      doc.on('data', (c: Buffer) => chunks.push(c));
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.on('error', reject);
      doc.end();
    });
  };

  return {
    doc,
    margin: MARGIN,
    width,
    bottom,
    pageIndex,
    use,
    newPage,
    ensure,
    heading,
    rule,
    para,
    label,
    bullets,
    pairs,
    table,
    finish,
    toc
  };
}
