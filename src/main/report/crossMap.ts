/**
 * The S1/S2 cross-map: every registry paragraph (IFRS S1 and S2 core content) with its counterpart in
 * the other standard and how the report covers it. A gap decides (unaddressed → missing, partial →
 * partial); else a Legal mapping of a claim does (met → covered, partly or not met → partial); else
 * claims mapped to it or below it make it covered; else, when Legal's gap scan ran and left it
 * alone, it is covered too, and when no scan ran it is not assessed. Pure.
 */
import type { SourceOfTruth } from '../../shared/domain/sourceOfTruth';
import type { CoverageStatus, CrossMapRow } from '../../shared/domain/reportExtras';
import { inForce, overrideKey } from '../../shared/domain/override';
import type { RegistryEntry } from '../corpus/registrySchema';
import { gapScan } from '../../shared/report/reportModel';

/** Paragraph ids a claim maps to, with every ancestor ("S2.29(a)(i)" also counts for S2.29(a) and S2.29). */
function withAncestors(id: string): string[] {
  const out = [id];
  for (let cur = id; cur.endsWith(')');) {
    cur = cur.slice(0, cur.lastIndexOf('('));
    out.push(cur);
  }
  return out;
}

function legalStatus(doc: SourceOfTruth): Map<string, 'met' | 'partially_met' | 'not_met'> {
  const rank = { met: 0, partially_met: 1, not_met: 2 } as const;
  const out = new Map<string, 'met' | 'partially_met' | 'not_met'>();
  const note = (id: string, s: 'met' | 'partially_met' | 'not_met'): void => {
    const prev = out.get(id);
    if (!prev || rank[s] > rank[prev]) out.set(id, s);
  };
  // A mapping Legal itself calls unclear (it may not be the claim's paragraph) says nothing of coverage.
  const noteAll = (
    ms: ReadonlyArray<{ paragraphId: string; status: 'met' | 'partially_met' | 'not_met'; assessment?: string }>
  ): void => {
    for (const m of ms) if (m.assessment !== 'unclear') note(m.paragraphId, m.status);
  };
  for (const p of doc.pillars)
    for (const e of p.claims) for (const f of e.findings) if (f.agent === 'legal') noteAll(f.details.ifrsMappings);
  for (const f of doc.reportFindings) if (f.agent === 'legal') noteAll(f.details.ifrsMappings);
  return out;
}

export function crossMap(doc: SourceOfTruth, registry: readonly RegistryEntry[]): CrossMapRow[] {
  const claimsAt = new Map<string, number>();
  for (const p of doc.pillars) {
    for (const e of p.claims) {
      const ids = e.verdict?.ifrsMapping.length ? e.verdict.ifrsMapping : e.claim.preliminaryIfrs;
      for (const id of new Set(ids.flatMap(withAncestors))) claimsAt.set(id, (claimsAt.get(id) ?? 0) + 1);
    }
  }
  const gapAt = new Map(doc.gaps.map((g) => [g.paragraphId, g]));
  const legal = legalStatus(doc);
  const scanRan = gapScan(doc) === 'ran';
  const dismissed = inForce(doc.overrides);
  const s2For = new Map<string, string[]>();
  for (const e of registry)
    if (e.s1Counterpart) s2For.set(e.s1Counterpart, [...(s2For.get(e.s1Counterpart) ?? []), e.id]);

  return registry.map((e): CrossMapRow => {
    const gap = gapAt.get(e.id) ?? null;
    const claims = claimsAt.get(e.id) ?? 0;
    const mapped = legal.get(e.id);
    let status: CoverageStatus;
    if (gap) status = gap.gapStatus === 'unaddressed' ? 'missing' : 'partial';
    else if (mapped) status = mapped === 'met' ? 'covered' : 'partial';
    else if (claims > 0 || scanRan) status = 'covered';
    else status = 'not_assessed';
    return {
      paragraphId: e.id,
      standard: e.standard,
      pillar: e.pillar,
      title: e.title,
      requirement: e.requires,
      depth: (e.id.match(/\(/g) ?? []).length,
      counterparts: e.standard === 'S2' ? (e.s1Counterpart ? [e.s1Counterpart] : []) : (s2For.get(e.id) ?? []),
      status,
      claims,
      gapId: gap?.id ?? null,
      dismissed: gap ? dismissed.has(overrideKey('gap', gap.id)) : false
    };
  });
}
