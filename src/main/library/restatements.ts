/**
 * The library's restatements view (issue 11): the reports of each company in the library (matched by
 * normalised name, shared/domain/company.ts) compared figure by figure, every pair once, the report
 * added later read as "this report". Each difference is one row an analyst can read alone
 * ("Siemens: Scope 1, 2022 differs between … and …"), with both values and pages. Reports whose
 * claims were never extracted are listed as not compared, with the reason.
 */
import { companyKeys } from '../../shared/domain/company';
import type { MetricCheck } from '../../shared/domain/findingDetails';
import type { Report } from '../../shared/domain/report';
import { checkAcrossReports } from '../agents/dataMetrics/acrossReports';
import { statedTexts } from '../agents/dataMetrics/agent';
import { ghgInventory, type GhgObservation } from '../facts/inventory';
import { reportReader } from '../pipeline/readContext';
import type { Stores } from '../store/stores';

interface RestatementRow {
  company: string;
  /** The report read as "this report" (added later) and the one it was compared with. */
  report: { id: string; title: string };
  against: { id: string; title: string };
  check: MetricCheck;
}

export interface RestatementsView {
  rows: RestatementRow[];
  /** Companies with two or more reports, and which of their reports could not be compared. */
  companies: Array<{
    company: string;
    reports: Array<{ id: string; title: string }>;
    notCompared: Array<{ id: string; title: string; why: string }>;
  }>;
}

async function inventoryOf(stores: Stores, report: Report): Promise<GhgObservation[] | null> {
  const claims = await stores.claims.list(report.id);
  if (!claims.length) return null;
  return ghgInventory(await statedTexts(reportReader(stores, report, claims, false)));
}

export async function libraryRestatements(stores: Stores): Promise<RestatementsView> {
  const reports = (await stores.reports.list()).slice().sort((a, b) => a.addedAt.localeCompare(b.addedAt));
  const byCompany = new Map<string, Report[]>();
  for (const r of reports) {
    const key = companyKeys(r)[0];
    if (key) byCompany.set(key, [...(byCompany.get(key) ?? []), r]);
  }
  const view: RestatementsView = { rows: [], companies: [] };
  for (const [company, group] of byCompany) {
    const distinct = group.filter((r, i) => group.findIndex((o) => o.sha256 === r.sha256) === i);
    if (distinct.length < 2) continue;
    const inventories = new Map<string, GhgObservation[]>();
    const notCompared: RestatementsView['companies'][number]['notCompared'] = [];
    for (const r of distinct) {
      const inv = await inventoryOf(stores, r);
      if (inv) inventories.set(r.id, inv);
      else
        notCompared.push({
          id: r.id,
          title: r.title,
          why: 'no claims extracted yet (run sibyl claims or analyze on it)'
        });
    }
    view.companies.push({ company, reports: distinct.map((r) => ({ id: r.id, title: r.title })), notCompared });
    distinct.forEach((later, i) => {
      for (const earlier of distinct.slice(0, i)) {
        const a = inventories.get(later.id);
        const b = inventories.get(earlier.id);
        if (!a || !b) continue;
        for (const check of checkAcrossReports(a, [{ reportId: earlier.id, title: earlier.title, inventory: b }])) {
          // Outside an analysis "this report" means nothing: name it.
          const named = (t: string): string => t.replaceAll('this report', `"${later.title}"`);
          const shown = {
            ...check,
            message: named(check.message),
            computation: named(check.computation),
            values: check.values.map((v) => ({ ...v, label: named(v.label) }))
          };
          view.rows.push({
            company,
            report: { id: later.id, title: later.title },
            against: { id: earlier.id, title: earlier.title },
            check: shown
          });
        }
      }
    });
  }
  return view;
}

/** The view as text: differences first, one line each, then what agrees and what was not compared. */
export function formatRestatements(view: RestatementsView): string {
  if (!view.companies.length) return 'No company has two reports in the library: nothing to compare.';
  const lines: string[] = [];
  for (const c of view.companies) {
    const rows = view.rows.filter((r) => r.company === c.company);
    const differ = rows.filter((r) => r.check.result !== 'pass' || /explains/.test(r.check.message));
    lines.push(
      `${c.company}: ${c.reports.length} reports, ${rows.length} figures in common, ${differ.length} differing`
    );
    for (const r of differ) lines.push(`  ${r.check.result.padEnd(12)} ${r.check.message}`);
    for (const n of c.notCompared) lines.push(`  not compared: "${n.title}": ${n.why}`);
  }
  return lines.join('\n');
}
