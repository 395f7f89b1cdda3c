import { describe, expect, it } from 'vitest';
import type { ModelProviderInfo, ModelSettingsView } from '../../../../../shared/ipc/routes/model';
import { resolveSettings } from '../../../../../main/llm/settings';
import { endpointOf } from '../../../../../shared/ipc/endpoint';
import { isLocalEndpoint } from '../../../../../main/llm/settings';
import { checkForm, errorsFromMessage, formFromSettings, formToSettings, isDirty, withProvider } from '../modelForm';
import { describeTest, formatBytes, formatLedgerTime, formatStatus } from '../modelText';

const stored: ModelSettingsView = {
  enabled: false,
  provider: 'ollama',
  baseUrl: 'http://127.0.0.1:11434/v1',
  models: {},
  concurrency: 4,
  timeoutMs: 60_000,
  maxRetries: 3,
  stream: true
};
const providers: ModelProviderInfo[] = [
  { id: 'openai', label: 'OpenAI', baseUrl: 'https://api.openai.com/v1', needsKey: true, hasKey: false },
  { id: 'ollama', label: 'Ollama', baseUrl: 'http://127.0.0.1:11434/v1', needsKey: false, hasKey: false },
  { id: 'custom', label: 'Custom', baseUrl: null, needsKey: false, hasKey: false }
];

/** main's LLM_INVALID_SETTINGS message for these settings. */
const mainMessage = (input: Record<string, unknown>): string => {
  try {
    resolveSettings(input);
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error('expected the settings to be invalid');
};

describe('model form', () => {
  it('round-trips the stored settings and is clean until edited', () => {
    const form = formFromSettings(stored);
    expect(form).toMatchObject({
      enabled: false,
      provider: 'ollama',
      defaultModel: '',
      concurrency: '4',
      timeoutSec: '60',
      maxRetries: '3'
    });
    expect(isDirty(form, stored)).toBe(false);
    expect(isDirty({ ...form, enabled: true }, stored)).toBe(true);
    expect(isDirty({ ...form, models: { judge: '  ' } }, stored)).toBe(false);
  });

  it('prefills the preset URL when the provider changes; Custom starts empty', () => {
    const form = formFromSettings(stored);
    expect(withProvider(form, providers, 'openai').baseUrl).toBe('https://api.openai.com/v1');
    expect(withProvider(form, providers, 'custom').baseUrl).toBe('');
  });

  it('checks what it can before sending', () => {
    const form = formFromSettings(stored);
    expect(checkForm(form)).toEqual({});
    expect(checkForm({ ...withProvider(form, providers, 'custom') })).toEqual({
      baseUrl: 'A custom provider needs a base URL.'
    });
    expect(
      checkForm({ ...form, baseUrl: 'not a url', concurrency: '2.5', timeoutSec: 'soon', maxRetries: '-1' })
    ).toEqual({
      baseUrl: 'Enter an http:// or https:// URL.',
      concurrency: 'Enter a whole number.',
      timeoutSec: 'Enter a number of seconds.',
      maxRetries: 'Enter a whole number.'
    });
  });

  it('builds the route input: trimmed, blanks dropped, seconds to ms, stream kept', () => {
    const form = {
      ...formFromSettings({ ...stored, temperature: 0.2 }),
      provider: 'custom' as const,
      baseUrl: ' http://localhost:8080/v1 ',
      defaultModel: ' m ',
      models: { news: ' n ', judge: '' },
      timeoutSec: '1.5'
    };
    expect(formToSettings(form, { stream: false, temperature: 0.2 })).toEqual({
      enabled: false,
      provider: 'custom',
      baseUrl: 'http://localhost:8080/v1',
      defaultModel: 'm',
      models: { news: 'n' },
      concurrency: 4,
      timeoutMs: 1500,
      maxRetries: 3,
      stream: false,
      temperature: 0.2
    });
  });

  it("maps main's validation message onto the fields", () => {
    const message = mainMessage({ provider: 'custom', concurrency: 0, timeoutMs: 0, models: { judge: '' } });
    const errors = errorsFromMessage(message);
    expect(errors.baseUrl).toMatch(/^A custom provider needs a base URL/);
    expect(errors.concurrency).toBeTruthy();
    expect(errors.timeoutSec).toBeTruthy();
    expect(errors['models.judge']).toBeTruthy();
    expect(errors.form).toBeUndefined();
    expect(errorsFromMessage(mainMessage({ temperature: 9 })).form).toMatch(/temperature/);
    expect(errorsFromMessage('The key store is locked.')).toEqual({ form: 'The key store is locked.' });
  });

  it('tells local endpoints from remote ones', () => {
    expect(endpointOf('http://127.0.0.1:11434/v1')).toEqual({ host: '127.0.0.1:11434', local: true });
    expect(endpointOf('http://[::1]:8080/v1')).toEqual({ host: '[::1]:8080', local: true });
    expect(endpointOf('http://localhost/v1')).toEqual({ host: 'localhost', local: true });
    expect(endpointOf('https://api.openai.com/v1')).toEqual({ host: 'api.openai.com', local: false });
    expect(endpointOf('http://192.168.1.5:11434/v1')).toEqual({ host: '192.168.1.5:11434', local: false });
    for (const url of [
      'http://127.0.0.1:11434/v1',
      'http://[::1]:8080/v1',
      'http://LOCALHOST/v1',
      'https://api.openai.com/v1',
      'http://10.0.0.1/v1'
    ]) {
      expect(endpointOf(url)?.local).toBe(isLocalEndpoint({ baseUrl: url })); // the same rule as main's
    }
    expect(endpointOf('ftp://x')).toBeNull();
    expect(endpointOf('')).toBeNull();
  });
});

describe('model text', () => {
  it('describes test results', () => {
    expect(
      describeTest({ ok: true, host: 'h:1', model: 'm', reply: 'OK', embedding: { model: 'e', dimensions: 8 } })
    ).toEqual({
      title: 'Connected to h:1',
      detail: 'm answered “OK”. Embedding model e: 8 dimensions.'
    });
    expect(describeTest({ ok: false, host: 'h', code: 'LLM_AUTH', message: 'HTTP 401' })).toEqual({
      title: 'The provider refused the API key',
      detail: 'HTTP 401'
    });
  });

  it('formats ledger cells', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(3 * 1024 * 1024)).toBe('3.0 MB');
    expect(formatStatus(null)).toBe('no answer');
    expect(formatStatus(401)).toBe('401');
    expect(formatStatus(null, 'blocked')).toBe('blocked');
    expect(formatStatus(null, 'timeout')).toBe('timed out');
    expect(formatStatus(200, 'too_large')).toBe('200, too large');
    expect(formatStatus(200, 'ok')).toBe('200');
    const local = new Date(2025, 2, 4, 14, 5, 9);
    expect(formatLedgerTime(local.toISOString())).toBe('2025-03-04 14:05:09');
    expect(formatLedgerTime('garbage')).toBe('garbage');
  });
});
