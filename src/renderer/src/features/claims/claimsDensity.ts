/**
 * Claims per page for the PDF pane's overview strip, split by what the highlights are coloured by
 * (verdict once verdicts exist, claim type otherwise), and the claim the list follows when a page
 * comes into view. Pure; the page marks are the shared contract of components/pageMarks.ts.
 */
import type { Claim, ClaimType } from '../../../../shared/domain/claim';
import type { VerdictValue } from '../../../../shared/domain/finding';
import type { PageMark } from '../../components/pageMarks';
import { VERDICTS, verdictText } from '../../../../shared/report/labels';
import { CLAIM_TYPES, typeClass, typeLabel } from './claimColors';
import { claimPage, type ClaimVerdicts } from './claimsLogic';

export type ColourBy = 'type' | 'verdict';

/** True when any claim has a verdict (without listing them: every page's highlights ask on every store change). */
function anyVerdict(verdicts: ClaimVerdicts): boolean {
  for (const id in verdicts) if (Object.prototype.hasOwnProperty.call(verdicts, id)) return true;
  return false;
}

/** What the highlights are coloured by: the analyst's choice, by type while no claim has a verdict. */
export const colourMode = (preferred: ColourBy, verdicts: ClaimVerdicts): ColourBy =>
  preferred === 'verdict' && anyVerdict(verdicts) ? 'verdict' : 'type';

/** A claim's verdict key: its verdict, or 'none' when it has not been analysed. */
export type VerdictKey = VerdictValue | 'none';
export const VERDICT_KEYS: readonly VerdictKey[] = [...VERDICTS, 'none'];

export const verdictKeyLabel = (k: VerdictKey): string => (k === 'none' ? 'Not analysed' : verdictText(k));
/** Class that sets `--claim-rgb` to a verdict's colour (claims.css), as typeClass does for types. */
export const verdictClass = (k: VerdictKey): string => `claim-verdict-${k.replace('_', '-')}`;

interface Key {
  key: string;
  label: string;
  className: string;
}

const TYPE_KEYS: readonly Key[] = CLAIM_TYPES.map((t: ClaimType) => ({
  key: t,
  label: typeLabel(t),
  className: typeClass(t)
}));
const VERDICT_KEY_INFO: readonly Key[] = VERDICT_KEYS.map((k) => ({
  key: k,
  label: verdictKeyLabel(k),
  className: verdictClass(k)
}));

export const legendKeys = (by: ColourBy): readonly Key[] => (by === 'verdict' ? VERDICT_KEY_INFO : TYPE_KEYS);

const keyOf = (c: Claim, by: ColourBy, verdicts: ClaimVerdicts): string =>
  by === 'verdict' ? (verdicts[c.id] ?? 'none') : c.type;

/** One mark per page that has claims, in page order, with its claims counted per colour key (in legend order). */
export function pageMarks(claims: readonly Claim[], verdicts: ClaimVerdicts, by: ColourBy): PageMark[] {
  const perPage = new Map<number, Map<string, number>>();
  for (const c of claims) {
    const page = claimPage(c);
    const counts = perPage.get(page) ?? new Map<string, number>();
    const key = keyOf(c, by, verdicts);
    counts.set(key, (counts.get(key) ?? 0) + 1);
    perPage.set(page, counts);
  }
  const keys = legendKeys(by);
  return [...perPage.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([page, counts]) => {
      const segments = keys
        .filter((k) => counts.has(k.key))
        .map((k) => ({ key: k.key, label: k.label, className: k.className, count: counts.get(k.key)! }));
      return { page, count: segments.reduce((n, s) => n + s.count, 0), segments };
    });
}

/** The claim the list shows for a page in view: the first on that page, else the first after it, else the last. */
export function followTarget(list: readonly Claim[], page: number): Claim | null {
  return list.find((c) => claimPage(c) >= page) ?? list[list.length - 1] ?? null;
}
