/**
 * The Source of Truth PDF read back with Poppler and qpdf: every section and every claim id is in its
 * text, the figures equal the document's, overrides and gaps appear with their notes, "CO₂" is text
 * (embedded DejaVu subsets), pages are numbered, bookmarks and linked contents exist. The PDF and its
 * pages rendered as PNG are kept under test-results/pdf-export/ for a person to look at.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { exportFixture } from '../../../../tests/helpers/sotFixture';
import { reportModel, verdictCounts } from '../../../shared/report/reportModel';
import { renderSourceOfTruthPdf } from '../pdf/pdfReport';

const out = join(__dirname, '..', '..', '..', '..', 'test-results', 'pdf-export');
const file = join(out, 'fixture-source-of-truth.pdf');
const doc = exportFixture(20);
let text = '';
let flat = '';

const run = (cmd: string, args: string[]): string =>
  execFileSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

beforeAll(async () => {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  writeFileSync(file, await renderSourceOfTruthPdf(doc));
  // -layout keeps a line's columns together (bars and their counts); the default reading order keeps
  // a table cell's words together (notes, messages).
  text = run('pdftotext', ['-layout', file, '-']);
  flat = run('pdftotext', [file, '-']).replace(/\s+/g, ' ');
  run('pdftoppm', ['-png', '-r', '60', file, join(out, 'page')]);
});

describe('Source of Truth PDF', () => {
  it('has every section, in order, in its text', () => {
    const sections = [
      'SOURCE OF TRUTH',
      'Contents',
      'Executive summary',
      'Scope and criteria',
      'Procedures performed',
      'Limitations',
      'Findings by IFRS pillar',
      'Governance (',
      'Strategy (',
      'Risk management (',
      'Metrics and targets (',
      'Checks on the report’s figures',
      'Disclosure gaps',
      'IFRS S1/S2 cross-map',
      'Claims left unverified, and why',
      'Analyst overrides',
      'Appendix A — Methodology',
      'Appendix B — Audit trail'
    ];
    let at = -1;
    for (const s of sections) {
      const next = flat.indexOf(s, at + 1);
      expect(next, `section "${s}" after position ${at}`).toBeGreaterThan(at);
      at = next;
    }
    expect(flat).toContain(
      'This document is an automated review produced by software. It is not an assurance engagement'
    );
  });

  it('names every claim id and the cover facts (file SHA-256, engine, analysis date)', () => {
    for (const e of doc.pillars.flatMap((p) => p.claims)) expect(flat).toContain(e.claim.id);
    expect(flat).toContain(doc.report.sha256);
    expect(flat).toContain('Offline (built-in, no outside service)');
    expect(flat).toContain('1 January 2026, 10:02 UTC');
    expect(flat).toContain('Reporting year 2023');
  });

  it('states the same figures as the document', () => {
    const v = verdictCounts(reportModel(doc).claims);
    expect(flat).toContain(`Claims extracted ${doc.summary.claims} (${doc.summary.anchored} located on their page)`);
    expect(flat).toContain(
      `Verified ${v.verified} · Contradicted ${v.contradicted} · Unverified ${v.unverified} · Insufficient evidence ${v.insufficient_evidence} · No verdict ${v.none}`
    );
    expect(flat).toContain(
      `Checks ${doc.summary.checks.fail} failed · ${doc.summary.checks.pass} passed · ${doc.summary.checks.inconclusive} inconclusive`
    );
    expect(flat).toContain(`Outbound requests ${doc.methodology!.outbound.total} (blocked 2)`);
    for (const [label, n] of [
      ['Verified', v.verified],
      ['Contradicted', v.contradicted],
      ['Unverified', v.unverified]
    ] as const) {
      expect(text).toMatch(new RegExp(`${label}\\s+${n} \\(\\d+ %\\)`));
    }
  });

  it('shows overrides beside the originals, gaps by pillar with the dismissal, and the checks with computations', () => {
    expect(flat).toContain('Confirmed with the audited inventory, page 88.');
    expect(flat).toMatch(/the Judge’s verdict Contradicted was changed to Verified by Ada Analyst/);
    expect(flat).toContain('withdrawn: no source after all');
    expect(flat).toContain('4 overrides recorded, oldest first; 2 in force');
    expect(flat).toContain('S2.29(a)(i)(3)');
    expect(flat).toContain('Dismissed by Ada Analyst');
    expect(flat).toContain('Scope 3 is reported in the separate CDP response.');
    expect(flat).toContain('Governance gaps (1)');
    expect(flat).toContain('Metrics and targets gaps (1)');
    expect(flat).toContain('48,200 + 7,600 = 55,800 t CO₂e');
  });

  it('draws each agent’s typed details, and the figures with "CO₂" as text in embedded fonts', () => {
    expect(flat).toContain('partially met'); // the legal mapping's status
    expect(flat).toContain('Dated milestones of the transition plan');
    expect(flat).toContain('Corporate Standard');
    expect(flat).toContain('Daily Example');
    expect(flat).toContain('Kestrel plant');
    expect(flat).toContain('tCO₂e');
    const fonts = run('pdffonts', [file]);
    expect(fonts).toMatch(/DejaVuSans\s/);
    for (const line of fonts.split('\n').slice(2).filter(Boolean))
      expect(line).toMatch(/\byes\s+yes\s+(yes|no)\s+\d+\s+\d+\s*$/); // embedded and subset
  });

  it('prints a Geography block for a finding with imagery (places, points, scenes with hosts, NDVI change) and the News/Media line', () => {
    expect(flat).toContain(
      'Kestrel plant — geocoded place, DE, 48.137° N, 11.576° E (Nominatim geocoding, report p. 3)'
    );
    expect(flat).toContain('Germany — country, DE, 51.0° N, 9.0° E (offline gazetteer, report p. 3)');
    expect(flat).toContain(
      'Before: scene S2B_32UPU_20190715_0_L2A, 2019-07-15, 3 % cloud, earth-search.aws.element84.com, NDVI 0.31'
    );
    expect(flat).toContain(
      'After: scene S2B_32UPU_20230715_0_L2A, 2023-07-15, 12 % cloud, earth-search.aws.element84.com, NDVI 0.42'
    );
    expect(flat).toContain('NDVI 0.31 → 0.42, change +0.11: greener (a change of 0.05 or more counts)');
    expect(flat).toContain('Not resolved');
    expect(flat).toContain('Geocoding found nothing for "Isar works".');
    expect(flat).toContain('Geography (cycle 1, medium confidence, supports).');
    expect(flat).toContain(
      'News/Media (cycle 1, low confidence, neither supports nor contradicts): Not consulted: web search is off (Settings › Evidence providers). Nothing is concluded from the absence of coverage.'
    );
    expect(flat).toContain(
      'News/Media (cycle 1, medium confidence, contradicts): 1 source: Daily Example (tier 2, contradicts, 2024-02-01) — https://example.org/news. Contradiction direct: the coverage says otherwise.'
    );
    expect(flat).not.toContain('No news source was consulted');
  });

  it('numbers its pages, has bookmarks for each section and a contents page whose entries link to them', () => {
    const pages = Number(/Pages:\s+(\d+)/.exec(run('pdfinfo', [file]))![1]);
    expect(flat).toContain(`Page 2 of ${pages}`);
    expect(flat).toContain(`Page ${pages} of ${pages}`);
    const json = JSON.parse(run('qpdf', ['--json', '--json-key=outlines', file])) as {
      outlines: { title: string; kids: { title: string }[] }[];
    };
    const titles = json.outlines.map((o) => o.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        'Cover',
        'Contents',
        'Executive summary',
        'Findings by IFRS pillar',
        'Disclosure gaps',
        'Analyst overrides',
        'Appendix B — Audit trail'
      ])
    );
    expect(json.outlines.find((o) => o.title === 'Findings by IFRS pillar')!.kids.map((k) => k.title)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Governance \(/)])
    );
    // Named destinations for the headings, and a GoTo link per contents line to each.
    const dests = run('pdfinfo', ['-dests', file]);
    for (const id of [
      'summary',
      'scope',
      'pillars',
      'pillar-governance',
      'checks',
      'gaps',
      'crossmap',
      'unverified',
      'overrides',
      'methodology',
      'audit'
    ])
      expect(dests).toContain(`"${id}"`);
    const raw = readFileSync(file, 'latin1');
    expect(raw.match(/\/S \/GoTo/g)?.length ?? 0).toBeGreaterThanOrEqual(titles.length - 2);
  });
});
