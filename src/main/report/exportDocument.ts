/**
 * The document every export writes: the compiled Source of Truth as stored, with what the stores
 * know of the run added (analyst overrides, the S1/S2 cross-map, the methodology and the audit trail).
 * The compiled verdicts and gaps are never changed: overrides sit beside them. Pure.
 */
import type { PipelineEvent } from '../../shared/domain/events';
import type { Override } from '../../shared/domain/override';
import { byTime } from '../../shared/domain/override';
import { SourceOfTruthSchema, type SourceOfTruth } from '../../shared/domain/sourceOfTruth';
import type { Methodology, NodeTimingRow } from '../../shared/domain/reportExtras';
import type { RegistryEntry } from '../corpus/registrySchema';
import { auditTrail } from './audit';
import { crossMap } from './crossMap';

export interface ExportInputs {
  overrides: readonly Override[];
  registry: readonly RegistryEntry[];
  timings: readonly NodeTimingRow[];
  outbound: Methodology['outbound'];
  events: readonly PipelineEvent[];
  exportedAt: string;
  preparedBy: string | null;
}

export function exportDocument(compiled: SourceOfTruth, inputs: ExportInputs): SourceOfTruth {
  const overrides = [...inputs.overrides].sort(byTime);
  const withOverrides: SourceOfTruth = { ...compiled, overrides };
  const wallMs = Math.max(0, Date.parse(compiled.run.compiledAt) - Date.parse(compiled.run.startedAt)) || 0;
  return SourceOfTruthSchema.parse({
    ...withOverrides,
    crossMap: crossMap(withOverrides, inputs.registry),
    methodology: {
      exportedAt: inputs.exportedAt,
      preparedBy: inputs.preparedBy,
      wallMs,
      timings: [...inputs.timings],
      outbound: inputs.outbound
    },
    audit: auditTrail(compiled, inputs.events, overrides, inputs.exportedAt, inputs.preparedBy)
  });
}
