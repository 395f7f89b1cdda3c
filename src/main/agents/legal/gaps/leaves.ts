/**
 * Every registry leaf of S1.26–53 and S2.5–37 through its rule, in registry order: conditions and
 * reliefs first, then the scan (`scan`, or the S2 rules an S1 paragraph is read through, `via`), then
 * the paragraphs whose status follows others (`derived`, `not_scanned`). Reports progress per pillar.
 */
import type { RegistryEntry } from '../../../corpus/registrySchema';
import {
  appliesBecause,
  best,
  notApplicable,
  reliefClaimed,
  scanLeaf,
  type LeafResult,
  type ScanMaterial
} from './evaluate';
import type { LeafRule } from './ruleTypes';
import type { TopicWord } from './cues';

export interface LeafOutcome extends LeafResult {
  entry: RegistryEntry;
  rule: LeafRule;
  /** For an S1 paragraph read through S2 ones: those S2 paragraphs. */
  sources: string[];
}

export interface LeafProgress {
  pillar: RegistryEntry['pillar'];
  done: number;
  total: number;
}

/** The leaves: registry entries no other entry names as its parent, in registry order. */
export function leafEntries(entries: readonly RegistryEntry[]): RegistryEntry[] {
  const parents = new Set(entries.map((e) => e.parent).filter((p): p is string => !!p));
  return entries.filter((e) => !parents.has(e.id));
}

async function scanWithApplicability(
  entry: RegistryEntry,
  rule: LeafRule,
  topic: TopicWord,
  m: ScanMaterial
): Promise<LeafResult> {
  const na = notApplicable(rule, m.applicability);
  if (na)
    return { id: entry.id, status: 'not_applicable', pages: [], missing: [], reason: na, lookedFor: [], queries: [] };
  const r: LeafResult = { id: entry.id, ...(await scanLeaf(entry, rule, topic, m)) };
  const relief = reliefClaimed(rule, m.applicability);
  if (relief && (r.status === 'partial' || r.status === 'unaddressed'))
    return { ...r, status: 'not_applicable', missing: [], reason: relief };
  const because = appliesBecause(rule, m.applicability);
  return because && (r.status === 'partial' || r.status === 'unaddressed') ? { ...r, reason: because } : r;
}

function followed(entry: RegistryEntry, rule: LeafRule, from: readonly LeafResult[], m: ScanMaterial): LeafResult {
  const na = notApplicable(rule, m.applicability);
  const base = { id: entry.id, lookedFor: [], queries: [] };
  if (na) return { ...base, status: 'not_applicable', pages: [], missing: [], reason: na };
  const top = best(from);
  if (!top || top.status === 'not_applicable')
    return {
      ...base,
      status: 'not_applicable',
      pages: [],
      missing: [],
      reason: `${rule.reason ?? 'follows'} (${rule.from?.join(', ')}: not applicable)`
    };
  return {
    ...base,
    status: top.status,
    pages: top.pages,
    missing: top.missing,
    reason: `${rule.reason ?? 'follows other paragraphs'}: ${rule.from?.join(', ')}`
  };
}

/** S1 names for the missing S2 checks, when the two paragraphs list their checks in the same order. */
function s1Names(entry: RegistryEntry, s2: RegistryEntry | undefined, missing: readonly string[]): string[] {
  const own = entry.subRequirements.filter((s) => !s.id).map((s) => s.check);
  const theirs = s2?.subRequirements.filter((s) => !s.id).map((s) => s.check) ?? [];
  if (own.length !== theirs.length) return [...missing];
  return missing.map((name) => own[theirs.indexOf(name)] ?? name);
}

export async function evaluateLeaves(
  entries: readonly RegistryEntry[],
  rules: ReadonlyMap<string, LeafRule>,
  m: ScanMaterial,
  onLeaf: (p: LeafProgress) => void,
  signal?: AbortSignal
): Promise<LeafOutcome[]> {
  const byId = new Map(entries.map((e) => [e.id, e]));
  const leaves = leafEntries(entries);
  const totals = new Map<string, number>();
  for (const e of leaves) totals.set(e.pillar, (totals.get(e.pillar) ?? 0) + 1);
  const done = new Map<string, number>();
  const out = new Map<string, LeafOutcome>();
  const tick = (e: RegistryEntry): void => {
    done.set(e.pillar, (done.get(e.pillar) ?? 0) + 1);
    onLeaf({ pillar: e.pillar, done: done.get(e.pillar)!, total: totals.get(e.pillar)! });
  };
  const ruleOf = (e: RegistryEntry): LeafRule => {
    const r = rules.get(e.id);
    if (!r) throw new Error(`gap scan: no rule for registry leaf ${e.id}`);
    return r;
  };
  const order = (kind: LeafRule['kind']): RegistryEntry[] => {
    const list = leaves.filter((e) => ruleOf(e).kind === kind);
    if (kind !== 'derived') return list;
    // A derived paragraph may follow another derived one (S1.45 → S1.46(a)): those go first.
    const ids = new Set(list.map((e) => e.id));
    const sorted: RegistryEntry[] = [];
    const placed = new Set<string>();
    while (sorted.length < list.length) {
      const before = sorted.length;
      for (const e of list) {
        if (!placed.has(e.id) && (ruleOf(e).from ?? []).every((f) => !ids.has(f) || placed.has(f))) {
          sorted.push(e);
          placed.add(e.id);
        }
      }
      if (sorted.length === before) throw new Error('gap scan: derived paragraphs follow each other in a circle');
    }
    return sorted;
  };
  for (const kind of ['scan', 'via', 'derived', 'not_scanned'] as const) {
    for (const e of order(kind)) {
      signal?.throwIfAborted();
      const rule = ruleOf(e);
      let r: LeafResult;
      let sources: string[] = [];
      if (kind === 'scan') r = await scanWithApplicability(e, rule, e.standard, m);
      else if (kind === 'via') {
        sources = [...(rule.from ?? [])];
        const results: LeafResult[] = [];
        for (const id of sources) {
          const s2 = byId.get(id);
          if (s2) results.push(await scanWithApplicability(s2, ruleOf(s2), 'S1', m));
        }
        r = followed(e, rule, results, m);
        const top = best(results);
        if (r.status === 'partial' || r.status === 'unaddressed')
          r = {
            ...r,
            missing: s1Names(e, byId.get(top?.id ?? ''), r.missing),
            lookedFor: top?.lookedFor ?? [],
            queries: results.flatMap((x) => x.queries)
          };
      } else if (kind === 'derived') {
        sources = [...(rule.from ?? [])];
        r = followed(
          e,
          rule,
          sources.map((id) => out.get(id)).filter((x): x is LeafOutcome => !!x),
          m
        );
      } else
        r = {
          id: e.id,
          status: 'not_applicable',
          pages: [],
          missing: [],
          reason: `not scanned on its own: ${rule.reason ?? ''}`,
          lookedFor: [],
          queries: []
        };
      out.set(e.id, { ...r, entry: e, rule, sources });
      tick(e);
    }
  }
  return leaves.map((e) => out.get(e.id)!);
}
