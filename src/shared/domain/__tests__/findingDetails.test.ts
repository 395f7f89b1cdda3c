/** Typed finding details: each agent's shape, tied to the finding's agent; bad details refused with the path. */
import { describe, expect, it } from 'vitest';
import { FindingSchema, ReportFindingSchema } from '../finding';
import { FINDING_EVIDENCE, type EvidenceKinds } from '../findingDetails';

const base = {
  id: 'f1',
  runId: 'run_x',
  claimId: 'c1',
  summary: 's',
  supportsClaim: true,
  confidence: 'high',
  cycle: 1,
  provenance: { engine: 'offline', sources: [] }
};
/** A kind each agent files, so only the details are under test. */
const KIND: Record<keyof EvidenceKinds, string> = {
  legal: 'ifrs_compliance',
  data_metrics: 'consistency_checks',
  academic: 'methodology',
  news_media: 'news_coverage',
  geography: 'locations_resolved'
};
const of = (agent: keyof EvidenceKinds) => ({ ...base, agent, evidenceType: KIND[agent] });
const page = { kind: 'report', ref: 'chunk_14_2', page: 14 };
const issues = (input: unknown): string[] => {
  const r = FindingSchema.safeParse(input);
  if (r.success) throw new Error('expected the finding to be refused');
  return r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

const valid = {
  legal: {
    ifrsMappings: [{ paragraphId: 'S2.29(a)(i)(1)', status: 'partially_met', evidence: page }],
    subRequirements: [{ paragraphId: 'S2.29(a)(i)(1)', requirement: 'consolidation approach', addressed: false }]
  },
  data_metrics: {
    checks: [
      {
        checkName: 'scope_addition',
        result: 'fail',
        severity: 'high',
        values: [{ label: 'Scope 1, 2023', value: 12.1, unit: 't CO2e', page: 4 }],
        computation: '12.1 + 8.4 + 3.3 = 23.8; stated 23.9',
        message: 'the scopes do not add up to the total',
        tolerance: 0.01,
        ifrsParagraphs: ['S2.29(a)(i)(3)'],
        sources: [page]
      }
    ]
  },
  academic: {
    references: [
      {
        title: 'GHG Protocol Corporate Standard',
        kind: 'standard',
        tier: 1,
        url: 'https://ghgprotocol.org/corporate-standard'
      }
    ],
    methodology: { assessment: 'consistent' }
  },
  news_media: {
    sources: [
      { outlet: 'Reuters', publishedOn: '2023-03-14', url: 'https://example.org/r', tier: 1, stance: 'contradicts' }
    ],
    contradictionType: 'direct'
  },
  geography: {
    locations: [{ name: 'Rotterdam plant', country: 'NL', latitude: 51.9, longitude: 4.4, source: page }],
    observations: [
      {
        kind: 'satellite_imagery',
        location: 0,
        provider: 'Sentinel-2',
        ref: 'S2A_MSIL2A_20230601',
        capturedOn: '2023-06-01'
      }
    ]
  }
} as const;

describe('finding details', () => {
  it("parses each agent's details and narrows them by agent", () => {
    for (const [agent, details] of Object.entries(valid))
      expect(FindingSchema.parse({ ...of(agent as keyof EvidenceKinds), details }).agent).toBe(agent);
    const f = FindingSchema.parse({ ...of('news_media'), details: valid.news_media });
    if (f.agent !== 'news_media') throw new Error('narrowing');
    expect(f.details.sources[0]?.tier).toBe(1);
  });

  it('fills the empty shape of the agent when details are absent', () => {
    expect(FindingSchema.parse({ ...of('legal') }).details).toEqual({
      ifrsMappings: [],
      subRequirements: [],
      missingRequirements: [],
      partial: false
    });
    expect(FindingSchema.parse({ ...of('news_media') }).details).toEqual({
      sources: [],
      contradictionType: null
    });
  });

  it("refuses another agent's details on a finding", () => {
    expect(issues({ ...of('legal'), details: valid.data_metrics })).toEqual([
      expect.stringMatching(/^details: Unrecognized key: "checks"/)
    ]);
    expect(issues({ ...of('geography'), details: valid.news_media }).join('\n')).toMatch(
      /Unrecognized keys: "sources", "contradictionType"/
    );
  });

  it('refuses an unknown agent', () => {
    expect(issues({ ...base, agent: 'astrology', details: {} }).join('\n')).toMatch(/^agent: /);
  });

  it('refuses malformed details with the path of the fault', () => {
    expect(issues({ ...of('legal'), details: { ifrsMappings: [{ paragraphId: 'S9.99', status: 'met' }] } })[0]).toMatch(
      /^details\.ifrsMappings\.0\.paragraphId: /
    );
    expect(
      issues({
        ...of('data_metrics'),
        details: { checks: [{ checkName: 'vibes', result: 'pass', severity: 'low', message: 'x' }] }
      })[0]
    ).toMatch(/^details\.checks\.0\.checkName: /);
    expect(
      issues({
        ...of('news_media'),
        details: { sources: [{ outlet: 'X', url: 'https://x.org', tier: 'one', stance: 'supports' }] }
      })[0]
    ).toMatch(/^details\.sources\.0\.tier: /);
    expect(
      issues({
        ...of('news_media'),
        details: {
          sources: [{ outlet: 'X', url: 'https://x.org', tier: 1, stance: 'supports', publishedOn: '14/03/2023' }]
        }
      })
    ).toEqual(['details.sources.0.publishedOn: expected a date as YYYY-MM-DD']);
    expect(
      issues({
        ...of('academic'),
        details: { references: [{ title: 'A paper', kind: 'peer_reviewed', tier: 1 }] }
      })
    ).toEqual(['details.references.0: a reference needs a doi or a url (where it came from)']);
    expect(
      issues({
        ...of('geography'),
        details: { locations: [{ ...valid.geography.locations[0], latitude: 95 }] }
      })[0]
    ).toMatch(/^details\.locations\.0\.latitude: /);
    expect(
      issues({
        ...of('geography'),
        details: { ...valid.geography, observations: [{ ...valid.geography.observations[0], location: 3 }] }
      })
    ).toEqual(['details.observations: an observation points at a location that is not listed']);
  });
});

describe('evidence kinds', () => {
  it("parses every kind of each agent and refuses another agent's kind or a misspelt one", () => {
    for (const [agent, kinds] of Object.entries(FINDING_EVIDENCE))
      for (const evidenceType of kinds.options)
        expect(FindingSchema.parse({ ...base, agent, evidenceType }).evidenceType).toBe(evidenceType);
    expect(issues({ ...of('legal'), evidenceType: 'news_coverage' })[0]).toMatch(/^evidenceType: /);
    expect(issues({ ...of('news_media'), evidenceType: 'news-coverage' })[0]).toMatch(/^evidenceType: /);
    expect(issues({ ...of('academic'), evidenceType: 'not_consulted' })[0]).toMatch(/^evidenceType: /);
  });

  it('lists every kind an agent has ever filed, so stored runs still parse', () => {
    expect(Object.fromEntries(Object.entries(FINDING_EVIDENCE).map(([a, k]) => [a, k.options]))).toEqual({
      legal: ['ifrs_compliance', 'no_ifrs_paragraph'],
      data_metrics: ['consistency_checks', 'no_checkable_figure', 'benchmark_answer'],
      academic: [
        'certificate_scope',
        'offset_accounting',
        'sbti_validation',
        'sbti_alignment',
        'methodology',
        'benchmark_corpus',
        'research_corpus',
        'refined_queries',
        'no_technical_assertion'
      ],
      news_media: ['not_consulted', 'news_coverage', 'no_coverage'],
      geography: ['imagery_comparison', 'locations_resolved', 'no_location']
    });
  });

  it("takes Legal's gap scan and Data/Metrics' checks by name as whole-report kinds, and none of the others'", () => {
    const report = { id: 'r1', runId: 'run_x', summary: 's', outcome: 'pass', confidence: 'high', cycle: 1 };
    const parse = (agent: string, evidenceType: string) =>
      ReportFindingSchema.safeParse({ ...report, provenance: base.provenance, agent, evidenceType }).success;
    expect(parse('legal', 'gap_scan')).toBe(true);
    expect(parse('data_metrics', 'scope_addition')).toBe(true);
    expect(parse('data_metrics', 'table_totals')).toBe(false);
    expect(parse('news_media', 'news_coverage')).toBe(false);
  });

  it('keeps evidenceType where it stood among the fields (report.json and stored rows read the same)', () => {
    const keys = Object.keys(FindingSchema.parse({ ...of('legal'), details: {} }));
    expect(keys.slice(0, 5)).toEqual(['id', 'runId', 'claimId', 'evidenceType', 'summary']);
  });
});
