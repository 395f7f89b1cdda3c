/**
 * Restatements between reports of one company (issue 11): a figure (scope, Scope 2 basis, category,
 * year) this report states and an earlier or later report of the same company in the library also
 * states is compared to the precision printed. A difference this report explains ("restated",
 * "recalculated") passes with low severity; an unexplained one fails, with low severity as well: a
 * restatement between editions is a disclosure question, not proof that this report's number is
 * wrong, so it never contradicts a claim. Values more than twice apart are inconclusive (probably
 * another quantity read as this figure).
 */
import type { MetricCheck } from '../../../shared/domain/findingDetails';
import { GHG_LABEL as LABEL, fmtTonnes as fmt } from './checkTypes';
import type { GhgObservation } from '../../facts/inventory';
import { ghgParagraphs } from './metricCheck';
import { agreeAsPrinted, RESTATEMENT_MAX_RATIO } from './restatementCheck';

export interface OtherInventory {
  reportId: string;
  title: string;
  inventory: readonly GhgObservation[];
}

const EXPLAINED = /\b(?:restat\w*|recalculat\w*|re-?baselin\w*|revis\w*|correct(?:ed|ion)s?|adjusted)\b/iu;
const keyOf = (o: GhgObservation): string => `${o.kind}|${o.basis ?? ''}|${o.category ?? ''}|${o.year}`;
const seriesOf = (o: GhgObservation): string =>
  `${o.kind === 'scope3_category' ? `Scope 3 category ${o.category}` : LABEL[o.kind]}${o.basis ? ` (${o.basis}-based)` : ''}`;

/** One value per key (the first statement), and the keys stated with a single value only. */
function singleValues(inventory: readonly GhgObservation[]): Map<string, GhgObservation[]> {
  const out = new Map<string, GhgObservation[]>();
  for (const o of inventory) {
    if (o.year === undefined || o.component) continue;
    out.set(keyOf(o), [...(out.get(keyOf(o)) ?? []), o]);
  }
  for (const [k, obs] of out) if (obs.some((o) => !agreeAsPrinted(obs[0]!, o))) out.delete(k); // a conflict inside one report is the restatement check's
  return out;
}

function value(o: GhgObservation, label: string, role: 'tested' | 'input'): MetricCheck['values'][number] {
  return {
    label,
    value: o.tonnes,
    unit: 't CO2e',
    page: o.page,
    rects: o.rects.map((r) => ({ ...r })),
    role,
    ...(o.source.kind === 'claim' ? { claimId: o.source.claimId } : {})
  };
}

export function checkAcrossReports(own: readonly GhgObservation[], others: readonly OtherInventory[]): MetricCheck[] {
  const mine = singleValues(own);
  const out: MetricCheck[] = [];
  for (const other of others) {
    const theirs = singleValues(other.inventory);
    for (const [key, obs] of mine) {
      const there = theirs.get(key);
      if (!there) continue;
      out.push(compare(obs, there[0]!, other));
    }
  }
  return out;
}

function compare(obs: readonly GhgObservation[], there: GhgObservation, other: OtherInventory): MetricCheck {
  const here = obs[0]!;
  const series = `${seriesOf(here)}, ${here.year}`;
  const values = [value(here, `${series} (this report)`, 'input'), value(there, `${series} (${other.title})`, 'input')];
  const computation = `${fmt(here.tonnes)} (this report, p. ${here.page}) vs ${fmt(there.tonnes)} (${other.title}, p. ${there.page})`;
  const base = {
    checkName: 'restatement' as const,
    severity: 'low' as const,
    values,
    computation,
    ifrsParagraphs: ghgParagraphs(here.kind, here.basis).sort(),
    sources: [
      { kind: 'report' as const, ref: `${other.reportId}#page=${there.page}`, title: other.title, page: there.page }
    ]
  };
  if (agreeAsPrinted(here, there)) {
    return {
      ...base,
      result: 'pass',
      message: `${series} is the same in this report and in "${other.title}" (${fmt(here.tonnes)} t CO2e).`
    };
  }
  const [lo, hi] = [Math.min(here.tonnes, there.tonnes), Math.max(here.tonnes, there.tonnes)];
  if (hi > RESTATEMENT_MAX_RATIO * lo) {
    return {
      ...base,
      result: 'inconclusive',
      message: `${series} is read as ${computation}: values this far apart are probably not one figure, so one of them may be another quantity read as this one; see the pages.`
    };
  }
  const why = obs.find((o) => EXPLAINED.test(o.text));
  return why
    ? {
        ...base,
        result: 'pass',
        message: `${series} differs from "${other.title}" (${computation}); page ${why.page} explains it as a restatement.`
      }
    : {
        ...base,
        result: 'fail',
        message: `${series} differs between this report and "${other.title}" (${computation}), and this report does not say it was restated.`
      };
}
