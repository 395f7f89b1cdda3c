/**
 * Scope and criteria, procedures performed per agent (and what was not consulted), and limitations:
 * what a reader of an assurance-style statement looks for before the results.
 */
import type { AgentId } from '../../../../shared/domain/agents';
import { agentText, claimTypeText } from '../../../../shared/report/labels';
import type { ClaimType } from '../../../../shared/domain/claim';
import type { PdfContext } from '../context';

const PROCEDURES: Record<AgentId, string> = {
  claims:
    'Read every page with its layout, split it into sentences and table rows, ' +
    'and kept the statements an analyst would check (figures, targets, ' +
    'places, certifications, compliance assertions), each located on its page.',
  orchestrator:
    'Routed each claim to the specialists its type calls for, and after ' +
    'each cycle sent back the claims the Judge asked to re-investigate.',
  legal:
    'Maps claims to IFRS S1/S2 paragraphs, checks the sub-requirements each ' +
    'paragraph names, and scans the registry for requirements the report leaves out.',
  data_metrics:
    "Recomputed the report's own figures (scope sums, year-on-year changes, progress against " +
    'baselines, restatements, shares, orders of magnitude, GWP basis, targets, intensities) and ' +
    'checked the IFRS S2 metrics list (S2.29–S2.36). Only figures the report prints enter a check.',
  academic: 'Compares methodology claims with peer-reviewed work and recognised standards (GHG Protocol, SBTi).',
  news_media: 'Looks for press coverage that supports or contradicts a claim.',
  geography: 'Locates the places a claim names and looks for imagery or land-cover observations there.',
  judge:
    'Weighed the findings on each claim for sufficiency, consistency, quality ' +
    'and completeness, issued a verdict with its reasoning, and asked for ' +
    're-investigation where evidence was missing, up to the cycle limit.'
};

/** The pipeline node an agent runs as, where its id differs (timings are kept per node). */
const NODE_OF: Partial<Record<AgentId, string>> = { orchestrator: 'orchestrate' };

function statusOf(a: PdfContext['doc']['run']['agents'][number], doc: PdfContext['doc']): string {
  if (!a.available) return 'Not available in this build: not consulted';
  if (!a.run) {
    // Nodes that keep no agent status (the orchestrator) still have their executions timed.
    const runs = doc.methodology?.timings.find((t) => t.node === (NODE_OF[a.id] ?? a.id))?.executions ?? 0;
    return runs ? `Ran (${runs} cycle${runs === 1 ? '' : 's'})` : 'Available; not run';
  }
  const claims = a.run.claims > 0 ? `, ${a.run.claims} claims` : '';
  return (
    `${a.run.status === 'error' ? 'Failed' : 'Ran'} (cycle ` +
    `${a.run.cycle}${claims})${(a.run.error ?? a.run.message) ? `: ${a.run.error ?? a.run.message}` : ''}`
  );
}

export function scopeAndCriteria({ L, doc }: PdfContext): void {
  L.heading('Scope and criteria', 'scope', 1);
  const s1 = doc.crossMap.filter((r) => r.standard === 'S1').length;
  const s2 = doc.crossMap.filter((r) => r.standard === 'S2').length;
  L.label('Subject matter');
  L.para(
    `The report “${doc.report.title}” (${doc.report.fileName}, ${doc.report.pageCount} ` +
      `pages, SHA-256 ${doc.report.sha256}) as a PDF file, and the ${doc.summary.claims} ` +
      'verifiable claims extracted from it. Information outside the file was not part of ' +
      'the review unless a specialist below says it consulted it.'
  );
  const types = Object.entries(doc.summary.byType)
    .map(([t, n]) => `${claimTypeText(t as ClaimType)} ${n}`)
    .join(' · ');
  if (types) L.para(`Claims by type: ${types}.`);
  L.label('Criteria');
  L.bullets([
    'IFRS S1 General Requirements for Disclosure of Sustainability-related Financial Information (June ' +
      `2023), core content, paragraphs 26–53: ${s1} paragraphs and sub-paragraphs in Sibyl's registry.`,
    `IFRS S2 Climate-related Disclosures (June 2023), core content, paragraphs 5–37: ${s2} ` +
      `paragraphs and sub-paragraphs in Sibyl's registry (Scope 3 emissions: S2.29(a)(i)(3)).`,
    'The GHG Protocol Corporate Accounting and Reporting Standard and its Scope ' +
      '2 and Scope 3 guidance: the scope definitions, location- and market-based ' +
      'Scope 2 and the fifteen Scope 3 categories behind the Data/Metrics checks.',
    `The registry is the Sibyl project's own paraphrase of each requirement, ` +
      'with numbering checked against the issued standards; corpus version ' +
      `${doc.run.corpusVersion}. It quotes no text of the standards.`
  ]);
}

export function procedures({ L, doc }: PdfContext): void {
  L.heading('Procedures performed', 'procedures', 1);
  const engine =
    doc.run.config.engine === 'offline'
      ? 'offline engine (built into the application; no model and no outside service)'
      : 'model engine';
  L.para(
    `The ${engine} ran the investigation below, ` +
      `in up to ${doc.run.config.maxCycles} cycles (${doc.run.cycles} run).`
  );
  L.table({
    head: ['Agent', 'Status', 'What it does'],
    widths: [1.1, 1.8, 4],
    size: 8.5,
    rows: doc.run.agents.map((a) => [agentText(a.id), statusOf(a, doc), PROCEDURES[a.id] ?? ''])
  });
  L.label('Not consulted');
  const missing = doc.run.notInvestigated.map(agentText);
  const hosts = doc.methodology?.outbound.total
    ? `: ${doc.methodology.outbound.hosts.map((h) => `${h.host} ${h.requests}`).join(', ')}`
    : '; nothing left this machine';
  const items = [
    missing.length
      ? `Specialist domains not investigated in this run: ${missing.join(', ')}. ` +
        `Claims that needed them carry that in their verdict's reasoning.`
      : 'Every specialist domain was investigated.',
    `Outbound requests: ${doc.methodology?.outbound.total ?? 0} (the outbound ledger of this run${hosts}).`
  ];
  if (doc.run.config.engine === 'offline')
    items.push(
      'No news search, satellite imagery, academic database or web search was consulted: the ' +
        'offline engine reads only the report and the reference corpus shipped with the application.'
    );
  L.bullets(items);
}

export function limitations({ L, doc }: PdfContext): void {
  L.heading('Limitations', 'limitations', 1);
  const unanchored = doc.summary.claims - doc.summary.anchored;
  const located = unanchored
    ? `; ${unanchored} claims could not be located exactly on their page`
    : '; every claim was located on its page';
  L.bullets([
    'This is an automated review, not an assurance engagement: no one ' +
      'examined the underlying records, visited sites or interviewed management.',
    'Claims were extracted by software and may miss statements or word them differently from the ' +
      `report${located}.`,
    'Figures are read from the text layer of the PDF. Figures shown only in images, ' +
      'charts or scanned pages are not read, so checks that need them stay inconclusive.',
    '“Unverified” means no evidence confirming the claim was found within the procedures above; it ' +
      'does not mean the claim is false. “Contradicted” means the evidence found disagrees with it.',
    'IFRS paragraph mappings are preliminary (retrieval over the registry) ' +
      'unless a Legal finding confirms them; coverage statuses depend on them.',
    doc.run.notInvestigated.length
      ? `Domains not investigated (${doc.run.notInvestigated.map(agentText).join(', ')}) ` +
        'limit what any verdict can rest on.'
      : 'All specialist domains were available to the run.',
    'Analyst overrides (if any) are the analyst’s judgement, recorded with a ' +
      'note, a name and a time; the original verdict or gap is kept beside each.'
  ]);
}
