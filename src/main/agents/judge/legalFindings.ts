/**
 * What the Judge reads from the Legal agent's typed details (`LegalDetailsSchema`): the IFRS paragraphs
 * it mapped the claim to, merged with the claim's preliminary mapping into the verdict's IFRS mapping
 * (seed FRD 11 §5), and whether it judged the disclosure only partly compliant (`partial`, a non-empty
 * `missingRequirements`, a mapping only partially met, or a sub-requirement not addressed). The
 * schema has already refused malformed ids.
 */
import { IfrsParagraphIdSchema, type Claim } from '../../../shared/domain/claim';
import type { Finding } from '../../../shared/domain/finding';

/** The paragraph ids a legal finding names (none for other agents). */
function legalParagraphIds(f: Finding): string[] {
  return f.agent === 'legal' ? f.details.ifrsMappings.map((m) => m.paragraphId) : [];
}

const PARTS = /^S([12])\.(\d+)(.*)$/;

/** S1 before S2, then paragraph number numerically (S2.6 before S2.29), then the sub-paragraph text. */
function compareParagraphIds(a: string, b: string): number {
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
    const d = f.details;
    const named = [
      ...d.missingRequirements,
      ...d.subRequirements.filter((r) => !r.addressed).map((r) => r.requirement)
    ];
    if (d.partial || named.length > 0 || d.ifrsMappings.some((m) => m.status === 'partially_met')) partial = true;
    for (const r of named) if (!missing.includes(r)) missing.push(r);
  }
  return { partial, missing };
}
