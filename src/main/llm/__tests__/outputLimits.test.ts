/** Limits on what a model call asks for and keeps: redaction before the cut, an answer-length cap, capped texts. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { silentLogger } from '../../log';
import { createAllowlist } from '../../net/allowlist';
import { createNetClient } from '../../net/client';
import { chat, httpError } from '../fakeOpenAIServer';
import { redact } from '../errors';
import { createGateway } from '../gateway';
import { MAX_OUTPUT_TOKENS } from '../chatCall';
import { MAX_ANSWER_TEXT_CHARS, validateAnswer } from '../structured';
import { useFakeOpenAI } from './fakeServerHooks';

const fake = useFakeOpenAI(() => chat('{"text": "ok"}'));

function gateway(extra: Record<string, unknown> = {}) {
  return createGateway({
    settings: { enabled: true, provider: 'custom', baseUrl: fake.baseUrl, defaultModel: 'm1', maxRetries: 1, ...extra },
    apiKey: 'sk-test-key-0123456789',
    log: silentLogger,
    backoff: { baseMs: 1, maxMs: 2 },
    net: createNetClient({ provider: 'custom', allow: createAllowlist({ modelBaseUrl: fake.baseUrl }) }, silentLogger)
  });
}

describe('redaction', () => {
  it('removes a key that straddles the 300-character cut, leaving no prefix of it', () => {
    const key = 'tvly-ABCDEFGHIJKLMNOPQRSTUV';
    const out = redact(`${'x'.repeat(290)}${key} and more`, key);
    expect(out.length).toBeLessThanOrEqual(300);
    expect(out).not.toContain('tvly-ABC');
    expect(redact(`${'y'.repeat(294)} sk-abcdefghijklmnop`)).not.toContain('sk-a');
  });
});

describe('answer length', () => {
  it('asks for at most MAX_OUTPUT_TOKENS (or the configured number) on every chat call', async () => {
    const g = gateway();
    await g.completeText('extraction', { user: 'hi' });
    expect((fake.requests.at(-1)?.body as { max_tokens?: number }).max_tokens).toBe(MAX_OUTPUT_TOKENS);
    const g2 = gateway({ maxOutputTokens: 1024 });
    await g2.completeText('extraction', { user: 'hi' });
    expect((fake.requests.at(-1)?.body as { max_tokens?: number }).max_tokens).toBe(1024);
    g.close();
    g2.close();
  });

  it('falls back to max_completion_tokens when an endpoint refuses max_tokens', async () => {
    const g = gateway();
    fake.script(httpError(400, { message: "Unsupported parameter: 'max_tokens'" }), chat('{"text": "ok"}'));
    await g.completeText('extraction', { user: 'hi' });
    const last = fake.requests.at(-1)?.body as Record<string, unknown>;
    expect(last.max_tokens).toBeUndefined();
    expect(last.max_completion_tokens).toBe(MAX_OUTPUT_TOKENS);
    g.close();
  });
});

describe('answer texts', () => {
  it('are cut to MAX_ANSWER_TEXT_CHARS before the schema sees them', () => {
    const long = 'z'.repeat(MAX_ANSWER_TEXT_CHARS * 3);
    const r = validateAnswer(
      z.object({ claims: z.array(z.object({ text: z.string() })) }),
      JSON.stringify({ claims: [{ text: long }] })
    );
    if (!r.ok) throw new Error(r.issues.join('; '));
    expect(r.value.claims[0]!.text).toHaveLength(MAX_ANSWER_TEXT_CHARS);
    expect(r.notes.join(' ')).toMatch(/claims\[0\]\.text: text cut/);
  });
});
