/**
 * shares_sum (seed FRD 7, issue 11): percentages the report states as the parts of one whole (an
 * energy mix, a breakdown by scope, region or source, a column of shares under a "%" header) must sum
 * to 100 %. The tolerance is the largest gap rounding can explain: each printed share may be off by
 * half a unit of its last digit, so n shares printed to d decimals may sum to 100 ± n × 0.5 × 10^-d
 * (three whole percentages: ± 1.5 pp; four with one decimal: ± 0.2 pp).
 * Over 100 % beyond that fails. Under 100 % fails only when the text says the parts are the whole
 * ("consists of", a total row of 100 %); with "the remainder"/"other sources" the rest is left
 * unquantified and a short list may just name the largest parts, so no check is made: a sum that
 * misses 100 % is never a pass.
 * See docs/data-metrics-checks/disclosure.md.
 */
import type { CheckValue, MetricCheck } from '../../../shared/domain/findingDetails';
import type { StatedText } from '../../facts/inventory';
import { proseShareSets, type ShareSet } from './sharesProse';
import { tableShareSets } from './sharesTable';

const round = (x: number): number => Math.round(x * 1000) / 1000;
const fmt = (x: number): string => `${round(x).toLocaleString('en-US', { maximumFractionDigits: 3 })} %`;

/** The largest amount the rounding of the printed shares can add to or take from their sum, in pp. */
export function roundingTolerance(parts: ShareSet['parts']): number {
  return round(parts.reduce((t, p) => t + 0.5 * 10 ** -p.decimals, 0));
}

function values(set: ShareSet): CheckValue[] {
  return set.parts.map((p) => {
    const item = p.item ?? set.item;
    return {
      label: p.label,
      value: p.value,
      unit: '%',
      // Every share is put to the test: a wrong sum contradicts the texts that state the shares.
      role: 'tested' as const,
      page: item.page,
      rects: [...item.rects],
      ...(item.source.kind === 'claim' ? { claimId: item.source.claimId } : {})
    };
  });
}

function pagesOf(set: ShareSet): string {
  const pages = [...new Set(set.parts.map((p) => (p.item ?? set.item).page))];
  return pages.length === 1 ? `p. ${pages[0]}` : `pp. ${pages.join(', ')}`;
}

const quoteOf = (set: ShareSet): string => (set.whole.length > 160 ? `${set.whole.slice(0, 157)}…` : set.whole);

function judge(set: ShareSet): MetricCheck | undefined {
  const sum = round(set.parts.reduce((t, p) => t + p.value, 0));
  const tolerance = roundingTolerance(set.parts);
  const gap = round(sum - 100);
  const listed = set.parts.map((p) => `${p.label} ${fmt(p.value)}`).join(', ');
  const computation =
    `${set.parts.map((p) => round(p.value)).join(' + ')} = ${fmt(sum)}; expected ` +
    `100 % ± ${tolerance} pp (rounding of ${set.parts.length} printed shares)`;
  const base = {
    checkName: 'shares_sum' as const,
    values: values(set),
    computation,
    tolerance,
    ifrsParagraphs: [],
    sources: []
  };
  const where = `"${quoteOf(set)}" (${pagesOf(set)})`;
  if (gap > tolerance) {
    return {
      ...base,
      result: 'fail',
      severity: 'medium',
      message:
        `Shares of one whole sum to ${fmt(sum)}, ${fmt(gap)} over 100 % — more than rounding explains ` +
        `(± ${tolerance} pp): ${listed}, in ${where}. At least one share is wrong, or the parts overlap.`
    };
  }
  if (gap >= -tolerance) {
    return {
      ...base,
      result: 'pass',
      severity: 'low',
      message:
        `Shares of one whole sum to ${fmt(sum)} (100 % within ` +
        `rounding, ± ${tolerance} pp): ${listed}, in ${where}.`
    };
  }
  // The rest is left unquantified ("the remainder"): nothing can be added up, so nothing is claimed.
  if (set.remainder) return undefined;
  if (set.complete) {
    return {
      ...base,
      result: 'fail',
      severity: 'medium',
      message:
        `The text presents these shares as the whole, but they sum to ${fmt(sum)}, ${fmt(-gap)} ` +
        `short of 100 % — more than rounding explains (± ${tolerance} pp): ${listed}, in ${where}.`
    };
  }
  return undefined;
}

/** One check per share set the stated texts present as the parts of one whole (prose and table columns). */
export function checkSharesSum(stated: readonly StatedText[]): MetricCheck[] {
  return [...proseShareSets(stated), ...tableShareSets(stated)].flatMap((set) => judge(set) ?? []);
}
