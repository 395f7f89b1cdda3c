/**
 * Thin handlers for the model engine's settings: read and save them, store or remove an API key
 * (write-only: only `hasKey` comes back; the key is never logged or returned), test the connection
 * through the gateway, and page through the outbound ledger.
 */
import type { HandlerMap } from '../../../shared/ipc/contract';
import type { CoreContext } from '../coreContext';
import { testConnection } from '../../llm/connectionTest';
import { modelSettingsState, saveModelSettings } from '../../llm/settingsState';
import { bindKey, intendedOrigin, rebindAfterSave } from '../../llm/keyBinding';

type ModelHandlers = Pick<
  HandlerMap<CoreContext>,
  'model.settings.get' | 'model.settings.set' | 'model.key.set' | 'model.key.delete' | 'model.test' | 'outbound.list'
>;

const stateOf = (ctx: CoreContext) =>
  modelSettingsState({ settings: ctx.stores.get().settings, keys: ctx.keys, env: ctx.env });

export const modelHandlers: ModelHandlers = {
  'model.settings.get': async (_input, ctx) => stateOf(ctx),
  'model.settings.set': async (input, ctx) => {
    const saved = await saveModelSettings(ctx.stores.get().settings, input.settings);
    await rebindAfterSave(ctx.keys, ctx.stores.get().settings, saved);
    ctx.log.info('model settings saved', { enabled: saved.enabled, provider: saved.provider });
    return stateOf(ctx);
  },
  'model.key.set': async (input, ctx) => {
    await ctx.keys.set(input.provider, input.key);
    const repo = ctx.stores.get().settings;
    await bindKey(repo, input.provider, await intendedOrigin(repo, input.provider));
    ctx.log.info('api key stored', { provider: input.provider, store: ctx.keys.kind });
    return { provider: input.provider, hasKey: await ctx.keys.has(input.provider) };
  },
  'model.key.delete': async (input, ctx) => {
    await ctx.keys.delete(input.provider);
    await bindKey(ctx.stores.get().settings, input.provider, undefined);
    ctx.log.info('api key removed', { provider: input.provider, store: ctx.keys.kind });
    return { provider: input.provider, hasKey: await ctx.keys.has(input.provider) };
  },
  'model.test': async (_input, ctx) => {
    const { settings, outbound } = ctx.stores.get();
    const result = await testConnection({ settings, outbound, keys: ctx.keys, env: ctx.env, log: ctx.log });
    ctx.log.info(
      'model connection tested',
      result.ok ? { ok: true, host: result.host } : { ok: false, host: result.host, code: result.code }
    );
    return result;
  },
  'outbound.list': async (input, ctx) => ctx.stores.get().outbound.list(input.limit, input.offset ?? 0)
};
