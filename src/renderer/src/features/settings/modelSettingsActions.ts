/**
 * Model-engine settings workflows: load what main knows, edit and save the form (inline errors from
 * main's validation), store or remove the API key (the key string is sent once and never kept here),
 * test the connection, and page through the outbound ledger.
 */
import type { ModelProvider } from '../../../../shared/ipc/routes/model';
import { request } from '../../ipc/client';
import { errorCodeOf } from '../../ipc/errorText';
import { errorMessage } from './format';
import {
  checkForm,
  errorsFromMessage,
  formFromSettings,
  formToSettings,
  withProvider,
  type ModelForm
} from './modelForm';
import { modelSettingsStore as store, OUTBOUND_PAGE } from './modelSettingsStore';

export async function loadModelSettings(): Promise<void> {
  store.setState({ load: 'loading', loadError: null });
  try {
    const state = await request('model.settings.get', {});
    store.setState({ load: 'ready', state, form: formFromSettings(state.settings), errors: {}, saved: false });
  } catch (err) {
    store.setState({ load: 'error', loadError: errorMessage(err, 'The model settings could not be read') });
  }
}

export function editForm(patch: Partial<ModelForm>): void {
  store.setState((s) => (s.form ? { form: { ...s.form, ...patch }, saved: false } : s));
}

export function editRoleModel(role: keyof ModelForm['models'], model: string): void {
  store.setState((s) =>
    s.form ? { form: { ...s.form, models: { ...s.form.models, [role]: model } }, saved: false } : s
  );
}

export function chooseProvider(id: ModelProvider): void {
  store.setState((s) =>
    s.form && s.state
      ? { form: withProvider(s.form, s.state.providers, id), saved: false, keyError: null, errors: {} }
      : s
  );
}

export async function saveModelSettings(): Promise<void> {
  const { form, state } = store.getState();
  if (!form || !state) return;
  const errors = checkForm(form);
  if (Object.keys(errors).length) {
    store.setState({ errors, saved: false });
    return;
  }
  store.setState({ saving: true, errors: {}, saved: false });
  try {
    const next = await request('model.settings.set', { settings: formToSettings(form, state.settings) });
    store.setState({ state: next, form: formFromSettings(next.settings), saved: true, test: null, testError: null });
  } catch (err) {
    const message = errorMessage(err, 'The settings could not be saved');
    store.setState({
      errors: errorCodeOf(err) === 'LLM_INVALID_SETTINGS' ? errorsFromMessage(message) : { form: message }
    });
  } finally {
    store.setState({ saving: false });
  }
}

/** Refreshes main's view (key flags, readiness) without touching the form being edited. */
async function refreshState(): Promise<void> {
  try {
    store.setState({ state: await request('model.settings.get', {}) });
  } catch {
    /* the last known state stays; the next load says what is wrong */
  }
}

/** Sends the key to main's key store. Returns whether it was stored (the field then clears). */
export async function storeApiKey(provider: ModelProvider, key: string): Promise<boolean> {
  if (!key.trim()) {
    store.setState({ keyError: 'Enter the API key.' });
    return false;
  }
  store.setState({ keyBusy: true, keyError: null });
  try {
    await request('model.key.set', { provider, key });
    await refreshState();
    return true;
  } catch (err) {
    store.setState({ keyError: errorMessage(err, 'The key could not be stored') });
    return false;
  } finally {
    store.setState({ keyBusy: false });
  }
}

export async function removeApiKey(provider: ModelProvider): Promise<void> {
  store.setState({ keyBusy: true, keyError: null });
  try {
    await request('model.key.delete', { provider });
    await refreshState();
  } catch (err) {
    store.setState({ keyError: errorMessage(err, 'The key could not be removed') });
  } finally {
    store.setState({ keyBusy: false });
  }
}

export async function testModelConnection(): Promise<void> {
  store.setState({ testing: true, test: null, testError: null });
  try {
    store.setState({ test: await request('model.test', {}) });
  } catch (err) {
    store.setState({ testError: errorMessage(err, 'The connection test could not run') });
  } finally {
    store.setState({ testing: false });
    void loadOutbound(0);
  }
}

export async function loadOutbound(offset = store.getState().outbound.offset): Promise<void> {
  store.setState((s) => ({ outbound: { ...s.outbound, load: 'loading', error: null } }));
  try {
    const { rows, total } = await request('outbound.list', { limit: OUTBOUND_PAGE, offset });
    store.setState({ outbound: { load: 'ready', rows, total, offset, error: null } });
  } catch (err) {
    store.setState((s) => ({
      outbound: { ...s.outbound, load: 'error', error: errorMessage(err, 'The outbound requests could not be read') }
    }));
  }
}
