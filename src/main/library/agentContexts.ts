/**
 * What an agent works with, built in one place: the model gateway for an engine, the agents' outbound
 * client with the evidence providers the analyst switched on, and an agent's read context over a
 * stored report. The pipeline's services (analysisServices.ts) and the CLI's one-agent commands
 * (`sibyl gaps`, `sibyl figures`, the GHG bench) take them from here; the CLI builds no net client,
 * reader or gateway itself (eslint.config.js).
 */
import type { SpecialistId } from '../../shared/domain/agents';
import type { Claim } from '../../shared/domain/claim';
import type { Engine } from '../../shared/domain/provenance';
import type { Report } from '../../shared/domain/report';
import { CommonErrors, SibylError } from '../../shared/ipc/errors';
import type { AgentReads } from '../agents/readContext';
import { allowedEvidenceHosts, loadEvidenceSettings } from '../evidence/settings';
import { envEvidenceKeys, readEvidenceKeys, type EvidenceKeyStore } from '../evidence/keys';
import { evidenceFactory } from '../evidence/factory';
import { NO_PROVIDERS } from '../evidence/types';
import { configuredGateway, type GatewayDeps } from '../llm/configuredGateway';
import type { Gateway } from '../llm/gatewayTypes';
import type { ChatRole } from '../llm/settings';
import { countingCache, memoryCache, type CacheCounts, type NetCache } from '../net/cache';
import { createAllowlist } from '../net/allowlist';
import { createNetClient } from '../net/client';
import type { NetClient } from '../net/types';
import { agentReads, reportReader, type EvidenceFactory } from '../pipeline/readContext';
import type { Stores } from '../store/stores';

export interface AgentContextDeps extends GatewayDeps {
  /** The evidence providers' keys (default: the environment, as the CLI reads them). */
  evidenceKeys?: EvidenceKeyStore;
  /** Where evidence answers (search, geocoding, scene searches) are cached; default: one per run, in memory. */
  evidenceCache?: NetCache;
}

/**
 * Which evidence providers an agent gets: those the analyst switched on in Settings (an analysis), or
 * none at all and a client that reaches no outside host (the CLI's one-agent commands).
 */
export type EvidenceChoice = 'settings' | 'off';

export interface EvidenceServices {
  evidenceNet: NetClient;
  evidence: EvidenceFactory;
  evidenceCache: NetCache & { counts(): CacheCounts };
}

/**
 * The agents' outbound door and the providers built over it: the allowlist gains only the hosts of the
 * providers switched on (none: no outside host at all); search, geocoding and scene-search answers are cached
 * (hits counted); every request is a ledger row with its provider, purpose and query text.
 */
export async function evidenceServices(
  stores: Stores,
  deps: AgentContextDeps,
  choice: EvidenceChoice = 'settings'
): Promise<EvidenceServices> {
  const env = deps.env ?? process.env;
  const settings = choice === 'settings' ? await loadEvidenceSettings(stores.settings, env) : null;
  const hosts = settings ? allowedEvidenceHosts(settings) : [];
  const cache = countingCache(deps.evidenceCache ?? memoryCache());
  const evidenceNet = createNetClient(
    {
      provider: 'evidence',
      allow: createAllowlist({ evidenceOptIn: hosts.length > 0, evidenceHosts: hosts }),
      ledger: stores.outbound,
      cache,
      maxResponseBytes: 8 * 1024 * 1024,
      timeoutMs: 30_000
    },
    deps.log.child('net')
  );
  if (!settings) return { evidenceNet, evidence: () => NO_PROVIDERS, evidenceCache: cache };
  deps.log.info('evidence providers', {
    search: settings.search.enabled ? settings.search.provider : 'off',
    geocoder: settings.geocoder.enabled,
    imagery: settings.imagery.enabled,
    hosts
  });
  const keys = await readEvidenceKeys(deps.evidenceKeys ?? envEvidenceKeys(env));
  return { evidenceNet, evidence: evidenceFactory(settings, keys), evidenceCache: cache };
}

/**
 * The model gateway an engine works with: none offline; on the model engine the configured one, refused
 * (a typed LLM error) before any work when the model engine is off or lacks a model for a role.
 */
export async function agentGateway(
  stores: Stores,
  engine: 'model',
  deps: GatewayDeps,
  roles: readonly ChatRole[]
): Promise<Gateway>;
export async function agentGateway(
  stores: Stores,
  engine: Engine,
  deps: GatewayDeps,
  roles: readonly ChatRole[]
): Promise<Gateway | null>;
export async function agentGateway(
  stores: Stores,
  engine: Engine,
  deps: GatewayDeps,
  roles: readonly ChatRole[]
): Promise<Gateway | null> {
  return engine === 'model' ? configuredGateway(stores, deps, roles) : null;
}

export interface AgentContextRequest {
  reportId: string;
  /** The claims the agent reads (those just extracted, or the report's stored ones). */
  claims: readonly Claim[];
  agent: SpecialistId;
  /** The run its ledger rows are filed under. */
  runId: string;
  evidence: EvidenceChoice;
}

/** One agent's read context over a stored report, as the pipeline gives it: read-only, its own client. */
export async function agentContext(
  stores: Stores,
  req: AgentContextRequest,
  deps: AgentContextDeps
): Promise<{ report: Report; reads: AgentReads }> {
  const report = await stores.reports.get(req.reportId);
  if (!report) throw new SibylError(CommonErrors.NOT_FOUND, `no report with id ${req.reportId}`);
  const { evidenceNet, evidence } = await evidenceServices(stores, deps, req.evidence);
  const reader = reportReader(stores, report, req.claims);
  return { report, reads: agentReads(stores, reader, evidenceNet, req.agent, req.runId, evidence) };
}
