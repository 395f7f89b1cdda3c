/**
 * Hyphenated compounds broken at a line end. "reduc-\ntion" is one word split for the line and loses
 * its hyphen; "energy-\nintensive", "single-\nuse" and "non-\ncompliance" are compounds that keep it
 * (reports print them hyphenated elsewhere; joined they read as one made-up word). A compound is
 * recognised by a prefix that takes a hyphen, or by a second part that is a common compound head.
 */

const PREFIXES = new Set([
  'non',
  'self',
  'well',
  'cross',
  'single',
  'low',
  'high',
  'long',
  'short',
  'mid',
  'full',
  'part',
  'post',
  'pre',
  'semi',
  'sub',
  'eco'
]);
const HEADS = new Set([
  'intensive',
  'reducing',
  'based',
  'related',
  'generating',
  'building',
  'use',
  'free',
  'neutral',
  'friendly',
  'efficient',
  'saving',
  'making',
  'owned',
  'led',
  'wide',
  'term',
  'level',
  'scale',
  'oriented',
  'driven',
  'specific',
  'focused',
  'powered',
  'fired',
  'aligned',
  'linked',
  'compliant',
  'certified',
  'sourced',
  'emitting',
  'intensity',
  'consuming',
  'sharing',
  'looking',
  'making',
  'being',
  'time',
  'party',
  'value',
  'added',
  'up',
  'out',
  'in',
  'off',
  'down',
  'on',
  'year',
  'month',
  'wide',
  'hand',
  'side',
  'scope',
  'zero',
  'carbon',
  'energy',
  'water',
  'waste',
  'grade',
  'class'
]);

/** True when "before-\nafter" is a compound that keeps its hyphen ("energy-intensive"). */
export function keepsHyphen(before: string, after: string): boolean {
  const a = before.toLowerCase();
  const b = after.toLowerCase();
  if (PREFIXES.has(a)) return true;
  return a.length >= 3 && HEADS.has(b);
}
