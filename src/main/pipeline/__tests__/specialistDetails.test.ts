/** The specialist node parses each finding's typed details: defaults filled, another agent's shape refused with its path. */
import { describe, expect, it, vi } from 'vitest';
import { specialistNode } from '../nodes/specialist';
import { initialState } from '../state';
import type { NodeContext } from '../context';
import type { SpecialistAgent } from '../../agents/specialist';
import type { Logger } from '../../log';
import { RunConfigSchema } from '../../../shared/domain/pipeline';
import type { Finding } from '../../../shared/domain/finding';
import { makeClaim } from '../../agents/judge/__tests__/fixtures';

const claim = makeClaim('quantitative');
const raw = (id: string, details: unknown): Finding =>
  ({
    id,
    runId: 'run_x',
    claimId: claim.id,
    agent: 'data_metrics',
    evidenceType: 'consistency_checks',
    summary: 's',
    details,
    supportsClaim: false,
    confidence: 'high',
    cycle: 1,
    provenance: { engine: 'offline', sources: [] }
  }) as never;

function run(findings: Finding[]) {
  const warn = vi.fn();
  const log: Logger = { debug: vi.fn(), info: vi.fn(), warn, error: vi.fn(), child: () => log };
  const agent: SpecialistAgent = {
    id: 'data_metrics',
    activeFor: () => true,
    investigate: async () => ({ findings, infoRequests: [], infoResponses: [] })
  } as never;
  const config = RunConfigSchema.parse({});
  const state = {
    ...initialState('run_x', claim.reportId, config),
    claims: [claim],
    assignments: { data_metrics: [{ claimId: claim.id, queries: [] }] }
  };
  // The agent reads nothing: a report record is enough for its read context.
  const stores = { reports: { get: async () => ({ id: claim.reportId, title: 'Report', pageCount: 1 }) } };
  const evidenceNet = { request: vi.fn(), fetcher: vi.fn(), allows: () => false, flush: async () => undefined };
  const ctx = {
    runId: 'run_x',
    config,
    signal: new AbortController().signal,
    step: 1,
    emit: vi.fn(),
    agents: [agent],
    log,
    stores,
    evidenceNet
  } as unknown as NodeContext;
  return { update: specialistNode('data_metrics')(state, ctx), warn };
}

describe('specialist node: typed details', () => {
  it('keeps the parsed finding, with the lists its agent left out filled in', async () => {
    const { update } = run([
      raw('f_ok', {
        checks: [
          {
            checkName: 'yoy_change',
            result: 'fail',
            severity: 'medium',
            message: 'change vs 2022',
            computation: '-9.8 % computed; stated -12 %'
          }
        ]
      })
    ]);
    const f = (await update).findings?.[0];
    expect(f?.agent === 'data_metrics' && f.details.checks[0]?.sources).toEqual([]);
  });

  it("drops a finding carrying another agent's details and says where", async () => {
    const { update, warn } = run([raw('f_bad', { sources: [] })]);
    expect((await update).findings).toEqual([]);
    expect(warn).toHaveBeenCalledWith('dropped a malformed finding', {
      agent: 'data_metrics',
      id: 'f_bad',
      why: expect.stringMatching(/^details: Unrecognized key: "sources"/)
    });
  });
});
