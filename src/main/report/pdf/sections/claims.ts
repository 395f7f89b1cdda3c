/**
 * The pillar sections: one claim card per claim, grouped by IFRS pillar, contradictions first. A card
 * says where the claim stands (id, page), what it is, the verdict in force with its confidence (and
 * the Judge's original beside any analyst override), the IFRS paragraphs, the evidence that stands per
 * agent with its sources and typed details, the evidence chain cycle by cycle and the Judge's reasoning.
 */
import {
  agentText,
  capital,
  claimTypeText,
  paragraphsText,
  pillarText,
  PILLARS,
  verdictText,
  VERDICTS
} from '../../../../shared/report/labels';
import { detailBlocks, sourceText, type DetailBlock } from '../../../../shared/report/findingBlocks';
import { geographyCoversSummary } from '../../../../shared/report/geographyView';
import { newsLine, newsView } from '../../../../shared/report/newsView';
import { standingFindings, verdictCounts, type ClaimRow } from '../../../../shared/report/reportModel';
import type { Finding } from '../../../../shared/domain/finding';
import { drawBlocks } from '../blocks';
import { COLORS } from '../layout';
import { dateText, VERDICT_COLORS, type PdfContext } from '../context';

const ORDER = ['contradicted', 'verified', 'insufficient_evidence', 'unverified', null] as const;
const INDENT = 10;

export function pillarSections(ctx: PdfContext): void {
  const { L, model } = ctx;
  L.heading('Findings by IFRS pillar', 'pillars', 1);
  L.para(
    'Each claim is filed under the IFRS core-content pillar most of its paragraphs belong to. ' +
      'A card gives the claim as the report states it, its page, the verdict in force and its ' +
      'confidence, the evidence each agent found in its latest cycle with the sources it rests ' +
      'on, the path of the investigation cycle by cycle, and the Judge’s reasoning. Contradicted ' +
      'claims come first, then verified, insufficient evidence and unverified, each by page.'
  );
  for (const pillar of PILLARS) {
    const rows = model.claims.filter((c) => c.pillar === pillar);
    if (!rows.length) continue;
    const sorted = [...rows].sort(
      (a, b) =>
        ORDER.indexOf(a.verdict) - ORDER.indexOf(b.verdict) || a.entry.claim.sourcePage - b.entry.claim.sourcePage
    );
    // The heading and its counts never end a page alone: they go over with the first card.
    L.ensure(HEADING_HEIGHT + cardRoom(ctx, sorted[0]!));
    L.heading(`${pillarText(pillar)} (${rows.length} claim${rows.length === 1 ? '' : 's'})`, `pillar-${pillar}`, 2);
    const v = verdictCounts(rows);
    L.para(VERDICTS.map((k) => `${verdictText(k)} ${v[k]}`).join(' · ') + (v.none ? ` · No verdict ${v.none}` : ''), {
      size: 9,
      color: COLORS.muted
    });
    for (const row of sorted) claimCard(ctx, row);
  }
}

function cardHeader({ L }: PdfContext, row: ClaimRow): void {
  const d = L.doc;
  const { claim, verdict } = row.entry;
  const y = d.y;
  const right =
    `${verdictText(row.verdict)}${verdict ? ` · ${verdict.confidence} confidence` : ''}` +
    `${row.override ? ' · overridden' : ''}`;
  L.use('bold', 8.5, VERDICT_COLORS[row.verdict ?? 'none']);
  const rw = d.widthOfString(right);
  L.use('mono', 8, COLORS.text);
  const idW = d.widthOfString(claim.id);
  const page = claim.anchor.page || claim.sourcePage;
  const meta = `  ·  page ${page}  ·  ${claimTypeText(claim.type)}  ·  ${capital(claim.priority)} priority`;
  L.use('body', 8, COLORS.muted);
  // The verdict goes on the line below when id, page, type and priority leave it no room.
  const room = L.width() - INDENT - idW - d.widthOfString(meta) - 12;
  const verdictY = room >= rw ? y : y + 11;
  L.use('bold', 8.5, VERDICT_COLORS[row.verdict ?? 'none']);
  d.text(right, L.margin.left + L.width() - rw, verdictY, { lineBreak: false });
  L.use('mono', 8, COLORS.text);
  d.text(claim.id, L.margin.left + INDENT, y + 0.5, { lineBreak: false });
  L.use('body', 8, COLORS.muted);
  d.text(meta, L.margin.left + INDENT + idW, y + 0.5, { lineBreak: false });
  d.y = verdictY + 12;
}

function findingLine(f: Finding, body?: string): string {
  const stance =
    f.supportsClaim === true
      ? 'supports'
      : f.supportsClaim === false
        ? 'contradicts'
        : 'neither supports nor contradicts';
  const head = `${agentText(f.agent)} (cycle ${f.cycle}, ${f.confidence} confidence, ${stance})`;
  if (body !== undefined) return body ? `${head}: ${body}` : `${head}.`;
  const sources = f.provenance.sources.map(sourceText);
  return `${head}: ${f.summary}${sources.length ? ` Sources: ${[...new Set(sources)].join('; ')}.` : ''}`;
}

/**
 * What a card prints for one finding: its line and its detail blocks. News/Media is one line (not
 * consulted and why, or its sources with tiers); Geography's block (places, scenes, NDVI, what was
 * not checked) stands for its summary when it says all of it.
 */
function findingPrint(f: Finding): { line: string; blocks: DetailBlock[] } {
  if (f.agent === 'news_media') {
    const line = newsLine(newsView(f));
    return { line: line ? findingLine(f, line) : findingLine(f), blocks: [] };
  }
  if (f.agent === 'geography' && geographyCoversSummary(f.details))
    return { line: findingLine(f, ''), blocks: detailBlocks(f.agent, f.details) };
  return { line: findingLine(f), blocks: detailBlocks(f.agent, f.details) };
}

function chainText(row: ClaimRow): string {
  return row.entry.chain
    .map((s) => {
      const to = s.routedTo.length ? s.routedTo.map(agentText).join(', ') : 'no specialist available';
      const ask = s.reinvestigation
        ? ` Judge asked ${s.reinvestigation.targetAgents.map(agentText).join(', ')}: ` +
          `${firstSentence(s.reinvestigation.evidenceGap)}`
        : '';
      return `Cycle ${s.cycle}: ${to}.${ask}`;
    })
    .join(' ');
}

/** The first sentence of a text (the rest is in report.json). */
const firstSentence = (t: string): string => /^.*?[.!?](?=\s|$)/.exec(t.trim())?.[0] ?? t.trim();

function judgeText(row: ClaimRow): string {
  const lines = (row.entry.verdict?.reasoning ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const keep = [lines[0], lines.find((l) => l.startsWith('Assessment:'))].filter((l): l is string => !!l);
  return keep.join(' ');
}

/** About how tall a card will be, so a card that fits on a page is not split across two. */
function estimateHeight({ L }: PdfContext, row: ClaimRow): number {
  const d = L.doc;
  const w = L.width() - INDENT;
  const h = (text: string, font: 'body' | 'italic', size: number): number => (
    d.font(font).fontSize(size),
    d.heightOfString(text, { width: w, lineGap: 1.5 }) + 3
  );
  let total = 14 + h(`“${row.entry.claim.text}”`, 'body', 9) + 14;
  if (row.override) total += h(row.override.note, 'body', 8) + 12;
  for (const f of standingFindings(row.entry)) {
    const { line, blocks } = findingPrint(f);
    total += h(line, 'body', 7.8);
    for (const b of blocks)
      total += b.kind === 'table' ? 24 + b.rows.length * 22 : b.kind === 'list' ? b.items.length * 11 + 12 : 20;
  }
  if (row.entry.chain.length) total += h(`Evidence chain. ${chainText(row)}`, 'body', 7.3);
  total += h(judgeText(row), 'italic', 7.5);
  return total + 8;
}

/** A pillar heading with the line of counts under it, in points. */
const HEADING_HEIGHT = 52;

/** The room a card needs at the foot of a page: all of it when it fits on one page, else its start. */
function cardRoom(ctx: PdfContext, row: ClaimRow): number {
  const estimate = estimateHeight(ctx, row);
  return estimate < ctx.L.bottom() - ctx.L.margin.top - HEADING_HEIGHT ? estimate : 70;
}

function claimCard(ctx: PdfContext, row: ClaimRow): void {
  const { L } = ctx;
  const d = L.doc;
  L.ensure(cardRoom(ctx, row));
  const start = { page: L.pageIndex(), y: d.y };
  cardHeader(ctx, row);
  L.para(`“${row.entry.claim.text}”`, { size: 9, indent: INDENT, gap: 3 });
  const evidenceFrom = row.agents.length ? `   ·   Evidence from: ${row.agents.map(agentText).join(', ')}` : '';
  L.para(`IFRS: ${paragraphsText(row.paragraphs)}${evidenceFrom}`, {
    size: 7.8,
    indent: INDENT,
    color: COLORS.muted,
    gap: 3
  });
  if (row.override) {
    const o = row.override;
    L.para(
      `Analyst override: the Judge’s verdict ${verdictText(o.original)} was changed to ` +
        `${verdictText(o.value)} by ${o.analyst} on ${dateText(o.at)}. Note: ${o.note}`,
      { size: 8, indent: INDENT, font: 'bold', color: '#6a1b9a', gap: 3 }
    );
  }
  for (const f of standingFindings(row.entry)) {
    const { line, blocks } = findingPrint(f);
    L.para(line, { size: 7.8, indent: INDENT, gap: 2 });
    drawBlocks(L, blocks, INDENT + 8);
  }
  if (row.entry.chain.length)
    L.para(`Evidence chain. ${chainText(row)}`, { size: 7.3, indent: INDENT, color: COLORS.muted, gap: 2 });
  const judge = judgeText(row);
  if (judge)
    L.para(`Judge (cycle ${row.entry.verdict?.cycle ?? '—'}): ${judge}`, {
      size: 7.5,
      indent: INDENT,
      font: 'italic',
      gap: 2
    });
  verdictBar(ctx, start, row);
  d.y += 8;
}

/** The verdict's colour as a bar down the card's left edge, on every page the card spans. */
function verdictBar({ L }: PdfContext, start: { page: number; y: number }, row: ClaimRow): void {
  const d = L.doc;
  const end = { page: L.pageIndex(), y: d.y };
  const color = VERDICT_COLORS[row.verdict ?? 'none'];
  for (let p = start.page; p <= end.page; p++) {
    const from = p === start.page ? start.y : L.margin.top;
    const to = p === end.page ? end.y : L.bottom();
    if (p !== end.page) d.switchToPage(p);
    d.save()
      .rect(L.margin.left, from, 3, Math.max(0, to - from))
      .fill(color)
      .restore();
    if (p !== end.page) d.switchToPage(end.page);
  }
  d.y = end.y;
}
