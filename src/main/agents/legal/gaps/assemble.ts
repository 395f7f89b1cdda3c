/**
 * From leaf results to the gaps an analyst reads. A subtree of the registry whose every applicable
 * leaf is unaddressed becomes one `unaddressed` gap at its top (no scenario analysis at all is one gap
 * at S2.22, not twenty at its inputs); a leaf whose topic is there but some checks are not becomes one
 * `partial` gap naming them. An S1 paragraph read through S2 ones whose gaps are already reported is
 * not reported again (its coverage says where). Paragraphs that follow others or are not scanned on
 * their own never make a gap: their sources do.
 */
import type { Engine } from '../../../../shared/domain/provenance';
import type { DisclosureGap } from '../../../../shared/domain/finding';
import type { RegistryEntry } from '../../../corpus/registrySchema';
import type { LeafOutcome } from './leaves';
import type { LeafStatus } from './evaluate';

export interface CoverageEntry {
  paragraphId: string;
  pillar: RegistryEntry['pillar'];
  status: LeafStatus;
  pages: number[];
  reason?: string;
}

export interface AssembleContext {
  runId: string;
  reportId: string;
  cycle: number;
  engine: Engine;
  pageCount: number;
  claimCount: number;
  corpusVersion?: string;
}

const MAX_PAGES = 10;
const MAX_LISTED = 8;
const isGapStatus = (s: LeafStatus): boolean => s === 'partial' || s === 'unaddressed';
const depth = (id: string): number => (id.match(/\(/gu) ?? []).length;
const GHG_SCOPES = new Set(['S2.29(a)(i)(1)', 'S2.29(a)(i)(2)', 'S2.29(a)(i)(3)', 'S2.29(a)(i)']);

function severity(id: string, status: 'partial' | 'unaddressed'): DisclosureGap['severity'] {
  if (GHG_SCOPES.has(id)) return 'high';
  if (status === 'unaddressed') return depth(id) <= 2 ? 'high' : 'medium';
  return depth(id) <= 2 ? 'medium' : 'low';
}

/** Whether an S1 leaf's gap is the same as the gaps of the S2 leaves it is read through. */
function mirrored(o: LeafOutcome, byId: ReadonlyMap<string, LeafOutcome>): string[] | null {
  if (o.rule.kind !== 'via' || !isGapStatus(o.status) || !o.sources.length) return null;
  const s2 = o.sources.map((id) => byId.get(id));
  return s2.every((x) => x && isGapStatus(x.status)) ? o.sources : null;
}

const listed = (items: readonly string[]): string[] =>
  items.length > MAX_LISTED ? [...items.slice(0, MAX_LISTED), `and ${items.length - MAX_LISTED} more`] : [...items];

function searchedText(leaves: readonly LeafOutcome[], ctx: AssembleContext): string {
  const what = [...new Set(leaves.flatMap((l) => (l.lookedFor.length ? l.lookedFor : [l.entry.title])))];
  const queries = leaves.flatMap((l) => l.queries);
  const q = queries.length
    ? `; report search: ${queries.length} quer${queries.length > 1 ? 'ies' : 'y'}, e.g. "${queries[0]}"`
    : '';
  const why = [...new Set(leaves.flatMap((l) => (l.reason?.startsWith('applies because') ? [l.reason] : [])))];
  return (
    `searched ${ctx.pageCount} pages and ${ctx.claimCount} claims, sentence by sentence, ` +
    `for: ${listed(what).join('; ')}${q}${why.length ? `; ${why.join('; ')}` : ''}`
  );
}

function gapOf(
  entry: RegistryEntry,
  status: 'partial' | 'unaddressed',
  leaves: readonly LeafOutcome[],
  missing: readonly string[],
  ctx: AssembleContext
): DisclosureGap {
  const pages =
    status === 'partial' ? [...new Set(leaves.flatMap((l) => l.pages))].sort((a, b) => a - b).slice(0, MAX_PAGES) : [];
  return {
    id: `gap_${ctx.runId.replace(/^run_/u, '')}_${entry.id}_c${ctx.cycle}`,
    runId: ctx.runId,
    paragraphId: entry.id,
    gapStatus: status,
    pillar: entry.pillar,
    requirement: entry.requires,
    missingRequirements: [...missing],
    whyItMatters: entry.whyItMatters,
    severity: severity(entry.id, status),
    pages,
    searched: searchedText(leaves, ctx),
    cycle: ctx.cycle,
    provenance: {
      engine: ctx.engine,
      ...(ctx.corpusVersion ? { corpusVersion: ctx.corpusVersion } : {}),
      sources: [
        { kind: entry.standard === 'S1' ? 'ifrs_s1' : 'ifrs_s2', ref: entry.id, title: entry.title },
        ...pages.map((page) => ({ kind: 'report' as const, ref: `${ctx.reportId}#page=${page}`, page }))
      ]
    }
  };
}

export function assemble(
  entries: readonly RegistryEntry[],
  outcomes: readonly LeafOutcome[],
  ctx: AssembleContext
): { gaps: DisclosureGap[]; coverage: CoverageEntry[] } {
  const byId = new Map(outcomes.map((o) => [o.id, o]));
  const kids = new Map<string, RegistryEntry[]>();
  for (const e of entries) if (e.parent) kids.set(e.parent, [...(kids.get(e.parent) ?? []), e]);
  const mirrors = new Map(
    outcomes.flatMap((o) => {
      const m = mirrored(o, byId);
      return m ? [[o.id, m] as const] : [];
    })
  );
  /** Leaves that can make a gap or show coverage: scanned, applicable, not a mirror of an S2 gap. */
  const bearing = (o: LeafOutcome): boolean =>
    (o.rule.kind === 'scan' || o.rule.kind === 'via') && o.status !== 'not_applicable' && !mirrors.has(o.id);
  const leavesUnder = (id: string): LeafOutcome[] => {
    const own = byId.get(id);
    if (own) return bearing(own) ? [own] : [];
    return (kids.get(id) ?? []).flatMap((c) => leavesUnder(c.id));
  };
  const gaps: DisclosureGap[] = [];
  const visit = (e: RegistryEntry): void => {
    const under = leavesUnder(e.id);
    if (!under.length) return;
    const leaf = byId.get(e.id);
    if (leaf) {
      if (isGapStatus(leaf.status))
        gaps.push(gapOf(e, leaf.status as 'partial' | 'unaddressed', [leaf], leaf.missing, ctx));
      return;
    }
    if (under.every((l) => l.status === 'unaddressed')) {
      gaps.push(gapOf(e, 'unaddressed', under, listed(under.map((l) => `${l.id} ${l.entry.title}`)), ctx));
      return;
    }
    for (const c of kids.get(e.id) ?? []) visit(c);
  };
  for (const root of entries.filter((e) => !e.parent)) visit(root);
  const coverage = outcomes.map((o): CoverageEntry => {
    const m = mirrors.get(o.id);
    const reason = m ? `the same gap as ${m.join(', ')}, reported there` : o.reason;
    return {
      paragraphId: o.id,
      pillar: o.entry.pillar,
      status: o.status,
      pages: o.pages.slice(0, MAX_PAGES),
      ...(reason ? { reason } : {})
    };
  });
  return { gaps, coverage };
}
