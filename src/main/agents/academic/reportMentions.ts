/**
 * What the whole report says that bears on a claim's method or certificates, read once per run: the
 * certificate and credit schemes it names, where it reports Scope 2 location- and market-based,
 * which GWP assessment report it cites, whether it names the GHG Protocol or ISO 14064, and the
 * reduction targets its claims state (facts/targets). A claim is then judged with the report's
 * other pages in view, e.g. "market-based only" is said only when no page gives the location-based
 * figure.
 */
import type { Claim } from '../../../shared/domain/claim';
import type { CertificationScheme } from '../../corpus/referenceSchema';
import { readTarget, type EmissionsTarget } from '../../facts/targets';
import type { ReportReader } from '../readContext';
import { schemesNamed } from '../../text/technicalCues';

export interface ReportMentions {
  schemes: Array<{ scheme: CertificationScheme; pages: number[] }>;
  locationBased: number[];
  marketBased: number[];
  /** Assessment reports the report cites for its GWP values ("AR5" → pages). */
  gwp: Record<string, number[]>;
  ghgProtocol: number[];
  iso14064: number[];
  /** The targets the run's claims state, with the claim they come from. */
  targets: Array<{ claim: Claim; target: EmissionsTarget }>;
  pageCount: number;
}

const LOCATION = /\blocation[- ]based\b/iu;
const MARKET = /\bmarket[- ]based\b/iu;
const GHG_PROTOCOL = /\b(?:ghg|greenhouse gas) protocol\b/iu;
const ISO_14064 = /\biso 14064\b/iu;
const AR = /\b(?:ipcc\s+)?(?:ar([456])|(fourth|fifth|sixth) assessment report)\b/giu;
const ORDINAL: Record<string, string> = { fourth: '4', fifth: '5', sixth: '6' };

const add = (m: Map<string, number[]>, k: string, page: number): void => {
  const l = m.get(k) ?? [];
  if (!l.includes(page)) l.push(page);
  m.set(k, l);
};

export async function readMentions(
  report: ReportReader,
  schemes: readonly CertificationScheme[]
): Promise<ReportMentions> {
  const bySchemes = new Map<string, number[]>();
  const gwp = new Map<string, number[]>();
  const out: Omit<ReportMentions, 'schemes' | 'gwp' | 'targets' | 'pageCount'> = {
    locationBased: [],
    marketBased: [],
    ghgProtocol: [],
    iso14064: []
  };
  for await (const p of report.pages()) {
    const text = p.text.text;
    const n = p.pageNumber;
    for (const { scheme } of schemesNamed(text, schemes)) add(bySchemes, scheme.id, n);
    if (LOCATION.test(text)) out.locationBased.push(n);
    if (MARKET.test(text)) out.marketBased.push(n);
    if (GHG_PROTOCOL.test(text)) out.ghgProtocol.push(n);
    if (ISO_14064.test(text)) out.iso14064.push(n);
    for (const m of text.matchAll(AR)) add(gwp, `AR${m[1] ?? ORDINAL[m[2]!.toLowerCase()]}`, n);
  }
  const targets = report.claims().flatMap((claim) => {
    const target = readTarget(claim.text, claim.figures);
    return target && target.milestones.length ? [{ claim, target }] : [];
  });
  return {
    ...out,
    targets,
    pageCount: report.pageCount,
    schemes: schemes.filter((s) => bySchemes.has(s.id)).map((scheme) => ({ scheme, pages: bySchemes.get(scheme.id)! })),
    gwp: Object.fromEntries(gwp)
  };
}
