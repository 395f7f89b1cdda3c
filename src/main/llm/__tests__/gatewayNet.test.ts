import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { silentLogger } from '../../log';
import { createAllowlist } from '../../net/allowlist';
import { createNetClient } from '../../net/client';
import { type NetClientOptions, type OutboundRecord } from '../../net/types';
import { chat } from '../fakeOpenAIServer';
import { LlmErrors } from '../errors';
import { createGateway } from '../gateway';
import { useFakeOpenAI } from './fakeServerHooks';

const KEY = 'sk-test-SECRET-key-0123456789abcdef';
const VALID = '{"score": 3}';
const Answer = z.object({ score: z.number() });
const fake = useFakeOpenAI(() => chat(VALID));

function setup(net: Partial<NetClientOptions> = {}) {
  const rows: OutboundRecord[] = [];
  const client = createNetClient(
    {
      provider: 'custom',
      allow: createAllowlist({ modelBaseUrl: fake.baseUrl }),
      ledger: { record: async (r) => void rows.push(r) },
      ...net
    },
    silentLogger
  );
  const gateway = createGateway({
    settings: { enabled: true, provider: 'custom', baseUrl: fake.baseUrl, defaultModel: 'm1', maxRetries: 2 },
    apiKey: KEY,
    log: silentLogger,
    backoff: { baseMs: 1, maxMs: 2 },
    net: client
  });
  return { gateway, rows, client };
}

describe('model gateway through net/', () => {
  it('writes one ledger row per request with the purpose, run and bytes, never the key', async () => {
    const { gateway, rows, client } = setup();
    fake.script(chat('not json'), chat(VALID));
    await gateway.complete('extraction', { user: 'text' }, Answer, { runId: 'run-7' });
    await gateway.embed(['a', 'b'], { model: 'emb', runId: 'run-7' });
    await client.flush();
    expect(rows.map((r) => [r.purpose, r.runId, r.status, r.outcome])).toEqual([
      ['chat:extraction', 'run-7', 200, 'ok'],
      ['chat:extraction:repair', 'run-7', 200, 'ok'],
      ['embeddings:embedding', 'run-7', 200, 'ok']
    ]);
    for (const r of rows) {
      expect(r.bytesOut).toBeGreaterThan(0);
      expect(r.bytesIn).toBeGreaterThan(0);
    }
    expect(JSON.stringify(rows)).not.toContain('SECRET');
  });

  it('a host the client refuses is LLM_NOT_CONFIGURED at the first attempt, logged as blocked, and nothing reaches the server', async () => {
    const { gateway, rows, client } = setup({ allow: { allows: () => false } });
    const err = await gateway.completeText('extraction', { user: 'text' }).catch((e: unknown) => e);
    expect(err).toMatchObject({ llmCode: LlmErrors.LLM_NOT_CONFIGURED, details: { attempts: 1 } });
    expect(fake.requests).toHaveLength(0);
    await client.flush();
    expect(rows).toEqual([expect.objectContaining({ outcome: 'blocked', status: null, purpose: 'chat:extraction' })]);
  });

  it('an answer over the size limit is LLM_BAD_OUTPUT, logged as too_large', async () => {
    const { gateway, rows, client } = setup({ maxResponseBytes: 40 });
    const err = await gateway.completeText('extraction', { user: 'text' }).catch((e: unknown) => e);
    expect(err).toMatchObject({ llmCode: LlmErrors.LLM_BAD_OUTPUT });
    await client.flush();
    expect(rows.map((r) => r.outcome)).toEqual(['too_large']);
  });
});
