/**
 * The appendices: the methodology (engine, models and providers, corpus and application versions,
 * run settings, cycles, timings per pipeline node, outbound requests) and the audit trail.
 */
import { agentText } from '../../../../shared/report/labels';
import { COLORS } from '../layout';
import { dateText, secondsText, timeText, type PdfContext } from '../context';

export function methodologyAppendix({ L, doc }: PdfContext): void {
  L.heading('Appendix A — Methodology', 'methodology', 1);
  const m = doc.methodology;
  const c = doc.run.config;
  const models = Object.entries(doc.run.models);
  L.pairs([
    [
      'Engine',
      c.engine === 'offline'
        ? 'Offline: the built-in claims engine, specialists by code, ' +
          'and the rule-based Judge. No model and no outside service.'
        : 'Model: claims extraction, routing refinement and the Judge through the configured model ' +
          'endpoint; specialists by code; the rule-based Judge for any claim the model answered badly.'
    ],
    [
      'Models and providers',
      models.length ? models.map(([role, id]) => `${role}: ${id}`).join('; ') : 'None (offline engine)'
    ],
    ['Application', `Sibyl Desktop ${doc.run.appVersion}`],
    [
      'Reference corpus',
      `version ${doc.run.corpusVersion} (IFRS S1/S2 registry, GHG Protocol units and Scope 3 categories, sector bands)`
    ],
    [
      'Run settings',
      `at most ${c.maxCycles} cycles, step limit ${c.stepLimit}, agent time limit ` +
        `${secondsText(c.agentTimeoutMs)}, ${c.agentConcurrency} agents at once`
    ],
    ['Cycles run', String(doc.run.cycles)],
    ['Started', dateText(doc.run.startedAt)],
    ['Compiled', dateText(doc.run.compiledAt)],
    ['Wall time', m ? secondsText(m.wallMs) : '—'],
    [
      'Outbound requests',
      m
        ? `${m.outbound.total}${
            m.outbound.total
              ? ` (${Object.entries(m.outbound.byOutcome)
                  .map(([k, n]) => `${k} ${n}`)
                  .join(', ')})`
              : ' — nothing left this machine'
          }`
        : '—'
    ],
    ['Exported', m ? `${dateText(m.exportedAt)}${m.preparedBy ? ` by ${m.preparedBy}` : ''}` : '—']
  ]);
  if (m?.timings.length) {
    L.label('Time per pipeline node');
    L.table({
      head: ['Node', 'Executions', 'Time'],
      widths: [2, 1, 1],
      size: 8,
      rows: m.timings.map((t) => [nodeText(t.node), String(t.executions), secondsText(t.ms)])
    });
  }
  if (m?.outbound.hosts.length) {
    L.label('Outbound requests by host');
    L.table({
      head: ['Host', 'Requests'],
      widths: [3, 1],
      size: 8,
      rows: m.outbound.hosts.map((h) => [h.host, String(h.requests)])
    });
  }
  L.label('How a verdict is reached');
  L.para(
    'Claims are routed by type to the specialists that can test them. Each specialist files ' +
      'findings with their sources and a stance (supports, contradicts, neither). The Judge ' +
      'scores the findings on sufficiency (how many independent specialists support the claim), ' +
      'consistency (evidence for against evidence against), quality (source tiers and confidence) ' +
      'and completeness (the domains the claim type needs), combines them into a verdict, and may ' +
      'send a claim back with refined queries; the last cycle’s verdict stands. Every finding, ' +
      'verdict and gap carries the engine, prompt and corpus version that produced it.',
    { size: 9 }
  );
}

/** A pipeline node in words: agents by their names, the two steps that are no agent by what they do. */
const NODE: Record<string, string> = { orchestrate: 'Orchestrator (routing)', compile: 'Compile (Source of Truth)' };
const nodeText = (node: string): string => NODE[node] ?? agentText(node);

export function auditAppendix({ L, doc }: PdfContext): void {
  L.heading('Appendix B — Audit trail', 'audit', 1);
  if (!doc.audit.length) {
    L.para('No audit events were recorded for this run.', { color: COLORS.muted });
    return;
  }
  L.para(
    `${doc.audit.length} entries, oldest first: the run’s start, each stage, agent outcomes, ` +
      're-investigation requests per cycle, analyst overrides, the end of the run and this export.'
  );
  L.table({
    head: ['Time (UTC)', 'Kind', 'Event'],
    widths: [1.5, 0.8, 5],
    size: 7.2,
    rows: doc.audit.map((a) => [timeText(a.at), a.kind, a.text])
  });
}
