/**
 * The report's facts as an analyst reads them: title, file, pages, words, sections, pages without
 * text, author and subject, the dates formatted, the authoring tool only when it names an
 * application (not a PDF library or converter), the language by name. Raw PDF keys never show. Pure.
 */
import type { Report } from '../../../../shared/domain/report';

export interface Fact {
  label: string;
  value: string;
}

const numberFormat = new Intl.NumberFormat('en-US');

/** PDF libraries, printers and converters: they say how the file was written, not by whom or with what. */
const TECHNICAL = new RegExp(
  String.raw`pdf|library|distiller|ghostscript|quartz|itext|skia|cairo|pdfium|reportlab|wkhtml|prince|` +
    String.raw`printer|converter|tcpdf|fpdf|^\s*$`,
  'i'
);

/** "2024-03-12T09:30:00.000Z" → "12 March 2024"; null when it is not a date. */
export function dateText(iso: string | undefined): string | null {
  if (!iso) return null;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  return d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** "en-GB" → "British English"; the tag itself when it is not one. */
function languageText(tag: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

/** "3, 7, 9" or "3, 7, 9 and 12 more" for pages without text. */
export function pagesText(pages: readonly number[], max = 8): string {
  if (!pages.length) return 'none';
  const head = pages.slice(0, max).join(', ');
  return pages.length > max ? `${head} and ${pages.length - max} more` : head;
}

export function readableFacts(report: Report, sections: number): Fact[] {
  const m = report.meta;
  const out: Fact[] = [];
  const add = (label: string, value: string | null | undefined): void => {
    if (value && value.trim()) out.push({ label, value: value.trim() });
  };
  add(
    'Title',
    m.title && m.title !== report.title ? `${report.title} (the PDF calls itself “${m.title}”)` : report.title
  );
  add('File', report.fileName);
  add('Pages', numberFormat.format(report.pageCount));
  add('Words', numberFormat.format(report.wordCount));
  add('Sections', numberFormat.format(sections));
  add(
    'Pages without text',
    report.pagesWithoutText.length
      ? `${report.pagesWithoutText.length} (${pagesText(report.pagesWithoutText)})`
      : 'none'
  );
  add('Author', m.author);
  add('Subject', m.subject);
  add('Keywords', m.keywords);
  const created = dateText(m.creationDate);
  const modified = dateText(m.modDate);
  add('Created', created);
  if (modified !== created) add('Last modified', modified);
  const tool = [m.creator, m.producer].find((t) => t && !TECHNICAL.test(t));
  add('Made with', tool);
  if (m.language) add('Language', languageText(m.language));
  return out;
}
