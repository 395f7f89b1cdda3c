/**
 * The front of the PDF: the cover (what was reviewed, when, by which engine, and the plain statement
 * that this is an automated review, not assurance), the contents page (filled in at the end) and the
 * executive summary (conclusion, key figures, the verdict distribution and coverage charts, the
 * headline findings).
 */
import {
  agentText,
  capital,
  checkText,
  gapStatusText,
  pillarText,
  PILLARS,
  unitText,
  verdictText,
  VERDICTS
} from '../../../../shared/report/labels';
import { gapScan, gapScanMissing, headline, verdictCounts } from '../../../../shared/report/reportModel';
import { barChart, stackedChart } from '../charts';
import { COLORS } from '../layout';
import { companyName, dateText, reportingYear, VERDICT_COLORS, type PdfContext } from '../context';

const NOT_ASSURANCE =
  'This document is an automated review produced by software. It is not an ' +
  'assurance engagement or an audit opinion, and it does not state that the report ' +
  'complies with IFRS S1, IFRS S2 or any other framework. Each result below names ' +
  'its evidence and where it stands in the report so that a reader can check it.';

export function cover({ L, doc }: PdfContext): void {
  const d = L.doc;
  L.newPage();
  d.outline.addItem('Cover');
  d.save().rect(0, 0, d.page.width, 10).fill(COLORS.accent).restore();
  d.y = 150;
  L.use('bold', 11, COLORS.muted);
  d.text('SOURCE OF TRUTH', L.margin.left, d.y, { characterSpacing: 2 });
  d.y += 10;
  L.use('bold', 24, COLORS.text);
  d.text(doc.report.title || doc.report.fileName, L.margin.left, d.y, { width: L.width() });
  d.y += 8;
  L.use('body', 12, COLORS.muted);
  d.text('Claim-by-claim verification against IFRS S1 and IFRS S2', L.margin.left, d.y, { width: L.width() });
  d.y += 40;
  L.pairs(
    [
      ['Company', companyName(doc) ?? 'not stated in the file name or title'],
      ['Reporting year', reportingYear(doc) ?? 'not stated in the file name or title'],
      ['File', doc.report.fileName],
      ['Pages', String(doc.report.pageCount)],
      ['File SHA-256', doc.report.sha256, 'mono'],
      ['Analysis date', dateText(doc.run.compiledAt)],
      [
        'Engine',
        `${doc.run.config.engine === 'offline' ? 'Offline (built-in, no outside service)' : 'Model'} ` +
          `· Sibyl ${doc.run.appVersion} · corpus ${doc.run.corpusVersion}`
      ],
      ['Run', doc.run.id, 'mono'],
      [
        'Exported',
        `${dateText(doc.methodology?.exportedAt)}` +
          `${doc.methodology?.preparedBy ? ` by ${doc.methodology.preparedBy}` : ''}`
      ]
    ],
    { labelWidth: 110, size: 10 }
  );
  d.y = Math.max(d.y + 20, d.page.height - 230);
  d.save().rect(L.margin.left, d.y, L.width(), 110).fill('#f4f6f8').restore();
  L.use('bold', 10, COLORS.text);
  d.text('Automated review, not assurance', L.margin.left + 12, d.y + 12, { width: L.width() - 24 });
  L.use('body', 9.5, COLORS.text);
  d.text(NOT_ASSURANCE, L.margin.left + 12, d.y + 6, { width: L.width() - 24, lineGap: 1.5 });
}

/** The contents page: its entries are written by the layout once every heading has its page. */
export function contentsPage({ L }: PdfContext): number {
  L.newPage();
  L.doc.addNamedDestination('contents', 'XYZ', 0, L.margin.top, null);
  L.doc.outline.addItem('Contents');
  L.use('bold', 18, COLORS.accent);
  L.doc.text('Contents', L.margin.left, L.margin.top, { width: L.width() });
  L.rule(COLORS.accent, 1);
  return L.pageIndex();
}

function conclusion({ doc, model, checks }: PdfContext): string {
  const v = verdictCounts(model.claims);
  const failed = checks.filter((c) => c.check.result === 'fail').length;
  const open = model.gaps.filter((g) => !g.override).length;
  const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;
  const inForce = model.inForce.size
    ? ` (verdicts in force, after ${plural(model.inForce.size, 'analyst override', 'analyst overrides')})`
    : '';
  const gapsLine =
    gapScan(doc) === 'ran'
      ? `${plural(open, 'disclosure gap remains', 'disclosure gaps remain')} open.`
      : 'disclosure gaps were not assessed, as no gap scan ran.';
  const parts = [
    `Sibyl extracted ${plural(doc.summary.claims, 'verifiable claim', 'verifiable claims')} ` +
      `from the report and reached a verdict on ${doc.summary.claims - v.none} of them: ` +
      `${v.verified} verified, ${v.contradicted} contradicted by the evidence, ` +
      `${v.unverified} unverified and ${v.insufficient_evidence} with insufficient evidence${inForce}.`,
    `Of ${plural(checks.length, 'consistency check', 'consistency checks')} ` +
      `on the report's figures, ${failed} failed; ${gapsLine}`
  ];
  if (doc.run.notInvestigated.length)
    parts.push(
      `${listText(doc.run.notInvestigated.map(agentText))} ` +
        `${doc.run.notInvestigated.length === 1 ? 'was' : 'were'} not investigated in ` +
        'this run (see Limitations), so an unverified claim is not a disproved one.'
    );
  return parts.join(' ');
}

export function executiveSummary(ctx: PdfContext): void {
  const { L, doc, model } = ctx;
  L.heading('Executive summary', 'summary', 1);
  L.para(conclusion(ctx), { size: 10 });
  const v = verdictCounts(model.claims);
  L.label('Key figures');
  L.pairs([
    ['Claims extracted', `${doc.summary.claims} (${doc.summary.anchored} located on their page)`],
    [
      'Verdicts in force',
      VERDICTS.map((k) => `${verdictText(k)} ${v[k]}`).join(' · ') + (v.none ? ` · No verdict ${v.none}` : '')
    ],
    ['Findings', `${doc.summary.findings} on claims, ${doc.summary.reportFindings} whole-report results`],
    ['Checks', checksFigure(ctx)],
    [
      'Disclosure gaps',
      gapScanMissing(doc) && !model.gaps.length
        ? `Not assessed. ${gapScanMissing(doc)}`
        : `${doc.summary.gaps} (${model.gaps.filter((g) => g.gap.gapStatus === 'unaddressed').length} ` +
          `unaddressed, ${model.gaps.filter((g) => g.gap.gapStatus === 'partial').length} partial; ` +
          `${model.gaps.filter((g) => g.override).length} dismissed by the analyst)`
    ],
    [
      'Investigation cycles',
      `${doc.run.cycles} of at most ${doc.run.config.maxCycles}; ` +
        `${doc.summary.reinvestigations} re-investigation routings`
    ],
    ['Analyst overrides', String(model.inForce.size)]
  ]);
  const bars = VERDICTS.map((k) => ({ label: verdictText(k), value: v[k], color: VERDICT_COLORS[k] }));
  if (v.none) bars.push({ label: verdictText(null), value: v.none, color: VERDICT_COLORS.none });
  barChart(L, bars, { title: 'Verdict distribution (verdicts in force)', total: model.claims.length });
  const groups = PILLARS.filter((p) => model.claims.some((c) => c.pillar === p)).map((p) => ({
    label: pillarText(p),
    parts: VERDICTS.map((k) => ({
      label: verdictText(k),
      value: model.claims.filter((c) => c.pillar === p && c.verdict === k).length,
      color: VERDICT_COLORS[k]
    }))
  }));
  if (groups.length) stackedChart(L, groups, { title: 'Claims per IFRS pillar, by verdict' });
  headlines(ctx);
}

/**
 * The whole-report checks by result, counted from the checks table's rows (so a run compiled before
 * `summary.checks` counted each check once still agrees with its table), and how many more only
 * claims' figures carry.
 */
function checksFigure({ checks }: PdfContext): string {
  const c = { pass: 0, fail: 0, inconclusive: 0 };
  for (const r of checks) if (r.scope === 'report') c[r.check.result] += 1;
  const onClaims = checks.filter((r) => r.scope === 'claim').length;
  return (
    `${c.fail} failed · ${c.pass} passed · ${c.inconclusive} inconclusive (whole-report ` +
    `Data/Metrics checks)${onClaims ? `; ${onClaims} more on claims’ figures only` : ''}`
  );
}

function headlines({ L, doc, model, checks }: PdfContext): void {
  L.label('Headline findings');
  const h = headline(model, checks);
  const items: string[] = [];
  for (const c of h.contradicted.slice(0, 5))
    items.push(
      `Contradicted (${c.entry.claim.id}, p. ${c.entry.claim.sourcePage}): “${clip(c.entry.claim.text, 160)}”`
    );
  for (const c of h.failedChecks.slice(0, 6))
    items.push(
      `Failed check, ${c.check.severity} severity — ` +
        `${checkText(c.check.checkName)}: ${unitText(clip(c.check.message, 220))}`
    );
  for (const g of h.openGaps.slice(0, 5))
    items.push(
      `${gapStatusText(g.gap.gapStatus)} ${g.gap.paragraphId} ` +
        `(${capital(g.gap.severity)}): ${clip(g.gap.requirement, 160)}`
    );
  const more =
    h.contradicted.length -
    Math.min(5, h.contradicted.length) +
    h.failedChecks.length -
    Math.min(6, h.failedChecks.length) +
    h.openGaps.length -
    Math.min(5, h.openGaps.length);
  if (more > 0)
    items.push(`${more} more in the sections below (contradicted claims, the checks table and the gap table).`);
  if (!items.length)
    items.push(
      gapScan(doc) === 'ran'
        ? 'No claim was contradicted, no check failed and no disclosure gap is open.'
        : 'No claim was contradicted and no check failed; disclosure gaps were not assessed (no gap scan ran).'
    );
  L.bullets(items);
}

/** The text cut to about `n` characters at a word's end, with an ellipsis. */
export const clip = (s: string, n: number): string =>
  s.length > n
    ? `${s
        .slice(0, n)
        .replace(/\s+\S*$/, '')
        .replace(/[\s,;:.—–-]+$/, '')}…`
    : s;

/** "A, B and C". */
const listText = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
