/**
 * The registers of the PDF: the checks table (values, computations, results), the gap table by pillar,
 * the S1/S2 cross-map, the claims left unverified and why, and the analyst overrides.
 */
import { CHECK_HEAD, CHECK_WIDTHS, checkRow } from '../../../../shared/report/findingBlocks';
import { capital, coverageText, gapStatusText, pillarText, verdictText } from '../../../../shared/report/labels';
import { gapScanMissing, unverifiedReason } from '../../../../shared/report/reportModel';
import type { PillarKey } from '../../../../shared/domain/sourceOfTruth';
import { COLORS } from '../layout';
import { dateText, RESULT_FILL, type PdfContext } from '../context';

export function checksSection({ L, checks }: PdfContext): void {
  L.heading('Checks on the report’s figures', 'checks', 1);
  const n = { pass: 0, fail: 0, inconclusive: 0 };
  for (const c of checks) n[c.check.result] += 1;
  L.para(
    `${checks.length} checks computed by code from figures the report prints: ` +
      `${n.fail} failed, ${n.pass} passed, ${n.inconclusive} could not be run (the ` +
      'message says why). Values are in the unit shown, with the page that states them; ' +
      '“[tested]” marks the figure the check puts to the test. Failed checks are shaded.'
  );
  if (!checks.length) {
    L.para(
      'No check could be run: the report states no figures the ' +
        'Data/Metrics agent recomputes, or the agent was not available.',
      { color: COLORS.muted }
    );
    return;
  }
  const ordered = [...checks].sort((a, b) => rank(a.check.result) - rank(b.check.result));
  L.table({
    head: [...CHECK_HEAD, 'Claims'],
    // The card's widths with the values a little narrower, so "Inconclusive" fits its column whole.
    widths: [CHECK_WIDTHS[0]!, 1.15, CHECK_WIDTHS[2]! - 0.2, CHECK_WIDTHS[3]!, CHECK_WIDTHS[4]!, 2.2],
    size: 7,
    rows: ordered.map((c) => [
      ...checkRow(c.check),
      c.claimIds.length ? c.claimIds.join(', ') : c.scope === 'report' ? 'whole report' : '—'
    ]),
    rowFill: (r) => RESULT_FILL[ordered[r]!.check.result],
    cellFont: (r, col) => (col === 5 && ordered[r]!.claimIds.length ? 'mono' : 'body')
  });
}

const rank = (r: 'pass' | 'fail' | 'inconclusive'): number => ({ fail: 0, inconclusive: 1, pass: 2 })[r];

export function gapsSection({ L, doc, model }: PdfContext): void {
  L.heading('Disclosure gaps', 'gaps', 1);
  if (!model.gaps.length) {
    const missing = gapScanMissing(doc);
    L.para(
      missing
        ? `${missing} The absence of gaps here is not evidence that the report is complete: ` +
            'check the IFRS S1/S2 cross-map, where paragraphs no claim maps to are “not assessed”.'
        : 'The gap scan found no IFRS S1/S2 requirement the report leaves unaddressed or only partly addressed.',
      { color: COLORS.muted }
    );
    return;
  }
  L.para(
    `${model.gaps.length} requirements are unaddressed or only partly addressed, by pillar. ` +
      'Each names the sub-requirements missing, why a reader needs them and what was searched, ' +
      'so it can be checked by hand. Dismissed gaps stay listed with the analyst’s note.'
  );
  const pillars: PillarKey[] = ['governance', 'strategy', 'risk_management', 'metrics_targets'];
  for (const p of pillars) {
    const rows = model.gaps.filter((g) => g.gap.pillar === p);
    if (!rows.length) continue;
    L.heading(`${pillarText(p)} gaps (${rows.length})`, `gaps-${p}`, 2);
    L.table({
      head: ['Paragraph', 'Status', 'Requirement and what is missing', 'Why it matters', 'Pages and search'],
      widths: [1.1, 1.15, 3, 1.9, 1.85],
      size: 7,
      rows: rows.map(({ gap: g, override: o }) => [
        g.paragraphId,
        `${gapStatusText(g.gapStatus)} (${g.severity})${o ? '\ndismissed' : ''}`,
        `${g.requirement}` +
          `${g.missingRequirements.length ? `\nMissing: ${g.missingRequirements.join('; ')}` : ''}` +
          `${o ? `\nDismissed by ${o.analyst}, ${dateText(o.at)}: ${o.note}` : ''}`,
        g.whyItMatters,
        `${g.pages.length ? `Pages ${g.pages.join(', ')}. ` : 'No page on the topic. '}${g.searched}`
      ]),
      rowFill: (r) => (rows[r]!.override ? '#f3e5f5' : null)
    });
  }
}

export function crossMapSection({ L, doc }: PdfContext): void {
  L.heading('IFRS S1/S2 cross-map', 'crossmap', 1);
  const count = (s: string): number => doc.crossMap.filter((r) => r.status === s).length;
  L.para(
    `Every paragraph of the registry (${doc.crossMap.length}), with its counterpart in the other ` +
      `standard and how the report covers it: covered ${count('covered')}, partial ` +
      `${count('partial')}, missing ${count('missing')}, not assessed ${count('not_assessed')}. A ` +
      'paragraph is covered when claims map to it (or below it) and no gap names it; partial or ' +
      'missing when a gap or Legal says so; not assessed when nothing maps to it and no gap scan ran.'
  );
  for (const std of ['S2', 'S1'] as const) {
    const rows = doc.crossMap.filter((r) => r.standard === std);
    if (!rows.length) continue;
    L.heading(`IFRS ${std} paragraphs`, `crossmap-${std.toLowerCase()}`, 2);
    L.table({
      head: ['Paragraph', 'Topic', std === 'S2' ? 'S1 counterpart' : 'S2 counterparts', 'Pillar', 'Claims', 'Status'],
      // The paragraph column holds the deepest id with its indent on one line ("S2.22(a)(iii)(1)").
      widths: [1.9, 3.0, 1.4, 1.2, 0.7, 1.1],
      size: 6.8,
      rows: rows.map((r) => [
        `${'\u00a0'.repeat(r.depth * 2)}${r.paragraphId}`,
        r.title,
        counterpartsText(r.counterparts),
        pillarText(r.pillar),
        String(r.claims),
        `${coverageText(r.status)}${r.dismissed ? ' (gap dismissed)' : ''}`
      ]),
      rowFill: (i) => ({ missing: '#fdecea', partial: '#fff4e0', covered: null, not_assessed: null })[rows[i]!.status],
      cellFont: (_r, c) => (c === 0 ? 'mono' : 'body')
    });
  }
}

export function unverifiedSection({ L, model }: PdfContext): void {
  L.heading('Claims left unverified, and why', 'unverified', 1);
  const rows = model.claims.filter(
    (c) => c.verdict === 'unverified' || c.verdict === 'insufficient_evidence' || c.verdict === null
  );
  L.para(
    `${rows.length} claims end without confirming evidence (verdicts in force), ` +
      'grouped by the Judge’s reason and the domains that could not be consulted. Each ' +
      'claim is listed with its page; its card in the pillar sections has the evidence.'
  );
  const groups = new Map<string, typeof rows>();
  for (const r of rows) {
    const key = `${verdictText(r.verdict)}|${unverifiedReason(r)}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  for (const [key, members] of [...groups].sort((a, b) => b[1].length - a[1].length)) {
    const [verdict, reason] = key.split('|') as [string, string];
    L.ensure(50);
    L.para(`${verdict} — ${members.length} claim${members.length === 1 ? '' : 's'}: ${reason}`, {
      size: 8.5,
      font: 'bold',
      gap: 2
    });
    L.para(members.map((r) => `${r.entry.claim.id}\u00a0(p.\u00a0${r.entry.claim.sourcePage})`).join('   '), {
      size: 7,
      font: 'mono',
      color: COLORS.muted,
      indent: 10,
      gap: 8
    });
  }
}

export function overridesSection({ L, doc, model }: PdfContext): void {
  L.heading('Analyst overrides', 'overrides', 1);
  if (!doc.overrides.length) {
    L.para(
      'No analyst changed a verdict or dismissed a gap in this run. Every verdict in this document is the Judge’s.',
      { color: COLORS.muted }
    );
    return;
  }
  L.para(
    `${doc.overrides.length} override${doc.overrides.length === 1 ? '' : 's'} recorded, oldest ` +
      `first; ${model.inForce.size} in force. Each keeps the original beside the analyst’s decision; a ` +
      'later override of the same item replaces the earlier one, and “withdrawn” restores the original.'
  );
  L.table({
    head: ['When', 'Analyst', 'Of', 'Claim or gap', 'Original', 'Override', 'Note'],
    widths: [1.3, 1.0, 0.7, 2.0, 1.25, 1.25, 2.4],
    size: 7.2,
    rows: doc.overrides.map((o) => [
      dateText(o.at),
      o.analyst,
      o.kind === 'verdict' ? 'Verdict' : 'Gap',
      o.targetId,
      o.kind === 'verdict' ? verdictText(o.original) : gapStatusText(o.original),
      o.value === null ? 'withdrawn' : o.kind === 'verdict' ? verdictText(o.value) : capital(o.value),
      o.note
    ]),
    cellFont: (_r, c) => (c === 3 ? 'mono' : 'body')
  });
}

/** Counterparts in a cell: the first four, then how many more (report.json lists them all). */
function counterpartsText(ids: readonly string[]): string {
  if (!ids.length) return '—';
  return ids.length > 4 ? `${ids.slice(0, 4).join(', ')} and ${ids.length - 4} more` : ids.join(', ');
}
