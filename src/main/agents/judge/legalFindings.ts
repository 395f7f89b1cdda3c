/**
 * What the Judge reads from the Legal agent's free-form `details`: the IFRS paragraphs it mapped the
 * claim to (`details.ifrsMappings[].paragraphId`), merged with the claim's preliminary mapping into the
 * verdict's IFRS mapping (seed FRD 11 §5), and whether it judged the disclosure only partly compliant
 * (`details.partial === true` or a non-empty `details.missingRequirements`). `details` is untrusted
 * shape: malformed ids and entries are dropped, never thrown on.
 */
import { IfrsParagraphIdSchema, type Claim } from '../../../shared/domain/claim';
import type { Finding } from '../../../shared/domain/finding';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The paragraph ids a legal finding names, well-formed ones only. */
export function legalParagraphIds(f: Finding): string[] {
  const mappings = f.details.ifrsMappings;
  if (f.agent !== 'legal' || !Array.isArray(mappings)) return [];
  const out: string[] = [];
  for (const m of mappings) {
    const id = isRecord(m) && typeof m.paragraphId === 'string' ? m.paragraphId.trim() : undefined;
    if (id !== undefined && IfrsParagraphIdSchema.safeParse(id).success) out.push(id);
  }
  return out;
}

const PARTS = /^S([12])\.(\d+)(.*)$/;

/** S1 before S2, then paragraph number numerically (S2.6 before S2.29), then the sub-paragraph text. */
export function compareParagraphIds(a: string, b: string): number {
  const pa = PARTS.exec(a);
  const pb = PARTS.exec(b);
  if (!pa || !pb) return a < b ? -1 : a > b ? 1 : 0;
  const rest = (pa[3] ?? '') < (pb[3] ?? '') ? -1 : (pa[3] ?? '') > (pb[3] ?? '') ? 1 : 0;
  return Number(pa[1]) - Number(pb[1]) || Number(pa[2]) - Number(pb[2]) || rest;
}

/** The claim's preliminary ids ∪ every legal finding's mapped ids (all cycles), valid ones, sorted. */
export function ifrsMappingFor(claim: Claim, findings: readonly Finding[]): string[] {
  const ids = new Set<string>();
  for (const id of claim.preliminaryIfrs) if (IfrsParagraphIdSchema.safeParse(id).success) ids.add(id);
  for (const f of findings) if (f.claimId === claim.id) for (const id of legalParagraphIds(f)) ids.add(id);
  return [...ids].sort(compareParagraphIds);
}

export interface PartialCompliance {
  /** True when some current legal finding flags the disclosure as only partly compliant. */
  partial: boolean;
  /** The requirements it names as missing, in first-seen order, without repeats. */
  missing: string[];
}

/** Reads the current legal findings (an earlier cycle's flags are superseded by a re-assessment). */
export function partialCompliance(current: readonly Finding[]): PartialCompliance {
  const missing: string[] = [];
  let partial = false;
  for (const f of current) {
    if (f.agent !== 'legal') continue;
    const list = Array.isArray(f.details.missingRequirements) ? f.details.missingRequirements : [];
    const named = list.filter((r): r is string => typeof r === 'string' && r.trim() !== '').map((r) => r.trim());
    if (f.details.partial === true || named.length > 0) partial = true;
    for (const r of named) if (!missing.includes(r)) missing.push(r);
  }
  return { partial, missing };
}
