/** The evidence providers: the contract (types.ts) and what the composition root and Settings use. */
export * from './types';
export { EvidenceError, EvidenceErrors, isEvidenceError, type EvidenceErrorCode } from './errors';
export { evidenceFactory, type EvidenceKeys } from './factory';
export { allowedEvidenceHosts, loadEvidenceSettings, saveEvidenceSettings, type EvidenceSettings } from './settings';
export {
  envEvidenceKeys,
  memoryEvidenceKeys,
  readEvidenceKeys,
  sessionEvidenceKeys,
  EVIDENCE_KEY_ENV,
  type EvidenceKeyStore
} from './keys';
export { evidenceSettingsState } from './settingsState';
