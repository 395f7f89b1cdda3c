/**
 * Records an analyst override of a completed run: a verdict changed (or an earlier change withdrawn),
 * or a gap dismissed (or the dismissal withdrawn), with a note and the analyst's name from settings.
 * The original is read from the run's compiled Source of Truth, never from the request; an override
 * that changes nothing is refused, so the history holds only decisions.
 */
import { randomUUID } from 'node:crypto';
import {
  inForce,
  overrideKey,
  OverrideSchema,
  type Override,
  type OverrideRequest
} from '../../shared/domain/override';
import { CommonErrors, ReportErrors, SibylError } from '../../shared/ipc/errors';
import type { SourceOfTruth } from '../../shared/domain/sourceOfTruth';
import type { Stores } from '../store/stores';
import { analystName } from './analyst';

export type OverrideStores = Pick<Stores, 'analysis' | 'overrides' | 'settings'>;

function original(doc: SourceOfTruth, req: OverrideRequest): Override['original'] {
  if (req.kind === 'verdict') {
    const entry = doc.pillars.flatMap((p) => p.claims).find((e) => e.claim.id === req.targetId);
    if (!entry) throw new SibylError(ReportErrors.OVERRIDE_INVALID, `claim ${req.targetId} is not part of this run`);
    return entry.verdict?.verdict ?? null;
  }
  const gap = doc.gaps.find((g) => g.id === req.targetId);
  if (!gap) throw new SibylError(ReportErrors.OVERRIDE_INVALID, `gap ${req.targetId} is not part of this run`);
  return gap.gapStatus;
}

/** Refuses an override that would change nothing. */
function checkChange(req: OverrideRequest, orig: Override['original'], current: Override | undefined): void {
  if (req.value === null && !current)
    throw new SibylError(
      ReportErrors.OVERRIDE_INVALID,
      `there is no override of this ${req.kind === 'verdict' ? 'verdict' : 'gap'} to withdraw`
    );
  if (req.value !== null && current?.value === req.value)
    throw new SibylError(ReportErrors.OVERRIDE_INVALID, 'this override is already in force');
  if (req.kind === 'verdict' && req.value !== null && req.value === orig && !current) {
    throw new SibylError(ReportErrors.OVERRIDE_INVALID, 'the Judge already gave this verdict; nothing to override');
  }
}

export async function recordOverride(
  stores: OverrideStores,
  runId: string,
  req: OverrideRequest,
  opts: { analyst?: string; now?: () => Date } = {}
): Promise<Override> {
  const doc = await stores.analysis.compiled(runId);
  if (!doc) {
    const run = await stores.analysis.get(runId);
    if (!run) throw new SibylError(CommonErrors.NOT_FOUND, `no analysis run ${runId}`);
    throw new SibylError(
      ReportErrors.NOT_COMPILED,
      `run ${runId} is ${run.status}: only a completed run's results can be overridden`
    );
  }
  const analyst = opts.analyst?.trim() || (await analystName(stores.settings));
  if (!analyst)
    throw new SibylError(
      ReportErrors.ANALYST_REQUIRED,
      'enter your name (it signs overrides and exports) before overriding'
    );
  const orig = original(doc, req);
  const current = inForce(await stores.overrides.list(runId)).get(overrideKey(req.kind, req.targetId));
  checkChange(req, orig, current);
  const override = OverrideSchema.parse({
    id: `ovr_${randomUUID()}`,
    runId,
    kind: req.kind,
    targetId: req.targetId,
    original: orig,
    value: req.value,
    note: req.note,
    analyst,
    at: (opts.now?.() ?? new Date()).toISOString()
  });
  await stores.overrides.add(override);
  return override;
}
