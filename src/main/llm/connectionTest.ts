/**
 * The analyst's "Test connection": one tiny chat call with the extraction model (and a one-text
 * embedding probe when an embedding model is set) through the model gateway, so each request is
 * written to the outbound ledger like any other. No report text is sent, and nothing at all while the
 * model engine is off. A failure is an answer here (typed code + readable message), not an exception;
 * only bugs are thrown. Retries are off so an unreachable endpoint answers at once.
 */
import type { ConnectionTest } from '../../shared/ipc/routes/model';
import type { Logger } from '../log';
import type { OutboundRepo } from '../store/pg/repos/outbound';
import type { SettingsRepo } from '../store/pg/repos/settings';
import { LlmError, LlmErrors, llmError } from './errors';
import { createGateway, type Gateway } from './gateway';
import type { KeyStore } from './keys';
import { keyForEndpoint } from './keyBinding';
import type { NetClient } from '../net/types';
import { loadModelSettings, modelNetClient } from './modelConfig';
import { modelFor } from './settings';

/** The run id the test's ledger rows carry. */
export const CONNECTION_TEST_RUN_ID = 'connection-test';
const TEST_TIMEOUT_MS = 30_000;
const PROMPT = { system: 'This is a connection test. Answer with one word.', user: 'Reply with: OK' };

export interface ConnectionTestDeps {
  settings: SettingsRepo;
  outbound: OutboundRepo;
  keys: KeyStore;
  log: Logger;
  env?: NodeJS.ProcessEnv;
}

export async function testConnection(deps: ConnectionTestDeps): Promise<ConnectionTest> {
  let host: string | null = null;
  let gateway: Gateway | undefined;
  let net: NetClient | undefined;
  try {
    const settings = await loadModelSettings(deps.settings, deps.env);
    host = settings.baseUrl ? new URL(settings.baseUrl).host : null;
    if (!settings.enabled)
      throw new LlmError(
        LlmErrors.LLM_NOT_CONFIGURED,
        'The model engine is off. Switch it on and save before testing the connection.'
      );
    const model = modelFor(settings, 'extraction');
    if (!model) throw llmError.noModel('extraction');
    const apiKey = await keyForEndpoint(deps.keys, deps.settings, settings, deps.env);
    net = modelNetClient(deps.outbound, settings, deps.log);
    gateway = createGateway({
      settings: { ...settings, maxRetries: 0, timeoutMs: Math.min(settings.timeoutMs, TEST_TIMEOUT_MS) },
      ...(apiKey ? { apiKey } : {}),
      log: deps.log.child('llm'),
      net
    });
    const answer = await gateway.completeText('extraction', PROMPT, { runId: CONNECTION_TEST_RUN_ID });
    const embeddingModel = modelFor(settings, 'embedding');
    let embedding: { model: string; dimensions: number } | null = null;
    if (embeddingModel) {
      const [vector] = await gateway.embed(['connection test'], { runId: CONNECTION_TEST_RUN_ID });
      embedding = { model: embeddingModel, dimensions: vector?.length ?? 0 };
    }
    return { ok: true, host: host ?? '', model, reply: answer.text.trim().slice(0, 80), embedding };
  } catch (err) {
    if (err instanceof LlmError) return { ok: false, host, code: err.llmCode, message: err.message };
    throw err;
  } finally {
    gateway?.close();
    await net?.flush();
  }
}
