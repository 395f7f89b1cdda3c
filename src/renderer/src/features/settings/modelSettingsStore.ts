/**
 * State of the "Model engine" settings: what main last said (settings, providers with `hasKey`, key
 * store, readiness), the form being edited, and the progress of saving, key changes, the connection
 * test and the outbound-ledger page. UI state only; main owns the settings and keys (never held here).
 * `modelSettingsActions.ts` fills it.
 */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { ConnectionTest, ModelSettingsState, OutboundRow } from '../../../../shared/ipc/routes/model';
import type { FieldErrors, ModelForm } from './modelForm';

type Load = 'idle' | 'loading' | 'ready' | 'error';

export interface ModelSettingsUi {
  load: Load;
  loadError: string | null;
  /** Main's last answer. */
  state: ModelSettingsState | null;
  form: ModelForm | null;
  saving: boolean;
  errors: FieldErrors;
  /** Set after a successful save until the next edit. */
  saved: boolean;
  keyBusy: boolean;
  keyError: string | null;
  testing: boolean;
  test: ConnectionTest | null;
  testError: string | null;
  outbound: { load: Load; rows: OutboundRow[]; total: number; offset: number; error: string | null };
}

export const OUTBOUND_PAGE = 25;

export const initialModelSettings: ModelSettingsUi = {
  load: 'idle',
  loadError: null,
  state: null,
  form: null,
  saving: false,
  errors: {},
  saved: false,
  keyBusy: false,
  keyError: null,
  testing: false,
  test: null,
  testError: null,
  outbound: { load: 'idle', rows: [], total: 0, offset: 0, error: null }
};

export const modelSettingsStore = createStore<ModelSettingsUi>(() => initialModelSettings);

export const useModelSettings = <T>(selector: (s: ModelSettingsUi) => T): T => useStore(modelSettingsStore, selector);
export const useModelState = (): ModelSettingsState | null => useModelSettings((s) => s.state);
export const useModelForm = (): ModelForm | null => useModelSettings((s) => s.form);
export const useFieldErrors = (): FieldErrors => useModelSettings((s) => s.errors);
export const useOutbound = (): ModelSettingsUi['outbound'] => useModelSettings((s) => s.outbound);
