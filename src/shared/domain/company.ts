/**
 * Which company a report is about, as a normalised name read from its file name and title:
 * "siemens-sustainability-report-fy2023.pdf" and "Siemens_SR_FY2024.pdf" both give "siemens";
 * "Kestrel Cement Climate Report 2023" gives "kestrel cement". The leading words before the first
 * word that says what kind of document it is, lower-case, without legal suffixes ("Group", "AG").
 * Two reports are of the same company when they share a key. A guess from names, never more: the
 * library view says which reports it compared, so an analyst sees a wrong match.
 */

const KIND_WORDS = new Set([
  'sustainability',
  'annual',
  'integrated',
  'climate',
  'cdp',
  'esg',
  'non',
  'nonfinancial',
  'financial',
  'consolidated',
  'report',
  'reports',
  'review',
  'statement',
  'nfs',
  'sr',
  'iar',
  'ar',
  'csr',
  'tcfd',
  'impact',
  'responsibility',
  'environmental',
  'progress',
  'sd',
  'ghg',
  'emissions',
  'questionnaire',
  'change',
  'universal',
  'registration',
  'document',
  'urd',
  'fact',
  'factbook',
  'data',
  'databook',
  'on',
  'track'
]);
const SUFFIXES = new Set([
  'group',
  'ag',
  'se',
  'sa',
  'spa',
  'plc',
  'inc',
  'ltd',
  'limited',
  'corp',
  'corporation',
  'co',
  'nv',
  'bv',
  'gmbh',
  'holding',
  'holdings',
  'the'
]);
const YEARISH = /^(?:fy)?\d{2,4}(?:\d{2})?$|^\d+$/u;
const LEADING_JUNK = new Set(['welcome', 'to', 'your', 'our', 'the']);

function keyOf(text: string): string | null {
  const words = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\.pdf$/u, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const lead: string[] = [];
  for (const w of words) {
    if (KIND_WORDS.has(w) || YEARISH.test(w)) break;
    lead.push(w);
  }
  const name = lead.filter((w) => !SUFFIXES.has(w));
  if (!name.length || name.every((w) => LEADING_JUNK.has(w)) || name.length > 4) return null;
  return name.join(' ');
}

/** The company keys a report's file name and title give (usually one, at most two). */
export function companyKeys(report: { fileName: string; title: string }): string[] {
  return [...new Set([keyOf(report.fileName), keyOf(report.title)].filter((k): k is string => k !== null))];
}

export const sameCompany = (
  a: { fileName: string; title: string },
  b: { fileName: string; title: string }
): boolean => {
  const keys = new Set(companyKeys(a));
  return companyKeys(b).some((k) => keys.has(k));
};
