/**
 * Analyst overrides of a run's results: a verdict changed, or a disclosure gap dismissed, each with the
 * analyst's note and name and when. Overrides never rewrite the run: the Judge's verdict and the gap
 * stay as compiled, and every override is kept (a later one on the same target replaces the earlier
 * one in force; `value: null` withdraws it). The app, report.json, the CSVs and the PDF all read the
 * same list and the same rule (`inForce`).
 */
import { z } from 'zod';
import { VerdictValueSchema } from './finding';

/** What an override targets; read as a type (`OverrideKind`). @public */
export const OverrideKindSchema = z.enum(['verdict', 'gap']);
export type OverrideKind = z.infer<typeof OverrideKindSchema>;

const common = {
  id: z.string(),
  runId: z.string(),
  /** Claim id (verdict) or gap id (gap). */
  targetId: z.string().min(1),
  /** Why the analyst decided so: required, shown in every export. */
  note: z.string().trim().min(1).max(2000),
  /** The analyst's name from Settings (or the CLI's --analyst). */
  analyst: z.string().trim().min(1).max(120),
  /** ISO time the override was recorded. */
  at: z.string()
};

const VerdictOverrideSchema = z.object({
  ...common,
  kind: z.literal('verdict'),
  /** The Judge's verdict (null when the Judge issued none). */
  original: VerdictValueSchema.nullable(),
  /** The analyst's verdict; null withdraws an earlier override (the Judge's stands again). */
  value: VerdictValueSchema.nullable()
});

const GapOverrideSchema = z.object({
  ...common,
  kind: z.literal('gap'),
  /** The gap's status as the scan found it. */
  original: z.enum(['unaddressed', 'partial']),
  /** `dismissed`: the analyst holds the requirement met or not applicable; null withdraws. */
  value: z.literal('dismissed').nullable()
});

export const OverrideSchema = z.discriminatedUnion('kind', [VerdictOverrideSchema, GapOverrideSchema]);
export type Override = z.infer<typeof OverrideSchema>;
export type VerdictOverride = z.infer<typeof VerdictOverrideSchema>;
export type GapOverride = z.infer<typeof GapOverrideSchema>;

/** What an analyst asks for; the store adds id, run, original and time. */
export const OverrideRequestSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('verdict'),
      targetId: z.string().min(1),
      value: VerdictValueSchema.nullable(),
      note: common.note
    })
    .strict(),
  z
    .object({
      kind: z.literal('gap'),
      targetId: z.string().min(1),
      value: z.literal('dismissed').nullable(),
      note: common.note
    })
    .strict()
]);
export type OverrideRequest = z.infer<typeof OverrideRequestSchema>;

/**
 * The override in force per target (`kind:targetId`): the latest by time, then by id; a withdrawal
 * (value null) leaves none in force.
 */
export function inForce(overrides: readonly Override[]): Map<string, Override> {
  const latest = new Map<string, Override>();
  for (const o of [...overrides].sort(byTime)) latest.set(overrideKey(o.kind, o.targetId), o);
  for (const [k, o] of latest) if (o.value === null) latest.delete(k);
  return latest;
}

export const overrideKey = (kind: OverrideKind, targetId: string): string => `${kind}:${targetId}`;

export function byTime(a: Override, b: Override): number {
  return a.at < b.at ? -1 : a.at > b.at ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
