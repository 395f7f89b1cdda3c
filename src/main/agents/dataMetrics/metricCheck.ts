/**
 * From a check's own result to the shared contract (`MetricCheck`, shared/domain/findingDetails.ts)
 * that report.json, events, findings and the Judge read: values in tonnes of CO2e with their page,
 * rectangles and the claim that states them, and the IFRS paragraphs the checked figures answer to
 * (Scope 1, 2 and 3 at S2.29(a)(i)(1)–(3), location-based Scope 2 at S2.29(a)(v), Scope 3
 * categories at S2.29(a)(vi)(1); base years at S2.33(e), progress at S2.35).
 */
import type { CheckName, MetricCheck } from '../../../shared/domain/findingDetails';
import type { CheckResult, CheckValue } from './checkTypes';

/** The fields every internal check result has. */
export interface InternalCheck {
  checkName: CheckName;
  result: CheckResult;
  severity: MetricCheck['severity'];
  values: CheckValue[];
  /** A sum's stated value (scope addition), listed after its parts. */
  stated?: CheckValue;
  computation: string;
  message: string;
  tolerance?: number;
  tolerancePp?: number;
}

const KIND_PARAGRAPHS: Record<string, readonly string[]> = {
  scope1: ['S2.29(a)(i)(1)'],
  scope2: ['S2.29(a)(i)(2)'],
  scope3: ['S2.29(a)(i)(3)'],
  scope3_upstream: ['S2.29(a)(i)(3)'],
  scope3_downstream: ['S2.29(a)(i)(3)'],
  scope3_category: ['S2.29(a)(i)(3)', 'S2.29(a)(vi)(1)'],
  scope1_2: ['S2.29(a)(i)'],
  scope1_2_3: ['S2.29(a)(i)'],
  total: ['S2.29(a)(i)']
};
const CHECK_PARAGRAPHS: Partial<Record<CheckName, readonly string[]>> = {
  baseline_consistency: ['S2.33(e)'],
  baseline_progress: ['S2.33(e)', 'S2.35']
};

/** The IFRS paragraphs an inventory figure of this kind (and basis) answers to. */
export function ghgParagraphs(kind: string, basis?: string): string[] {
  return [...(KIND_PARAGRAPHS[kind] ?? []), ...(basis === 'location' ? ['S2.29(a)(v)'] : [])];
}

function paragraphsOf(c: InternalCheck, values: readonly CheckValue[]): string[] {
  const ids = new Set<string>();
  for (const v of values) {
    if (!v.ghg) continue;
    for (const id of KIND_PARAGRAPHS[v.ghg.kind] ?? []) ids.add(id);
    if (v.ghg.basis === 'location') ids.add('S2.29(a)(v)');
  }
  for (const id of CHECK_PARAGRAPHS[c.checkName] ?? []) ids.add(id);
  return [...ids].sort();
}

function valueOf(v: CheckValue): MetricCheck['values'][number] {
  return {
    label: v.label,
    value: v.tonnes,
    unit: v.unit ?? 't CO2e',
    role: v.role ?? 'input',
    ...(v.page > 0 ? { page: v.page } : {}),
    rects: (v.rects ?? []).map((r) => ({ ...r })),
    ...(v.source?.kind === 'claim' ? { claimId: v.source.claimId } : {})
  };
}

export function toMetricCheck(c: InternalCheck): MetricCheck {
  const values = c.stated && c.stated.page > 0 ? [...c.values, c.stated] : c.values;
  const tolerance = c.tolerance ?? c.tolerancePp;
  return {
    checkName: c.checkName,
    result: c.result,
    severity: c.severity,
    values: values.map(valueOf),
    computation: c.computation,
    message: c.message,
    ...(tolerance !== undefined ? { tolerance } : {}),
    ifrsParagraphs: paragraphsOf(c, values),
    sources: []
  };
}

/** The claims a check's values come from (first appearance order). */
export const claimsOfCheck = (c: MetricCheck): string[] => [
  ...new Set(c.values.flatMap((v) => (v.claimId ? [v.claimId] : [])))
];
