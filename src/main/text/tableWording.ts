/**
 * Wording of table-row claims. Tables print column headings ("Unit", "Scope", "Fiscal Year",
 * "+/-") and, in wrapped layouts, stray pieces of neighbouring cells next to the lines that name a
 * table; none of that belongs in a claim. This module cleans the candidates for a table's caption
 * (dropping column headings, leftover cells and prose fragments), splits a header line's note into
 * a unit ("in t CO2e") and a caption ("GHG emissions"), and separates a unit printed at the end of a
 * row label ("Groundwater Million cubic meter") from the label. Text rules only, no layout.
 */

/** Words that head a table's columns rather than name its subject. Lowercase. */
const COLUMN_WORDS = new Set([
  'unit',
  'units',
  'uom',
  'u.m.',
  'um',
  'comment',
  'comments',
  'change',
  'changes',
  'variation',
  'var.',
  'var',
  'delta',
  'δ',
  '+/-',
  '±',
  '%',
  'yoy',
  'fy',
  'fiscal',
  'year',
  'years',
  'no.',
  'no',
  'number',
  'standards',
  'standard',
  'type',
  'value',
  'values',
  'remark',
  'remarks',
  'note',
  'notes',
  'item',
  'items',
  'gri',
  'reference',
  'references',
  'status',
  'scope',
  'classification',
  'category',
  'categories',
  'description',
  'indicator',
  'indicators',
  'kpi',
  'kpis',
  'metric',
  'metrics',
  'target',
  'targets',
  'objective',
  'objectives',
  'result',
  'results',
  'baseline',
  'pro',
  'forma',
  'commitment',
  'page',
  'pages',
  'total',
  'topic',
  'topics',
  'division',
  'region',
  'data',
  'performance',
  'trend',
  'progress',
  'level',
  'men',
  'women',
  'male',
  'female'
]);
/** Of those, the ones that never end a caption (a heading's last word is its subject, not "Unit"). */
const EDGE_COLUMN_WORDS = new Set([
  'unit',
  'units',
  'uom',
  'u.m.',
  'um',
  'comment',
  'comments',
  'change',
  'changes',
  'variation',
  'var.',
  'var',
  'delta',
  'δ',
  '+/-',
  '±',
  '%',
  'yoy',
  'fy',
  'fiscal',
  'year',
  'years',
  'no.',
  'standards',
  'remark',
  'remarks',
  'notes',
  'gri',
  'status',
  'scope',
  'classification',
  'men',
  'women',
  'male',
  'female'
]);
const FUNCTION_WORDS = /^(?:of|the|to|and|or|by|in|from|with|for|a|an|at|on|as|per|vs\.?|versus)$/iu;
/** Dates that head a column ("Sept. 30th", "September 30"), and the fiscal-year column itself. */
const DATE_HEADING =
  /\b(?:sept?\.?|september|dec\.?|december|march|june)\s+3[01](?:st|th)?\b|\bfiscal\s+year\b\/?|\bas\s+of\b/giu;
/** A question or section code at the start ("C7.5", "6", "2.3"). */
const LEADING_CODE = /^(?:[A-Z]{1,3}-?[A-Z]{0,3}\d+(?:\.\d+)*[a-z]?|\d{1,2}(?:\.\d{1,2})*)\s+(?=\p{L})/u;
/** A table cell: a figure or a placeholder. */
const CELL = /^(?:[-+]?\d[\d,.\u00a0]*%?|\([-+]?\d[\d,.\u00a0]*%?\)|[-–—]|n\/a|n\.a\.?)$/iu;
const YEAR = /^(?:fy ?)?(?:19|20)\d\d(?:[/-]\d{2,4})?$/iu;

/** A unit printed after a row label: money, mass, energy, volume, counts, shares. */
const UNIT_TAIL = new RegExp(
  [
    String.raw`(?:KRW|EUR|USD|GBP|CHF|JPY|€|\$|£)\s?(?:1|10|100|1,000)?\s?(?:thousand|million|billion|trillion|mn|bn)?`,
    String.raw`(?:(?:1,000|thousand|million|billion|trillion|mn|bn)\s)?(?:€|EUR|USD|KRW)`,
    String.raw`(?:(?:1,000|thousand|million|mn)\s)?(?:metric\s)?(?:tons?|tonnes?)(?:\s(?:of\s)?CO2e?q?)?`,
    String.raw`(?:1,000\s)?t\s?CO2e?q?`,
    String.raw`(?:(?:1,000|thousand|million|billion)\s)?(?:gigajoules?|GJ|TJ|PJ|MWh|GWh|TWh|kWh|` +
      String.raw`cubic\s(?:meters?|metres?)|m3|m³|megalit(?:re|er)s?|lit(?:re|er)s?|hectares?)`,
    String.raw`No\.`,
    String.raw`Individuals|Persons|People|Cases|Hours|%`
  ]
    .map((alt) => `(?:${alt})`)
    .join('|'),
  'iu'
);
/** A mass unit and a CO2 phrase printed inside a label by a wrapped unit column. */
const MID_MASS_UNIT = /(?:^|\s)(?:1,000\s)?metric\stons?(?=\s|$)/iu;
const MID_CO2 = /\s?\bof\sCO\s?2?\s?e?(?:q)?\s(?:equivalents?\s)?emissions\b/iu;
const LABEL_UNIT = new RegExp(String.raw`\s(?:in\s)?(${UNIT_TAIL.source})(?:\s\((?:rounded|approx\.?)\))?$`, 'iu');

const words = (t: string): string[] => t.split(/\s+/).filter(Boolean);
const isColumnWord = (w: string, next?: string): boolean => {
  const lw = w.toLowerCase().replace(/[:;,]$/, '');
  // "Scope 1", "Category 11", "Number of employees": the word belongs to the subject.
  if ((lw === 'scope' || lw === 'category') && next !== undefined && /^\d/.test(next)) return false;
  if (lw === 'number' && next !== undefined && /^of$/i.test(next)) return false;
  return COLUMN_WORDS.has(lw);
};

/** A capitalised column heading inside a caption: the header cells start there ("Water Unit Sites ..."). */
const HEADER_START = /\s(?:Unit|Units|UoM|Classification|Comment|Comments)(?:\s|$)/u;

/** Removes column-heading dates and codes; trims column headings and loose ends from both edges. */
function trimHeadings(text: string): string {
  let t = text.replace(DATE_HEADING, ' ').replace(/\s+/g, ' ').trim();
  t = t.replace(LEADING_CODE, '').replace(/(\p{Ll}{3,})\d{1,2}\b/gu, '$1');
  const h = HEADER_START.exec(t);
  if (h && /\p{L}{3,}/u.test(t.slice(0, h.index))) t = t.slice(0, h.index);
  // An unclosed bracket at the end is a cut-off note ("Standards (KP").
  t = t.replace(/\s*\([^)]*$/u, '');
  let ws = words(t);
  const edge = (w: string, next?: string) =>
    (EDGE_COLUMN_WORDS.has(w.toLowerCase().replace(/[:;,/]$/, '')) && isColumnWord(w, next)) ||
    FUNCTION_WORDS.test(w) ||
    /^[/|–—-]$/.test(w);
  while (ws.length > 0 && edge(ws[ws.length - 1]!)) ws = ws.slice(0, -1);
  while (ws.length > 0 && edge(ws[0]!, ws[1])) ws = ws.slice(1);
  return ws.join(' ').replace(/[\s:;,/]+$/u, '');
}

/** True when every word is a column heading or a small word: a header line, not a caption. */
export function isColumnHeading(text: string): boolean {
  const ws = words(text.replace(DATE_HEADING, ' ').replace(/\([^)]*\)/g, ' '));
  return ws.every(
    (w, i) => isColumnWord(w, ws[i + 1]) || FUNCTION_WORDS.test(w) || YEAR.test(w) || !/\p{L}{2,}/u.test(w)
  );
}

/**
 * A cleaned caption, or null when the line is not one: a header line of column headings, a row
 * whose cells did not parse ("Reusable 6% - -"), or a piece of prose ("and shared services",
 * "The average age in fiscal").
 */
export function cleanCaption(raw: string): string | null {
  const text = raw.replace(/\s+/g, ' ').trim();
  if (!text || /^\p{Ll}/u.test(text)) return null;
  const ws = words(text);
  const last = ws[ws.length - 1]!;
  // "Scope 3", "Category 11": a small number after such a word is the caption's own.
  const numbered =
    /(?:^|\s)(?:scopes?|categor(?:y|ies)|tiers?|levels?|phases?|goals?|sdg|types?|groups?)\s+\d{1,2}$/iu.test(text);
  if (CELL.test(last) && !YEAR.test(last) && !numbered) return null;
  if (ws.some((w, i) => i > 0 && CELL.test(w) && CELL.test(ws[i - 1]!) && !YEAR.test(w))) return null;
  if (FUNCTION_WORDS.test(last) || /[/–—-]$/.test(last)) return null;
  if (isColumnHeading(text)) return null;
  const t = trimHeadings(text);
  return /\p{L}{3,}/u.test(t) && !isColumnHeading(t) ? t : null;
}

/**
 * The words a year-header line prints besides its years, split into a unit ("in t CO2e",
 * "(tonnes CO2e)") and a caption ("GHG emissions"); column headings ("Scope Unit", "Change in %")
 * give neither.
 */
export function splitHeaderNote(note: string): { unit?: string; caption?: string } {
  // A bracket naming scopes ("(Scope 1, 2)") belongs to the caption, not the unit.
  const scoped = (b: string): boolean => /\bscopes?\b/iu.test(b);
  const brackets = (note.match(/\([^)]*\)/g) ?? [])
    .map((b) => b.slice(1, -1).trim())
    .filter((b) => /\p{L}/u.test(b) && !scoped(b));
  const rest = note
    .replace(/\([^)]*\)/g, (b) => (scoped(b) ? b : ' '))
    .replace(/\s+/g, ' ')
    .trim();
  const out: { unit?: string; caption?: string } = {};
  const inUnit = /^in\s/iu.test(rest) ? trimHeadings(rest) : '';
  const units = [
    ...brackets.filter((b) => !isColumnHeading(b)),
    ...(inUnit && !isColumnHeading(inUnit) ? [inUnit] : [])
  ];
  if (units.length > 0) out.unit = units.join(', ');
  if (!inUnit && rest && !isColumnHeading(rest)) {
    const caption = cleanCaption(rest);
    if (caption) out.caption = caption;
  }
  return out;
}

/**
 * A row label for a claim: column-heading dates ("Sept. 30th", "Fiscal Year") removed, a footnote
 * or chart figure before it dropped ("43.5 MEA" → "MEA"), and a unit printed at its end split off
 * ("Groundwater Million cubic meter" → label "Groundwater", unit "Million cubic meter").
 */
export function cleanRowLabel(raw: string): { label: string; unit?: string } {
  let label = raw.replace(DATE_HEADING, ' ').replace(/\s+/g, ' ').trim();
  // Text before a list glyph or a finished sentence is not part of the label.
  const cut = Math.max(label.lastIndexOf('• '), label.search(/\.\s+•?\s*\p{Lu}[^.]*$/u) + 1);
  if (cut > 0 && /\p{L}{3,}/u.test(label.slice(cut))) label = label.slice(cut).replace(/^[.•\s]+/u, '');
  label = label.replace(/^[-+]?\d+[.,]\d+\s+(?=\p{L})/u, '');
  // A unit column wrapped into the label ("metric tons Business travel of CO e emissions").
  const mass = MID_MASS_UNIT.exec(label);
  if (mass && /\p{L}{3,}/u.test(label.replace(MID_MASS_UNIT, '').replace(MID_CO2, ''))) {
    const rest = label.replace(MID_MASS_UNIT, ' ').replace(MID_CO2, ' ').replace(/\s+/g, ' ').trim();
    const co2 = MID_CO2.test(label) ? ' CO2e' : '';
    return { label: rest, unit: `${mass[0].trim()}${co2}` };
  }
  const m = LABEL_UNIT.exec(label);
  const before = m ? label.slice(0, m.index).trim() : '';
  // Counted things are capitalised like a unit column ("Training Hours"), and a label does not end on "of".
  const counted = m && /^(?:individuals|persons|people|cases|hours)$/iu.test(m[1]!) && !/^\p{Lu}/u.test(m[1]!);
  if (m && !counted && /\p{L}{3,}/u.test(before) && !FUNCTION_WORDS.test(words(before).pop() ?? ''))
    return { label: before, unit: m[1]!.trim() };
  return { label };
}
