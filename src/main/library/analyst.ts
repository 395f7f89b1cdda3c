/**
 * The analyst's name, kept in settings (key `analyst`): it signs overrides and exports. Trimmed,
 * printable, at most 120 characters; an empty name clears it.
 */
import { CommonErrors, SibylError } from '../../shared/ipc/errors';
import type { SettingsRepo } from '../store/pg/repos/settings';

const KEY = 'analyst';

export async function analystName(settings: SettingsRepo): Promise<string | null> {
  const v = await settings.get<{ name?: unknown }>(KEY);
  return typeof v?.name === 'string' && v.name.trim() ? v.name.trim() : null;
}

export async function setAnalystName(settings: SettingsRepo, name: string): Promise<string | null> {
  const clean = name.replace(/\s+/g, ' ').trim();
  if (clean.length > 120)
    throw new SibylError(CommonErrors.INVALID_INPUT, 'the analyst name is longer than 120 characters');
  if (/[\u0000-\u001f\u007f]/.test(clean))
    throw new SibylError(CommonErrors.INVALID_INPUT, 'the analyst name holds control characters');
  await settings.set(KEY, { name: clean });
  return clean || null;
}
