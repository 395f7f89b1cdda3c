/**
 * What each specialist puts in a finding's `details`, one schema per agent. The finding schema
 * (`finding.ts`) pairs each with its agent, so a legal finding cannot carry data-metrics details.
 * Every item that rests on something outside the claim names where it came from (paragraph id,
 * report page, URL, DOI, imagery reference). Lists default to empty so a finding that found nothing
 * of a kind still parses; unknown keys are refused (a misspelt or misplaced field is an error).
 */
import { z } from 'zod';
import { IfrsParagraphIdSchema } from './claim';
import { RectSchema } from './geometry';
import { SourceRefSchema } from './provenance';

const text = z.string().trim().min(1);
/** ISO calendar date, e.g. 2024-03-14. */
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date as YYYY-MM-DD');
/** 1 = peer-reviewed, official standards, regulators, established press; 4 = blogs, social media, unverified. */
const SourceTierSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
export type SourceTier = z.infer<typeof SourceTierSchema>;

// ── Legal (seed FRD 6) ────────────────────────────────────────────────────────────────────────────

/**
 * The seed's four compliance statuses (FRD 6 §4.3). `status` keeps the three values the Judge and the
 * exports read: fully → met, partially → partially_met, not addressed → not_met, unclear → partially_met
 * (neither met nor shown missing: it asks for more, it does not refute).
 */
const ComplianceStatusSchema = z.enum(['fully_addressed', 'partially_addressed', 'not_addressed', 'unclear']);
export type ComplianceStatus = z.infer<typeof ComplianceStatusSchema>;

const LegalMappingSchema = z.strictObject({
  paragraphId: IfrsParagraphIdSchema,
  status: z.enum(['met', 'partially_met', 'not_met']),
  /** The seed's status of this paragraph (absent in findings written before it existed). */
  assessment: ComplianceStatusSchema.optional(),
  /** Why the claim maps there, in the agent's words. */
  rationale: z.string().optional(),
  /** Where the disclosure was found in the report (a `report` source with its page). */
  evidence: SourceRefSchema.optional()
});

const SubRequirementSchema = z.strictObject({
  paragraphId: IfrsParagraphIdSchema,
  requirement: text,
  addressed: z.boolean(),
  evidence: SourceRefSchema.optional(),
  /** Where the evidence stands on its page (PDF user-space rectangles), when it was located. */
  rects: z.array(RectSchema).optional(),
  /** Why it counts as missing: what was searched for and where. */
  reason: z.string().optional()
});

const LegalDetailsSchema = z.strictObject({
  ifrsMappings: z.array(LegalMappingSchema).default([]),
  subRequirements: z.array(SubRequirementSchema).default([]),
  /** Requirements of the mapped paragraphs the disclosure does not meet, in the agent's words. */
  missingRequirements: z.array(text).default([]),
  /** The disclosure meets the mapped paragraphs only in part (also implied by missing requirements). */
  partial: z.boolean().default(false),
  /** The seed's overall status of the claim's disclosure across its mapped paragraphs. */
  compliance: ComplianceStatusSchema.optional(),
  /** Set when the model engine's assessment could not be used and the offline one stands: why. */
  modelFallback: z.string().optional()
});
export type LegalDetails = z.infer<typeof LegalDetailsSchema>;

// ── Data / metrics (seed FRD 7) ───────────────────────────────────────────────────────────────────

/** The checks Data/Metrics runs (docs/report-schema.md, "Data/Metrics checks"). */
export const CheckNameSchema = z.enum([
  'scope_addition',
  'yoy_change',
  'baseline_progress',
  'baseline_consistency',
  'restatement',
  'shares_sum',
  'magnitude',
  'gwp_basis',
  'target_achievability',
  'interim_path',
  'intensity_plausibility',
  'intensity_recomputed',
  'content_index',
  'metrics_checklist'
]);
export type CheckName = z.infer<typeof CheckNameSchema>;
/** pass: the figures agree; fail: they do not; inconclusive: could not be checked (the message says why). */
const CheckResultSchema = z.enum(['pass', 'fail', 'inconclusive']);

/** One value a check used, and where the report states it. */
const CheckValueSchema = z.strictObject({
  /** What the value is, e.g. "Scope 1, 2023". */
  label: text,
  value: z.number().finite(),
  /** Normalised unit ("t CO2e", "%", "MWh"); absent for a count. */
  unit: z.string().optional(),
  page: z.number().int().positive().optional(),
  /** Where the value stands on its page (PDF user-space rectangles). */
  rects: z.array(RectSchema).default([]),
  /** The claim that states it, when a claim does. */
  claimId: z.string().optional(),
  /**
   * `tested`: the value the check puts to the test (a stated sum, a stated change, each of two
   * conflicting statements); `input`: a figure it was computed from. A failed check contradicts
   * the claims that state its tested values, not every claim it read.
   */
  role: z.enum(['tested', 'input']).default('input')
});
export type CheckValue = z.infer<typeof CheckValueSchema>;

/**
 * One consistency check, computed by code from figures the report states: its name, result,
 * severity, the values with their pages, the arithmetic and a message an analyst understands.
 */
export const MetricCheckSchema = z.strictObject({
  checkName: CheckNameSchema,
  result: CheckResultSchema,
  severity: z.enum(['high', 'medium', 'low']),
  values: z.array(CheckValueSchema).default([]),
  /** The arithmetic, e.g. "48,200 + 7,600 = 55,800 t CO2e; stated 57,900 (+2,100, 3.63 %)". */
  computation: z.string().default(''),
  message: text,
  /** The tolerance the comparison allowed, in the unit the computation states (0.01 = 1 %). */
  tolerance: z.number().nonnegative().optional(),
  /** The IFRS paragraphs the checked figures answer to, e.g. S2.29(a)(i)(3) for Scope 3. */
  ifrsParagraphs: z.array(IfrsParagraphIdSchema).default([]),
  /** Reference data or benchmarks the check used besides the report's own figures. */
  sources: z.array(SourceRefSchema).default([])
});
export type MetricCheck = z.infer<typeof MetricCheckSchema>;
export type MetricCheckInput = z.input<typeof MetricCheckSchema>;

const DataMetricsDetailsSchema = z.strictObject({ checks: z.array(MetricCheckSchema).default([]) });
export type DataMetricsDetails = z.infer<typeof DataMetricsDetailsSchema>;

// ── Academic / research (seed FRD 9) ──────────────────────────────────────────────────────────────

export const ResearchReferenceSchema = z
  .strictObject({
    title: text,
    authors: z.array(text).default([]),
    year: z.number().int().min(1900).max(2100).optional(),
    kind: z.enum(['peer_reviewed', 'standard', 'industry_report', 'company_disclosure', 'other']),
    tier: SourceTierSchema,
    doi: z.string().optional(),
    url: z.string().url().optional(),
    /** What the reference says that bears on the claim. */
    relevance: z.string().optional()
  })
  .refine((r) => r.doi !== undefined || r.url !== undefined, {
    message: 'a reference needs a doi or a url (where it came from)'
  });

const AcademicDetailsSchema = z.strictObject({
  references: z.array(ResearchReferenceSchema).default([]),
  /** How the claim's methodology compares with the recognised ones (GHG Protocol, SBTi…). */
  methodology: z
    .strictObject({
      assessment: z.enum(['consistent', 'partly_consistent', 'inconsistent', 'not_assessed']),
      notes: z.string().default('')
    })
    .optional()
});
export type AcademicDetails = z.infer<typeof AcademicDetailsSchema>;

// ── News / media (no seed: the shape the Judge needs) ─────────────────────────────────────────────

const NewsSourceSchema = z.strictObject({
  outlet: text,
  title: z.string().optional(),
  publishedOn: isoDate.optional(),
  url: z.string().url(),
  tier: SourceTierSchema,
  stance: z.enum(['supports', 'contradicts', 'neutral'])
});

export const NewsDetailsSchema = z.strictObject({
  sources: z.array(NewsSourceSchema).default([]),
  /**
   * How the coverage disagrees with the claim; null when it does not. direct: it says otherwise;
   * contextual: criticism that weakens the claim without refuting it; omission: a controversy on the
   * topic the claim leaves out; timeline: a delay or a date moved; magnitude/scope: other figures or a
   * narrower perimeter.
   */
  contradictionType: z
    .enum(['direct', 'contextual', 'omission', 'timeline', 'magnitude', 'scope'])
    .nullable()
    .default(null),
  /** Set when no news source was consulted (`evidenceType: not_consulted`): why (web search off, or the provider failed). */
  notConsulted: z.string().optional()
});
export type NewsDetails = z.infer<typeof NewsDetailsSchema>;

// ── Geography (no seed: locations and what was observed there) ────────────────────────────────────

const LocationSchema = z.strictObject({
  name: text,
  /** ISO 3166-1 alpha-2. */
  country: z.string().regex(/^[A-Z]{2}$/, 'expected an ISO 3166-1 alpha-2 country code'),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /** Where the location came from (the report page that names it, a registry). */
  source: SourceRefSchema,
  /** What the point stands for: a whole country, a city, or a place a geocoder found (absent in older documents). */
  kind: z.enum(['country', 'city', 'place']).optional(),
  /** Who resolved it: the offline gazetteer or the geocoder the analyst switched on (absent in older documents). */
  resolvedBy: z.enum(['gazetteer', 'geocoder']).optional()
});

const ObservationSchema = z.strictObject({
  kind: z.enum(['satellite_imagery', 'land_cover', 'protected_area', 'map', 'other']),
  /** Index into `locations`. */
  location: z.number().int().nonnegative(),
  provider: text,
  /** Scene id, tile or dataset URL. */
  ref: text,
  capturedOn: isoDate.optional(),
  note: z.string().default(''),
  /** The scene's own id in its catalogue (satellite imagery). */
  sceneId: z.string().optional(),
  /** Cloud cover of the scene, percent, when the catalogue gives it. */
  cloudCover: z.number().min(0).max(100).optional(),
  /** Mean NDVI over the box looked at, in [-1, 1]. */
  ndvi: z.number().min(-1).max(1).optional(),
  /** Which side of an imagery comparison the scene is. */
  role: z.enum(['before', 'after']).optional()
});

/** A region the claim names (Europe, APAC): a named group of countries, not a point. */
const RegionSchema = z.strictObject({ name: text, countries: z.number().int().nonnegative() });

/** Before/after NDVI over a land-use claim's place, from the observations with `role` before and after. */
const NdviComparisonSchema = z.strictObject({
  /** The kind of land-use claim compared: planting or restoration, a closure, protected land. */
  landUse: z.enum(['greening', 'closure', 'protection']),
  before: z.number().min(-1).max(1),
  after: z.number().min(-1).max(1),
  /** after − before, rounded to 0.001. */
  change: z.number(),
  /** The change that counts as greening or browning (a greening claim only). */
  threshold: z.number().nonnegative()
});

export const GeographyDetailsSchema = z
  .strictObject({
    locations: z.array(LocationSchema).default([]),
    observations: z.array(ObservationSchema).default([]),
    /** Regions the claim names, not points. */
    regions: z.array(RegionSchema).default([]),
    /** Names that looked like places and were not resolved (geocoding off, or the geocoder found nothing). */
    unresolved: z.array(text).default([]),
    /** What the agent did not check and why, one sentence each ("Satellite imagery is off: …"). */
    notChecked: z.array(text).default([]),
    /** The NDVI comparison when imagery was used. */
    ndvi: NdviComparisonSchema.optional()
  })
  .refine((d) => d.observations.every((o) => o.location < d.locations.length), {
    message: 'an observation points at a location that is not listed',
    path: ['observations']
  });
export type GeographyDetails = z.infer<typeof GeographyDetailsSchema>;

// ── What each agent's findings are evidence of ───────────────────────────────────────────────────

/**
 * Every value a finding's `evidenceType` takes, per agent: stored runs are read back through these,
 * so a kind an agent ever wrote stays listed. Code compares with the enum's values
 * (`NewsEvidenceSchema.enum.news_coverage`), so a misspelt kind is a type error.
 */
/** Legal: the claim's IFRS S1/S2 compliance assessed, or no registry paragraph close enough to assess. */
export const LegalEvidenceSchema = z.enum(['ifrs_compliance', 'no_ifrs_paragraph']);
/** Data/Metrics: the checks on the claim's figures, none that bears on them, a benchmark request answered. */
export const DataMetricsEvidenceSchema = z.enum(['consistency_checks', 'no_checkable_figure', 'benchmark_answer']);
/** Academic/Research: one kind per investigation, the Judge's refined queries, or nothing technical to check. */
export const AcademicEvidenceSchema = z.enum([
  'certificate_scope',
  'offset_accounting',
  'sbti_validation',
  'sbti_alignment',
  'methodology',
  'benchmark_corpus',
  'research_corpus',
  'refined_queries',
  'no_technical_assertion'
]);
/** News/Media: no source consulted (search off or failed), relevant coverage found, or none found. */
export const NewsEvidenceSchema = z.enum(['not_consulted', 'news_coverage', 'no_coverage']);
/** Geography: imagery compared, places resolved, or no place the claim names could be located. */
export const GeographyEvidenceSchema = z.enum(['imagery_comparison', 'locations_resolved', 'no_location']);
/** Legal's whole-report result: the disclosure-gap scan. */
const LegalReportEvidenceSchema = z.enum(['gap_scan']);

export type AcademicEvidence = z.infer<typeof AcademicEvidenceSchema>;
export type NewsEvidence = z.infer<typeof NewsEvidenceSchema>;

/** The evidence kinds of each agent, as `withAgentDetails` pairs them with the agent. */
export interface EvidenceKinds {
  legal: z.ZodType<string>;
  data_metrics: z.ZodType<string>;
  academic: z.ZodType<string>;
  news_media: z.ZodType<string>;
  geography: z.ZodType<string>;
}

/** A claim's finding: each agent's own kinds. */
export const FINDING_EVIDENCE = {
  legal: LegalEvidenceSchema,
  data_metrics: DataMetricsEvidenceSchema,
  academic: AcademicEvidenceSchema,
  news_media: NewsEvidenceSchema,
  geography: GeographyEvidenceSchema
} as const satisfies EvidenceKinds;

/**
 * A whole-report result: Legal's gap scan, Data/Metrics' checks by name (`scope_addition`, ...). The
 * other agents file none, so none parses for them.
 */
export const REPORT_EVIDENCE = {
  legal: LegalReportEvidenceSchema,
  data_metrics: CheckNameSchema,
  academic: z.never(),
  news_media: z.never(),
  geography: z.never()
} as const satisfies EvidenceKinds;

// ── One variant per agent ─────────────────────────────────────────────────────────────────────────

const withDefault = <T extends z.ZodType>(schema: T) => schema.default(() => schema.parse({}) as never);

/**
 * `shape` + `agent` + that agent's `evidenceType` and `details` (empty lists when absent), one object per
 * specialist. An `evidenceType` already in `shape` keeps its place in the object and takes the agent's kinds.
 */
export function withAgentDetails<
  S extends z.ZodRawShape,
  L extends z.ZodType,
  D extends z.ZodType,
  A extends z.ZodType,
  N extends z.ZodType,
  G extends z.ZodType
>(shape: S, evidence: { legal: L; data_metrics: D; academic: A; news_media: N; geography: G }) {
  // Typed without `evidenceType` so the agent's kinds replace it; at run time the key keeps its place.
  const base = shape as Omit<S, 'evidenceType'>;
  return [
    z.object({
      ...base,
      agent: z.literal('legal'),
      evidenceType: evidence.legal,
      details: withDefault(LegalDetailsSchema)
    }),
    z.object({
      ...base,
      agent: z.literal('data_metrics'),
      evidenceType: evidence.data_metrics,
      details: withDefault(DataMetricsDetailsSchema)
    }),
    z.object({
      ...base,
      agent: z.literal('academic'),
      evidenceType: evidence.academic,
      details: withDefault(AcademicDetailsSchema)
    }),
    z.object({
      ...base,
      agent: z.literal('news_media'),
      evidenceType: evidence.news_media,
      details: withDefault(NewsDetailsSchema)
    }),
    z.object({
      ...base,
      agent: z.literal('geography'),
      evidenceType: evidence.geography,
      details: withDefault(GeographyDetailsSchema)
    })
  ] as const;
}
