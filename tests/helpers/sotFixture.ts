/**
 * A Source of Truth built in code for export and report-view tests: claims across the four pillars
 * and unmapped, every verdict, a finding of each agent with typed details (a data/metrics check, legal
 * mappings and sub-requirements, an academic reference, a news source or News/Media not consulted, a
 * geocoded site with two satellite scenes and their NDVI), a
 * whole-report check, gaps unaddressed and partial, and analyst overrides (one withdrawn). Claim
 * texts carry commas, quotes, a line break and "CO₂" so the CSV quoting and the PDF's glyphs are
 * exercised. `claims` sets how many (600 for the render measure).
 */
import { SourceOfTruthSchema, type SourceOfTruth } from '../../src/shared/domain/sourceOfTruth';
import type { Override } from '../../src/shared/domain/override';
import type { FindingInput } from '../../src/shared/domain/finding';
import { exportDocument } from '../../src/main/report/exportDocument';
import { getRegistry } from '../../src/main/corpus/registry';

const RUN = 'run_00000000-0000-4000-8000-000000000001';
const REPORT = 'rpt_00000000000000aa';
const PARAS = ['S2.6(a)', 'S2.14(a)', 'S2.25(a)', 'S2.29(a)(i)(3)', 'S2.99'];
const TYPES = ['quantitative', 'strategic', 'legal_governance', 'environmental', 'geographic'] as const;
const VERDICTS = ['verified', 'contradicted', 'unverified', 'insufficient_evidence'] as const;
const prov = { engine: 'offline' as const, sources: [{ kind: 'report' as const, ref: `${REPORT}#page=3`, page: 3 }] };

export const FIXTURE_IDS = {
  run: RUN,
  report: REPORT,
  gapUnaddressed: 'gap_unaddressed_1',
  gapPartial: 'gap_partial_1'
};

const NEWS_OFF = 'web search is off (Settings › Evidence providers)';
const STAC = 'https://earth-search.aws.element84.com/v1/collections/sentinel-2-l2a/items';
/** A Geography finding that used imagery: a geocoded site, a country, two scenes and their NDVI. */
const GEO_DETAILS = {
  locations: [
    {
      name: 'Kestrel plant',
      country: 'DE',
      latitude: 48.137154,
      longitude: 11.576124,
      kind: 'place' as const,
      resolvedBy: 'geocoder' as const,
      source: { kind: 'geo' as const, ref: 'nominatim:Kestrel plant', title: 'Nominatim geocoding', page: 3 }
    },
    {
      name: 'Germany',
      country: 'DE',
      latitude: 51.0,
      longitude: 9.0,
      kind: 'country' as const,
      resolvedBy: 'gazetteer' as const,
      source: { kind: 'geo' as const, ref: 'gazetteer#country/DE', title: 'Offline gazetteer', page: 3 }
    }
  ],
  observations: (['before', 'after'] as const).map((role, k) => ({
    kind: 'satellite_imagery' as const,
    location: 0,
    provider: 'sentinel-2-l2a',
    ref: `${STAC}/S2B_32UPU_20${19 + 4 * k}0715_0_L2A`,
    capturedOn: `20${19 + 4 * k}-07-15`,
    note: `NDVI ${k ? '0.42' : '0.31'} over 900 pixels`,
    sceneId: `S2B_32UPU_20${19 + 4 * k}0715_0_L2A`,
    cloudCover: k ? 12.4 : 3.2,
    ndvi: k ? 0.42 : 0.31,
    role
  })),
  unresolved: ['Isar works'],
  notChecked: ['Geocoding found nothing for "Isar works".'],
  ndvi: { landUse: 'greening' as const, before: 0.31, after: 0.42, change: 0.11, threshold: 0.05 }
};

function findings(id: string, i: number): FindingInput[] {
  const base = {
    runId: RUN,
    claimId: id,
    confidence: 'medium' as const,
    cycle: 1,
    provenance: prov
  };
  const out: FindingInput[] = [];
  if (i % 5 === 0) {
    out.push({
      ...base,
      id: `f_dm_${i}`,
      agent: 'data_metrics',
      evidenceType: 'consistency_checks',
      summary: 'Scope 1 and 2 do not add up to the stated total.',
      supportsClaim: false,
      details: {
        checks: [
          {
            checkName: 'scope_addition',
            result: 'fail',
            severity: 'high',
            values: [
              { label: 'Scope 1, 2023', value: 48200, unit: 't CO2e', page: 3, role: 'input' },
              { label: 'Scopes 1+2, 2023', value: 57900, unit: 't CO2e', page: 4, role: 'tested', claimId: id }
            ],
            computation: '48,200 + 7,600 = 55,800 t CO2e; stated 57,900 (+2,100, 3.63 %)',
            message: 'Scopes 1+2 is stated as 57,900 t CO2e on page 4, but its parts add up to 55,800 t CO2e.',
            tolerance: 0.01,
            ifrsParagraphs: ['S2.29(a)(i)']
          }
        ]
      }
    });
  }
  if (i % 5 === 1) {
    out.push({
      ...base,
      id: `f_legal_${i}`,
      agent: 'legal',
      evidenceType: 'ifrs_compliance',
      summary: 'Maps to S2.14(a) in part: the transition plan names no dates.',
      supportsClaim: null,
      details: {
        ifrsMappings: [{ paragraphId: 'S2.14(a)', status: 'partially_met', rationale: 'plan without milestones' }],
        subRequirements: [
          { paragraphId: 'S2.14(a)', requirement: 'Dated milestones of the transition plan', addressed: false }
        ],
        missingRequirements: ['milestone dates'],
        partial: true
      }
    });
  }
  if (i % 5 === 2)
    out.push({
      ...base,
      id: `f_ac_${i}`,
      agent: 'academic',
      evidenceType: 'methodology',
      summary: 'Consistent with the GHG Protocol.',
      supportsClaim: true,
      details: {
        references: [
          {
            title: 'Corporate Standard',
            authors: ['WRI', 'WBCSD'],
            year: 2004,
            kind: 'standard',
            tier: 1,
            url: 'https://example.org/ghg'
          }
        ],
        methodology: { assessment: 'consistent', notes: 'operational control' }
      }
    });
  if (i % 10 === 3)
    out.push({
      ...base,
      id: `f_news_${i}`,
      agent: 'news_media',
      evidenceType: 'not_consulted',
      summary: `No news source was consulted: ${NEWS_OFF}. Nothing is concluded from the absence of coverage.`,
      supportsClaim: null,
      confidence: 'low',
      details: { notConsulted: NEWS_OFF }
    });
  if (i % 10 === 8)
    out.push({
      ...base,
      id: `f_news_${i}`,
      agent: 'news_media',
      evidenceType: 'news_coverage',
      summary: 'A regional paper reports a fine.',
      supportsClaim: false,
      details: {
        sources: [
          {
            outlet: 'Daily Example',
            publishedOn: '2024-02-01',
            url: 'https://example.org/news',
            tier: 2,
            stance: 'contradicts'
          }
        ],
        contradictionType: 'direct'
      }
    });
  if (i % 5 === 4)
    out.push({
      ...base,
      id: `f_geo_${i}`,
      agent: 'geography',
      evidenceType: 'imagery_comparison',
      summary: 'Located Kestrel plant (geocoded); Germany (country). Satellite NDVI rose by 0.11: greener.',
      supportsClaim: true,
      details: GEO_DETAILS
    });
  return out;
}

function entry(i: number) {
  const id = `clm_${i.toString(16).padStart(16, '0')}`;
  const verdict = i % 9 === 8 ? null : VERDICTS[i % VERDICTS.length]!;
  const text =
    i === 0
      ? 'Our Scope 1 and 2 emissions were 57,900 tCO₂e, "down 8 %", in 2023,\nper the audited inventory.'
      : `Claim ${i}: we reduced CO₂ emissions at site ${i} by ${i % 40} %.`;
  const para = PARAS[i % PARAS.length]!;
  return {
    claim: {
      id,
      reportId: REPORT,
      text,
      type: TYPES[i % TYPES.length]!,
      priority: (['high', 'medium', 'low'] as const)[i % 3]!,
      reasoning: 'states a figure',
      sourcePage: (i % 40) + 1,
      preliminaryIfrs: para === 'S2.99' ? [] : [para],
      anchor: {
        page: (i % 40) + 1,
        rects: [{ x: 0.1, y: 0.2, w: 0.5, h: 0.02 }],
        quote: text,
        prefix: '',
        suffix: '',
        method: 'exact' as const,
        score: 1
      },
      score: 0.9,
      provenance: prov
    },
    verdict: verdict && {
      claimId: id,
      runId: RUN,
      verdict,
      confidence: 'medium' as const,
      reasoning: `${verdict}: test reasoning for ${id}.\nAssessment: combined score 0.5.`,
      ifrsMapping: para === 'S2.99' ? [] : [para],
      citedFindings: [],
      scores: { sufficiency: 0.5, consistency: 0.5, quality: 0.5, completeness: 0.5, overall: 0.5 },
      cycle: 2,
      provenance: prov
    },
    findings: findings(id, i),
    chain: [
      {
        cycle: 1,
        routedTo: ['data_metrics'],
        routingReason: 'quantitative claims go to data_metrics',
        findingIds: [],
        reinvestigation: null
      }
    ]
  };
}

function pillarOf(i: number): string {
  return ['governance', 'strategy', 'risk_management', 'metrics_targets', 'unmapped'][i % 5]!;
}

export function compiledFixture(claims = 20): SourceOfTruth {
  const entries = Array.from({ length: claims }, (_, i) => entry(i));
  const pillars = ['governance', 'strategy', 'risk_management', 'metrics_targets', 'unmapped']
    .map((pillar) => ({ pillar, claims: entries.filter((_, i) => pillarOf(i) === pillar) }))
    .filter((p) => p.claims.length);
  const verdicts = { verified: 0, unverified: 0, contradicted: 0, insufficient_evidence: 0 };
  for (const e of entries) if (e.verdict) verdicts[e.verdict.verdict] += 1;
  const gap = (id: string, paragraphId: string, gapStatus: 'unaddressed' | 'partial', pillar: string) => ({
    id,
    runId: RUN,
    paragraphId,
    gapStatus,
    pillar,
    requirement: `Disclose what ${paragraphId} asks.`,
    missingRequirements: ['the amount', 'the method'],
    whyItMatters: 'Investors compare it across companies.',
    severity: 'high',
    pages: gapStatus === 'partial' ? [12, 13] : [],
    searched: `searched ${claims} claims and 40 pages for ${paragraphId}`,
    provenance: prov
  });
  return SourceOfTruthSchema.parse({
    schemaVersion: 1,
    report: {
      id: REPORT,
      title: 'Kestrel Cement Climate Report 2023',
      fileName: 'kestrel-cement-climate-report-2023.pdf',
      pageCount: 40,
      sha256: 'ab'.repeat(32)
    },
    run: {
      id: RUN,
      config: {},
      appVersion: 'test',
      corpusVersion: 'c-test',
      models: {},
      startedAt: '2026-01-01T10:00:00.000Z',
      compiledAt: '2026-01-01T10:02:30.000Z',
      cycles: 2,
      agents: ['claims', 'orchestrator', 'legal', 'data_metrics', 'academic', 'news_media', 'geography', 'judge'].map(
        (id) => ({ id, available: true, run: { status: 'completed', cycle: 2, message: 'done' } })
      ),
      notInvestigated: []
    },
    summary: {
      claims,
      anchored: claims,
      findings: entries.reduce((n, e) => n + e.findings.length, 0),
      gaps: 2,
      reportFindings: 1,
      checks: { pass: 0, fail: 1, inconclusive: 0 },
      reinvestigations: 3,
      verdicts,
      byType: {},
      byPillar: Object.fromEntries(pillars.map((p) => [p.pillar, p.claims.length]))
    },
    pillars,
    gaps: [
      gap(FIXTURE_IDS.gapUnaddressed, 'S2.29(a)(i)(3)', 'unaddressed', 'metrics_targets'),
      gap(FIXTURE_IDS.gapPartial, 'S2.6(a)', 'partial', 'governance')
    ],
    reportFindings: [
      {
        id: 'rf_1',
        runId: RUN,
        agent: 'data_metrics',
        evidenceType: 'yoy_change',
        summary: 'Year-on-year change does not match.',
        outcome: 'fail',
        confidence: 'high',
        cycle: 1,
        provenance: prov,
        details: {
          checks: [
            {
              checkName: 'yoy_change',
              result: 'fail',
              severity: 'medium',
              values: [{ label: 'stated change', value: -8.5, unit: '%', page: 1, role: 'tested' }],
              computation: '(48,200 − 51,390) / 51,390 = −6.21 %; stated −8.5 %',
              message: 'Page 1 states −8.5 % against 2022; the figures give −6.21 %.',
              ifrsParagraphs: ['S2.29(a)(i)(1)']
            }
          ]
        }
      }
    ]
  });
}

export const fixtureOverrides = (doc: SourceOfTruth): Override[] => {
  const contradicted = doc.pillars.flatMap((p) => p.claims).find((e) => e.verdict?.verdict === 'contradicted')!;
  const other = doc.pillars.flatMap((p) => p.claims).find((e) => e.verdict?.verdict === 'unverified')!;
  return [
    {
      id: 'ovr_1',
      runId: RUN,
      kind: 'verdict',
      targetId: contradicted.claim.id,
      original: 'contradicted',
      value: 'verified',
      note: 'Confirmed with the audited inventory, page 88.',
      analyst: 'Ada Analyst',
      at: '2026-01-02T09:00:00.000Z'
    },
    {
      id: 'ovr_2',
      runId: RUN,
      kind: 'gap',
      targetId: FIXTURE_IDS.gapUnaddressed,
      original: 'unaddressed',
      value: 'dismissed',
      note: 'Scope 3 is reported in the separate CDP response.',
      analyst: 'Ada Analyst',
      at: '2026-01-02T09:05:00.000Z'
    },
    {
      id: 'ovr_3',
      runId: RUN,
      kind: 'verdict',
      targetId: other.claim.id,
      original: 'unverified',
      value: 'verified',
      note: 'first thought',
      analyst: 'Ada Analyst',
      at: '2026-01-02T09:06:00.000Z'
    },
    {
      id: 'ovr_4',
      runId: RUN,
      kind: 'verdict',
      targetId: other.claim.id,
      original: 'unverified',
      value: null,
      note: 'withdrawn: no source after all',
      analyst: 'Ada Analyst',
      at: '2026-01-02T09:07:00.000Z'
    }
  ];
};

/** The fixture as an export writes it: overrides, cross-map over the real registry, methodology, audit. */
export function exportFixture(claims = 20): SourceOfTruth {
  const compiled = compiledFixture(claims);
  return exportDocument(compiled, {
    overrides: fixtureOverrides(compiled),
    registry: getRegistry().listParagraphs(),
    timings: [
      { node: 'claims', ms: 1200, executions: 1 },
      { node: 'judge', ms: 300, executions: 2 }
    ],
    outbound: { total: 2, byOutcome: { blocked: 2 }, hosts: [{ host: 'news.example.org', requests: 2 }] },
    events: [],
    exportedAt: '2026-01-03T08:00:00.000Z',
    preparedBy: 'Ada Analyst'
  });
}
