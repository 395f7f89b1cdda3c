/**
 * Number parsing for report text and table cells. Reports write thousands and decimals in two styles
 * ("1,234.5" and "1.234,5") and with spaces ("1 234", also no-break and thin spaces); negatives appear
 * as "-12", "−12" (minus sign) or "(12)"; empty cells as "n/a", "–", "—", "-". The style is decided from
 * the token itself: two separators of different kinds → the last one is the decimal mark; one kind
 * repeated → thousands; a single separator followed by exactly three digits → thousands, unless the
 * caller says the document writes decimals with that mark.
 */

export type ParsedNumber = { kind: 'number'; value: number; percent: boolean } | { kind: 'missing'; raw: string };

export interface NumberStyle {
  /** The document's decimal mark when known (e.g. from other tokens); decides "1,234" vs "1.234". */
  decimalMark?: '.' | ',';
}

const MISSING = /^(?:n\/?a|n\.a\.|nd|n\.d\.|not available|not applicable|[-–—‒]|[-–—]{2})$/iu;
const GROUP_SPACE = /[ \u00a0\u202f\u2009]/gu;
const SHAPE = /^[+-]?\d[\d.,]*$/u;

function decimalMarkOf(body: string, style: NumberStyle): '.' | ',' | null {
  const dots = (body.match(/\./g) ?? []).length;
  const commas = (body.match(/,/g) ?? []).length;
  if (dots === 0 && commas === 0) return null;
  if (dots > 0 && commas > 0) return body.lastIndexOf('.') > body.lastIndexOf(',') ? '.' : ',';
  const mark = dots > 0 ? '.' : ',';
  if (dots + commas > 1) return mark === '.' ? ',' : '.'; // repeated: it groups thousands
  const after = body.length - body.indexOf(mark) - 1;
  if (after !== 3) return mark;
  return style.decimalMark === mark ? mark : mark === '.' ? ',' : '.';
}

function validGrouping(intPart: string, sep: string): boolean {
  if (!intPart.includes(sep)) return true;
  const groups = intPart.split(sep);
  return /^\d{1,3}$/.test(groups[0]!) && groups.slice(1).every((g) => /^\d{3}$/.test(g));
}

/** Parses one number token (or table cell). Returns null when the text is not a number. */
export function parseNumber(raw: string, style: NumberStyle = {}): ParsedNumber | null {
  const text = raw.trim();
  if (MISSING.test(text)) return { kind: 'missing', raw: text };
  // "△8.8": the triangle Japanese reports print for a decrease.
  let body = text.replace(/[\u2212\u2012\u2013]/gu, '-').replace(/^△\s?/u, '-');
  let negative = false;
  const paren = /^\((.*)\)$/u.exec(body);
  if (paren) {
    negative = true;
    body = paren[1]!.trim();
  }
  const percent = /\s?%$/u.test(body);
  if (percent) body = body.replace(/\s?%$/u, '');
  if (/^\d{1,3}(?:[ \u00a0\u202f\u2009]\d{3})+(?:[.,]\d+)?$/u.test(body.replace(/^[+-]/u, '')))
    body = body.replace(GROUP_SPACE, '');
  if (!SHAPE.test(body)) return null;
  if (body.startsWith('-')) negative = !negative;
  body = body.replace(/^[+-]/u, '');
  const mark = decimalMarkOf(body, style);
  const group = mark === '.' ? ',' : '.';
  const [intPart, fracPart, extra] = mark ? body.split(mark) : [body];
  if (extra !== undefined || !validGrouping(intPart!, group)) return null;
  if (fracPart !== undefined && !/^\d+$/u.test(fracPart)) return null;
  const value = Number(`${intPart!.split(group).join('')}${fracPart !== undefined ? `.${fracPart}` : ''}`);
  if (!Number.isFinite(value)) return null;
  return { kind: 'number', value: negative ? -value : value, percent };
}
