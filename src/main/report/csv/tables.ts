/**
 * The three CSV exports of a Source of Truth, one row per claim, per check and per gap, with the
 * analyst's overrides beside the values they override (the originals stay in their own columns).
 * Columns are a contract read by other tools: docs/csv-exports.md lists them; add, never rename.
 */
import type { SourceOfTruth } from '../../../shared/domain/sourceOfTruth';
import { collectChecks, reportModel } from '../../../shared/report/reportModel';
import { joinList, toCsv } from './csv';

export const CLAIM_COLUMNS = [
  'id',
  'page',
  'type',
  'priority',
  'text',
  'verdict',
  'confidence',
  'ifrs_paragraphs',
  'agents',
  'override',
  'verdict_in_force',
  'override_note',
  'override_by',
  'override_at',
  'pillar',
  'anchored',
  'cycle',
  'findings'
] as const;

export function claimsCsv(doc: SourceOfTruth): string {
  const rows = reportModel(doc).claims.map((r) => {
    const { claim, verdict, findings } = r.entry;
    const o = r.override;
    return [
      claim.id,
      claim.anchor.page || claim.sourcePage,
      claim.type,
      claim.priority,
      claim.text,
      verdict?.verdict ?? '',
      verdict?.confidence ?? '',
      joinList(r.paragraphs),
      joinList(r.agents),
      o?.value ?? '',
      r.verdict ?? '',
      o?.note ?? '',
      o?.analyst ?? '',
      o?.at ?? '',
      r.pillar,
      claim.anchor.rects.length > 0,
      verdict?.cycle ?? '',
      findings.length
    ];
  });
  return toCsv(CLAIM_COLUMNS, rows);
}

export const CHECK_COLUMNS = [
  'check',
  'result',
  'severity',
  'scope',
  'claim_ids',
  'values',
  'pages',
  'computation',
  'message',
  'tolerance',
  'ifrs_paragraphs',
  'sources'
] as const;

export function checksCsv(doc: SourceOfTruth): string {
  const rows = collectChecks(doc).map(({ check: c, scope, claimIds }) => [
    c.checkName,
    c.result,
    c.severity,
    scope,
    joinList(claimIds),
    joinList(
      c.values.map(
        (v) =>
          `${v.label}=${v.value}${v.unit ? ` ${v.unit}` : ''}${v.page ? ` p.${v.page}` : ''}${v.role === 'tested' ? ' (tested)' : ''}`
      )
    ),
    joinList([...new Set(c.values.flatMap((v) => (v.page ? [v.page] : [])))].sort((a, b) => a - b)),
    c.computation,
    c.message,
    c.tolerance ?? '',
    joinList(c.ifrsParagraphs),
    joinList(c.sources.map((s) => `${s.kind}:${s.ref}`))
  ]);
  return toCsv(CHECK_COLUMNS, rows);
}

export const GAP_COLUMNS = [
  'id',
  'paragraph',
  'pillar',
  'status',
  'severity',
  'requirement',
  'missing_requirements',
  'why_it_matters',
  'pages',
  'searched',
  'dismissed',
  'dismissal_note',
  'dismissed_by',
  'dismissed_at'
] as const;

export function gapsCsv(doc: SourceOfTruth): string {
  const rows = reportModel(doc).gaps.map(({ gap: g, override: o }) => [
    g.id,
    g.paragraphId,
    g.pillar,
    g.gapStatus,
    g.severity,
    g.requirement,
    joinList(g.missingRequirements),
    g.whyItMatters,
    joinList(g.pages),
    g.searched,
    o !== null,
    o?.note ?? '',
    o?.analyst ?? '',
    o?.at ?? ''
  ]);
  return toCsv(GAP_COLUMNS, rows);
}
