/**
 * The embedder the knowledge index should use: the configured endpoint's embedding model when the
 * analyst switched the model engine on and chose one, otherwise null (the stores then use the local
 * deterministic embedder). One probe call learns the vector size; if the endpoint cannot be reached
 * the app stays fully usable on the local embedder and says why in the log. The index records the
 * embedder id, so switching either way rebuilds it.
 */
import type { Logger } from '../log';
import type { Embedder } from '../store/lance/embedder';
import type { OutboundRepo } from '../store/pg/repos/outbound';
import type { SettingsRepo } from '../store/pg/repos/settings';
import { loadModelSettings, modelNetClient } from './modelConfig';
import { createEndpointEmbedder } from './endpointEmbedder';
import { createGateway } from './gateway';
import type { KeyStore } from './keys';
import { keyForEndpoint } from './keyBinding';
import { modelFor } from './settings';

export async function configuredEmbedder(deps: {
  settings: SettingsRepo;
  outbound: OutboundRepo;
  keys: KeyStore;
  log: Logger;
  env?: NodeJS.ProcessEnv;
}): Promise<Embedder | null> {
  try {
    const settings = await loadModelSettings(deps.settings, deps.env);
    const model = modelFor(settings, 'embedding');
    if (!settings.enabled || !model) return null;
    const apiKey = await keyForEndpoint(deps.keys, deps.settings, settings, deps.env);
    const gateway = createGateway({
      settings,
      ...(apiKey ? { apiKey } : {}),
      log: deps.log.child('llm'),
      net: modelNetClient(deps.outbound, settings, deps.log)
    });
    const [probe] = await gateway.embed(['dimension probe'], { runId: 'index' });
    if (!probe?.length) throw new Error('the endpoint returned an empty embedding');
    return createEndpointEmbedder(gateway, { model, dim: probe.length, runId: 'index' });
  } catch (err) {
    deps.log.warn('embedding endpoint unavailable; using the local embedder', {
      error: err instanceof Error ? err.message : String(err)
    });
    return null;
  }
}
