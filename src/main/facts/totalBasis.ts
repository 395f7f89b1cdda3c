/**
 * The Scope 2 basis a report says its total uses ("Total emissions are the sum of Scope 1, market-based
 * Scope 2 and Scope 3", "Total = Scope 1 + Scope 2 (market-based) + Scope 3"): a total printed without its
 * basis is then read on that one, so its addition is checked on it alone. A report that defines its total
 * on both bases, or on none, leaves its totals as they are.
 */
import type { GhgObservation, PageText } from './inventory';
import type { GhgBasis } from './ghg';

/** A sentence (or note) that defines the total as a sum of the scopes, naming Scope 2's basis. */
const DEFINES = new RegExp(
  String.raw`\btotal\b[^.;]{0,50}?(?:\b(?:is|are|equals?|comprises?|means|calculated as)\b|=)[^.;]{0,30}?` +
    String.raw`\bscope\s?1\b[^.;]{0,40}?(?:\b(market|location)[- ]based\s+scope\s?2\b|\bscope\s?2\s*\(?\s*(market|location)[- ]based)` +
    String.raw`[^.;]{0,40}?\bscope\s?3\b`,
  'giu'
);

/** The one basis the report's definitions of its total name, if they name exactly one. */
export function totalBasis(pages: readonly PageText[]): GhgBasis | undefined {
  const named = new Set<GhgBasis>();
  for (const { text } of pages)
    for (const m of text.replace(/\s+/gu, ' ').matchAll(DEFINES))
      named.add((m[1] ?? m[2])!.toLowerCase() === 'market' ? 'market' : 'location');
  return named.size === 1 ? [...named][0] : undefined;
}

/** The inventory with each total printed without a basis given the basis the report defines its total on. */
export function withTotalBasis(inventory: readonly GhgObservation[], pages: readonly PageText[]): GhgObservation[] {
  const basis = totalBasis(pages);
  if (!basis) return [...inventory];
  return inventory.map((o) =>
    (o.kind === 'total' || o.kind === 'scope1_2_3') && o.basis === undefined ? { ...o, basis } : o
  );
}
