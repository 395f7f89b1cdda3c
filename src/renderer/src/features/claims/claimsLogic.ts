/**
 * Pure rules of the claims view: reading order (page, then priority, then position on the page),
 * merging claims that arrive live without duplicates, the type/priority/verdict filters, the
 * anchoring rate, placing page-relative rectangles on the rendered page, and stepping between claims.
 * Derived lists are cached per claims array so store selectors return stable references.
 */
import type { Claim, ClaimType, Priority } from '../../../../shared/domain/claim';
import type { VerdictValue } from '../../../../shared/domain/finding';
import type { Rect } from '../../../../shared/domain/geometry';
import { sameData } from '../../stores/sameData';

/** 'none': claims without a verdict (not analysed yet). */
export type VerdictFilter = VerdictValue | 'none' | 'all';

export interface ClaimFilters {
  type: ClaimType | 'all';
  priority: Priority | 'all';
  verdict: VerdictFilter;
}

export const NO_FILTERS: ClaimFilters = { type: 'all', priority: 'all', verdict: 'all' };

/** The verdict in force on each claim of a report, by claim id (claims without one are absent). */
export type ClaimVerdicts = Readonly<Record<string, VerdictValue>>;
export const NO_VERDICTS: ClaimVerdicts = Object.freeze({});

export const isFiltered = (f: ClaimFilters): boolean => f.type !== 'all' || f.priority !== 'all' || f.verdict !== 'all';

const PRIORITY_RANK: Record<Priority, number> = { high: 0, medium: 1, low: 2 };
const EMPTY: readonly Claim[] = Object.freeze([]);

/** A claim counts as located when the anchor carries rectangles on the page. */
export const isAnchored = (c: Claim): boolean => c.anchor.method !== 'unanchored' && c.anchor.rects.length > 0;

/** The page a claim is shown on: its anchor's page when located, otherwise the page it was read from. */
export const claimPage = (c: Claim): number => (isAnchored(c) ? c.anchor.page : c.sourcePage);

const topOf = (c: Claim): number => (isAnchored(c) ? (c.anchor.rects[0]?.y ?? 2) : 2);

/** Page, then priority (high first), then top of the first rectangle (unlocated last), then id. */
function compareClaims(a: Claim, b: Claim): number {
  return (
    claimPage(a) - claimPage(b) ||
    PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority] ||
    topOf(a) - topOf(b) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

export const sortClaims = (claims: readonly Claim[]): Claim[] => [...claims].sort(compareClaims);

/**
 * Adds `incoming` to `existing` (already sorted), replacing claims with the same id; the result is
 * sorted. A claim that arrives again with the same data (an analysis announces the stored claims it
 * investigates) keeps its object. Returns `existing` itself when nothing changed, so subscribers do
 * not re-render.
 */
export function mergeClaims(existing: readonly Claim[], incoming: readonly Claim[]): readonly Claim[] {
  if (incoming.length === 0) return existing;
  const byId = new Map(existing.map((c) => [c.id, c]));
  let changed = false;
  for (const c of incoming) {
    if (sameData(byId.get(c.id), c)) continue;
    byId.set(c.id, c);
    changed = true;
  }
  return changed ? sortClaims([...byId.values()]) : existing;
}

const matchesVerdict = (v: VerdictValue | undefined, f: VerdictFilter): boolean =>
  f === 'all' || (f === 'none' ? v === undefined : v === f);

const matchesFilters = (c: Claim, f: ClaimFilters, verdicts: ClaimVerdicts = NO_VERDICTS): boolean =>
  (f.type === 'all' || c.type === f.type) &&
  (f.priority === 'all' || c.priority === f.priority) &&
  matchesVerdict(verdicts[c.id], f.verdict);

const filterKey = (f: ClaimFilters): string => `${f.type}|${f.priority}|${f.verdict}`;
const filterCache = new WeakMap<readonly Claim[], WeakMap<ClaimVerdicts, Map<string, readonly Claim[]>>>();

/** The claims that pass the filters, in the same order; the same array back for the same inputs. */
export function filterClaims(
  claims: readonly Claim[],
  f: ClaimFilters,
  verdicts: ClaimVerdicts = NO_VERDICTS
): readonly Claim[] {
  if (!isFiltered(f)) return claims;
  let perVerdicts = filterCache.get(claims);
  if (!perVerdicts) {
    perVerdicts = new WeakMap();
    filterCache.set(claims, perVerdicts);
  }
  // The verdicts only matter to the verdict filter; without it one cache entry serves them all.
  const vkey = f.verdict === 'all' ? NO_VERDICTS : verdicts;
  let perFilter = perVerdicts.get(vkey);
  if (!perFilter) {
    perFilter = new Map();
    perVerdicts.set(vkey, perFilter);
  }
  const key = filterKey(f);
  let hit = perFilter.get(key);
  if (!hit) {
    hit = claims.filter((c) => matchesFilters(c, f, verdicts));
    perFilter.set(key, hit);
  }
  return hit;
}

const pageCache = new WeakMap<readonly Claim[], Map<number, readonly Claim[]>>();

/** Claims shown on `page` (located or not), from a list; stable per list. */
export function claimsOnPage(claims: readonly Claim[], page: number): readonly Claim[] {
  let index = pageCache.get(claims);
  if (!index) {
    const built = new Map<number, Claim[]>();
    for (const c of claims) {
      const p = claimPage(c);
      const list = built.get(p);
      if (list) list.push(c);
      else built.set(p, [c]);
    }
    index = built;
    pageCache.set(claims, index);
  }
  return index.get(page) ?? EMPTY;
}

export interface AnchorStats {
  total: number;
  anchored: number;
  /** anchored / total, or null when there are no claims. */
  rate: number | null;
}

export function anchorStats(claims: readonly Claim[]): AnchorStats {
  const anchored = claims.reduce((n, c) => n + (isAnchored(c) ? 1 : 0), 0);
  return { total: claims.length, anchored, rate: claims.length ? anchored / claims.length : null };
}

export const formatRate = (rate: number | null): string => (rate === null ? '–' : `${Math.round(rate * 100)}%`);

export interface PixelBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

const clamp01 = (v: number): number => Math.min(1, Math.max(0, v));

/**
 * A page-relative rectangle (0..1, top-left origin) in CSS pixels of an overlay of `size`, grown by
 * `pad` pixels each side for legibility and kept within the page.
 */
export function scaleRect(r: Rect, size: { width: number; height: number }, pad = 1): PixelBox {
  const x0 = clamp01(r.x) * size.width - pad;
  const y0 = clamp01(r.y) * size.height - pad;
  const x1 = clamp01(r.x + r.w) * size.width + pad;
  const y1 = clamp01(r.y + r.h) * size.height + pad;
  const left = Math.max(0, x0);
  const top = Math.max(0, y0);
  return {
    left,
    top,
    width: Math.max(0, Math.min(size.width, x1) - left),
    height: Math.max(0, Math.min(size.height, y1) - top)
  };
}

/**
 * The claim `dir` steps away from the active one in `list`. Without an active claim (or one the
 * filters hide), stepping starts from `currentPage`: forward to the first claim on or after it,
 * backward to the last claim on or before it. Stops at the ends; null for an empty list.
 */
export function stepClaim(list: readonly Claim[], activeId: string | null, dir: 1 | -1, currentPage = 1): Claim | null {
  if (list.length === 0) return null;
  const i = activeId === null ? -1 : list.findIndex((c) => c.id === activeId);
  if (i >= 0) return list[Math.min(list.length - 1, Math.max(0, i + dir))] ?? null;
  if (dir === 1) return list.find((c) => claimPage(c) >= currentPage) ?? list[0] ?? null;
  for (let j = list.length - 1; j >= 0; j--) {
    const c = list[j];
    if (c && claimPage(c) <= currentPage) return c;
  }
  return list[list.length - 1] ?? null;
}

const tabStopCache = new WeakMap<readonly Claim[], { activeId: string | null; stop: string | null }>();

/**
 * The highlight that takes Tab in the PDF (one stop for the layer): the active claim's if it is drawn,
 * else the first drawn. Remembered per list and active claim: every page's highlights ask on every
 * store change.
 */
export function tabStopClaim(visible: readonly Claim[], activeId: string | null): string | null {
  const hit = tabStopCache.get(visible);
  if (hit && hit.activeId === activeId) return hit.stop;
  const stop = findTabStop(visible, activeId);
  tabStopCache.set(visible, { activeId, stop });
  return stop;
}

function findTabStop(visible: readonly Claim[], activeId: string | null): string | null {
  let first: string | null = null;
  for (const c of visible) {
    if (!isAnchored(c)) continue;
    if (c.id === activeId) return c.id;
    first ??= c.id;
  }
  return first;
}
