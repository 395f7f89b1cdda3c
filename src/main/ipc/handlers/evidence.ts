/**
 * Thin handlers for the evidence providers' settings: read and save them (with the preview of what
 * each provider would receive), store or remove a provider's key (write-only: only `hasKey` comes
 * back; the key is never logged or returned).
 */
import type { HandlerMap } from '../../../shared/ipc/contract';
import type { CoreContext } from '../coreContext';
import { evidenceSettingsState } from '../../evidence/settingsState';
import { saveEvidenceSettings } from '../../evidence/settings';
import { bindEvidenceKey, rebindEvidenceKeys, unbindEvidenceKey } from '../../evidence/keyBinding';

type EvidenceHandlers = Pick<
  HandlerMap<CoreContext>,
  'evidence.settings.get' | 'evidence.settings.set' | 'evidence.key.set' | 'evidence.key.delete'
>;

const stateOf = (ctx: CoreContext) =>
  evidenceSettingsState({ settings: ctx.stores.get().settings, keys: ctx.evidenceKeys, env: ctx.env });

export const evidenceHandlers: EvidenceHandlers = {
  'evidence.settings.get': async (_input, ctx) => stateOf(ctx),
  'evidence.settings.set': async (input, ctx) => {
    const saved = await saveEvidenceSettings(ctx.stores.get().settings, input.settings);
    await rebindEvidenceKeys(ctx.evidenceKeys, ctx.stores.get().settings, saved);
    ctx.log.info('evidence settings saved', {
      search: saved.search.enabled ? saved.search.provider : 'off',
      geocoder: saved.geocoder.enabled,
      imagery: saved.imagery.enabled
    });
    return stateOf(ctx);
  },
  'evidence.key.set': async (input, ctx) => {
    await ctx.evidenceKeys.set(input.id, input.key);
    await bindEvidenceKey(ctx.stores.get().settings, input.id, ctx.env);
    ctx.log.info('evidence key stored', { id: input.id, store: ctx.evidenceKeys.kind });
    return { id: input.id, hasKey: await ctx.evidenceKeys.has(input.id) };
  },
  'evidence.key.delete': async (input, ctx) => {
    await ctx.evidenceKeys.delete(input.id);
    await unbindEvidenceKey(ctx.stores.get().settings, input.id);
    ctx.log.info('evidence key removed', { id: input.id, store: ctx.evidenceKeys.kind });
    return { id: input.id, hasKey: await ctx.evidenceKeys.has(input.id) };
  }
};
