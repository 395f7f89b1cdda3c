/**
 * Defects seen when the six shared reports were exported and their PDFs read page by page, each
 * rebuilt here on a document made in code (no report text): the company's name as the file name
 * prints it, the checks counted once when Data/Metrics files one twice, gaps "not assessed" rather
 * than "0" when no gap scan ran, the orchestrator's runs, node names in words, whole words in narrow
 * table columns, and a pillar heading that never ends a page alone.
 */
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compiledFixture } from '../../../../tests/helpers/sotFixture';
import { RunConfigSchema } from '../../../shared/domain/pipeline';
import type { ReportFinding } from '../../../shared/domain/finding';
import type { SourceOfTruth } from '../../../shared/domain/sourceOfTruth';
import { collectChecks } from '../../../shared/report/reportModel';
import { getRegistry } from '../../corpus/registry';
import { initialState } from '../../pipeline/state';
import { compileSourceOfTruth } from '../compile';
import { exportDocument } from '../exportDocument';
import { companyName } from '../pdf/context';
import { renderSourceOfTruthPdf } from '../pdf/pdfReport';
import { clip } from '../pdf/sections/front';

const RUN = 'run_00000000-0000-4000-8000-000000000001';
const REPORT = 'rpt_00000000000000aa';
const prov = { engine: 'offline' as const, sources: [{ kind: 'report' as const, ref: `${REPORT}#page=7`, page: 7 }] };

/** A whole-report intensity check, as Data/Metrics files it (twice when one figure is read twice). */
const intensity = (id: string, result: 'pass' | 'inconclusive'): ReportFinding => ({
  id,
  runId: RUN,
  agent: 'data_metrics',
  evidenceType: 'intensity_plausibility',
  summary: 'The intensity on page 7 is within the band.',
  outcome: result,
  confidence: 'medium',
  cycle: 1,
  provenance: prov,
  details: {
    checks: [
      {
        checkName: 'intensity_plausibility',
        result,
        severity: 'low',
        values: [{ label: 'intensity, 2023', value: 95, unit: 'g CO2/km', page: 7, rects: [], role: 'input' }],
        computation: '95 g CO2/km vs plausible band 0–250',
        message: `The intensity on page 7 (95 g CO2/km) ${result === 'pass' ? 'is within' : 'cannot be placed in'} the band.`,
        ifrsParagraphs: ['S2.32'],
        sources: []
      }
    ]
  }
});

/** The fixture as the offline engine of this build leaves it: no Legal agent, no gap, the orchestrator without a status of its own. */
function offlineRun(claims: number): SourceOfTruth {
  const compiled = compiledFixture(claims);
  const doc: SourceOfTruth = {
    ...compiled,
    report: {
      ...compiled.report,
      fileName: 'KGX_Group_Climate_Report_2023.pdf',
      title: 'Welcome to your climate report 2023'
    },
    run: {
      ...compiled.run,
      cycles: 3,
      agents: compiled.run.agents.map((a) =>
        a.id === 'legal' ? { ...a, available: false, run: null } : a.id === 'orchestrator' ? { ...a, run: null } : a
      ),
      notInvestigated: ['legal']
    },
    gaps: [],
    summary: { ...compiled.summary, gaps: 0, checks: { pass: 1, fail: 1, inconclusive: 1 } },
    reportFindings: [
      ...compiled.reportFindings,
      intensity('rf_2', 'pass'),
      intensity('rf_3', 'pass'),
      intensity('rf_4', 'inconclusive')
    ]
  };
  return exportDocument(doc, {
    overrides: [],
    registry: getRegistry().listParagraphs(),
    events: [],
    exportedAt: '2026-01-03T08:00:00.000Z',
    preparedBy: null,
    timings: [
      { node: 'claims', ms: 900, executions: 1 },
      { node: 'orchestrate', ms: 40, executions: 3 },
      { node: 'data_metrics', ms: 700, executions: 3 },
      { node: 'judge', ms: 60, executions: 3 },
      { node: 'compile', ms: 20, executions: 1 }
    ],
    outbound: { total: 0, byOutcome: {}, hosts: [] }
  });
}

async function pdfText(doc: SourceOfTruth, layout = false): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'sot-pdf-'));
  try {
    const file = join(dir, 'sot.pdf');
    writeFileSync(file, await renderSourceOfTruthPdf(doc));
    return execFileSync('pdftotext', [...(layout ? ['-layout'] : []), file, '-'], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('exports of the shared reports: defects fixed', () => {
  it('names the company as the file name prints it ("KGX", not "Kgx"), else capitalised', () => {
    const doc = offlineRun(5);
    expect(companyName(doc)).toBe('KGX');
    expect(
      companyName({
        ...doc,
        report: { ...doc.report, fileName: 'kestrel-cement-climate-report-2023.pdf', title: 'Climate report' }
      })
    ).toBe('Kestrel Cement');
  });

  it('cuts a headline at a word’s end, not inside a word', () => {
    expect(clip('If the report states it in a layout the reader cannot rebuild, check by hand.', 67)).toBe(
      'If the report states it in a layout the reader cannot rebuild…'
    );
    expect(clip('short enough', 70)).toBe('short enough');
  });

  it('counts a check Data/Metrics filed twice once, as the checks table lists it', () => {
    const state = {
      ...initialState(RUN, REPORT, RunConfigSchema.parse({})),
      reportFindings: [intensity('rf_a', 'pass'), intensity('rf_b', 'pass'), intensity('rf_c', 'inconclusive')]
    };
    const doc = compileSourceOfTruth(state, {
      report: { id: REPORT, title: 'R', fileName: 'r.pdf', pageCount: 9, sha256: 'a'.repeat(64) },
      startedAt: '2026-01-01T00:00:00.000Z',
      appVersion: '0.0.0',
      corpusVersion: 'test',
      models: {},
      available: ['data_metrics'],
      now: () => new Date('2026-01-01T00:01:00.000Z')
    });
    expect(doc.summary.checks).toEqual({ pass: 1, fail: 0, inconclusive: 1 });
    expect(collectChecks(doc)).toHaveLength(2);
  });

  it('says gaps were not assessed when no gap scan ran, states the orchestrator’s runs and names nodes in words', async () => {
    const flat = (await pdfText(offlineRun(12))).replace(/\s+/g, ' ');
    expect(flat).toContain('Disclosure gaps Not assessed. No gap scan ran: the Legal agent');
    expect(flat).toContain('disclosure gaps were not assessed, as no gap scan ran.');
    expect(flat).not.toMatch(/0 disclosure gaps remain open/);
    expect(flat).toMatch(/Orchestrator Ran \(3 cycles\)/);
    expect(flat).not.toContain('Available; not run');
    expect(flat).toContain('Orchestrator (routing) 3');
    expect(flat).toContain('Compile (Source of Truth) 1');
    expect(flat).not.toMatch(/\borchestrate\b/);
    // The checks table has one row per check, and the key figures say how many more sit on claims only.
    expect(flat).toContain(
      'Checks 1 failed · 1 passed · 1 inconclusive (whole-report Data/Metrics checks); 1 more on claims’ figures only'
    );
    expect(flat).toContain('4 checks computed by code');
  });

  it('keeps words whole in narrow columns: the result of an inconclusive check, the cross-map’s "Claims"', async () => {
    const text = await pdfText(offlineRun(12));
    expect(text).toContain('Inconclusive');
    expect(text).not.toMatch(/Inconclusi\s*\n\s*ve/);
    expect(text).not.toMatch(/Claim\s*\n\s*s\s*\n/);
    // The cross-map's deepest paragraph ids stay on one line with their indent.
    const deep = offlineRun(12).crossMap.filter((r) => r.depth >= 3);
    expect(deep.length).toBeGreaterThan(5);
    for (const r of deep) expect(text).toContain(r.paragraphId);
  });

  it('never ends a page with a pillar heading: the heading goes over with its first card', async () => {
    for (let claims = 20; claims <= 34; claims += 2) {
      // The contents page (the second) lists the headings without cards.
      const pages = (await pdfText(offlineRun(claims))).split('\f').slice(2);
      for (const page of pages) {
        for (const m of page.matchAll(
          /^(Governance|Strategy|Risk management|Metrics and targets|Unmapped[^(\n]*) \(\d+ claims?\)$/gm
        )) {
          expect(page.slice(m.index), `"${m[0]}" with ${claims} claims`).toMatch(/clm_[0-9a-f]{16}/);
        }
      }
    }
  }, 120_000);
});
