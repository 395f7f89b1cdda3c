/**
 * Legal's gap scan over one imported twin, through the offline claims engine, as `sibyl gaps` runs
 * it; every gap checked against the report.json schema. Shared by the gap-twin test files.
 */
import { isDeepStrictEqual } from 'node:util';
import { runClaimsLogged } from '../../src/main/claims/loggedClaimRun';
import { createOfflineEngine } from '../../src/main/claims/offline/engine';
import { scanDisclosureGaps, type GapScanOptions, type GapScanResult } from '../../src/main/agents/legal/gaps/scan';
import { corpusReader, reportReader } from '../../src/main/pipeline/readContext';
import { createAllowlist } from '../../src/main/net/allowlist';
import { createNetClient } from '../../src/main/net/client';
import { DisclosureGapSchema } from '../../src/shared/domain/finding';
import type { ImportedFixture } from './importedFixture';
import { NO_PROVIDERS } from '../../src/main/evidence/types';

export async function scanTwin(fx: ImportedFixture, opts: GapScanOptions = {}): Promise<GapScanResult> {
  const { claims } = await runClaimsLogged(fx.stores, {
    reportId: fx.report.id,
    engine: createOfflineEngine(),
    log: fx.log
  });
  const net = createNetClient(
    { provider: 'evidence', allow: createAllowlist({ evidenceOptIn: false }), ledger: fx.stores.outbound },
    fx.log
  );
  const reads = {
    report: reportReader(fx.stores, fx.report, claims),
    corpus: corpusReader(fx.stores),
    net,
    evidence: NO_PROVIDERS
  };
  const res = await scanDisclosureGaps(
    { runId: `run_twin_${fx.report.id}`, reportId: fx.report.id, cycle: 1, engine: 'offline', claims },
    reads,
    opts
  );
  for (const g of res.gaps) {
    const parsed = DisclosureGapSchema.parse(g);
    if (!isDeepStrictEqual(parsed, g)) throw new Error(`gap ${g.id} does not round-trip through DisclosureGapSchema`);
  }
  return res;
}
