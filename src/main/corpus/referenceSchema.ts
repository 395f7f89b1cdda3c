/**
 * Zod schemas for the reference data under corpus/reference/*.json. Every published value carries a
 * `source` (publisher, document, year, optional locator/url) so a finding built on it can cite it.
 * Nothing here is fetched at run time: a URL is only part of the citation.
 */
import { z } from 'zod';

const nonEmpty = z.string().trim().min(1);

export const ReferenceSourceSchema = z
  .object({
    publisher: nonEmpty,
    document: nonEmpty,
    year: z.number().int().min(1950).max(2100),
    /** Table, section or page inside the document, e.g. "Table 7.15". */
    locator: nonEmpty.optional(),
    url: z.url().optional()
  })
  .strict();
export type ReferenceSource = z.infer<typeof ReferenceSourceSchema>;

// ---------------------------------------------------------------- gwp.json

const AssessmentReportSchema = z.enum(['AR4', 'AR5', 'AR6']);
export type AssessmentReport = z.infer<typeof AssessmentReportSchema>;

const GwpValueSchema = z
  .object({
    ar: AssessmentReportSchema,
    gwp100: z.number().positive(),
    source: ReferenceSourceSchema,
    note: nonEmpty.optional()
  })
  .strict();

const GasSchema = z
  .object({
    id: nonEmpty,
    formula: nonEmpty,
    name: nonEmpty,
    family: z.enum(['CO2', 'CH4', 'N2O', 'SF6', 'NF3', 'HFC', 'PFC']),
    aliases: z.array(nonEmpty),
    values: z.array(GwpValueSchema).min(1),
    note: nonEmpty.optional()
  })
  .strict()
  .refine((g) => new Set(g.values.map((v) => v.ar)).size === g.values.length, {
    message: 'a gas lists each assessment report at most once'
  });
export type Gas = z.infer<typeof GasSchema>;

const GwpFileSchema = z
  .object({
    file: z.literal('gwp'),
    title: nonEmpty,
    description: nonEmpty,
    assessmentReports: z.array(
      z
        .object({ id: AssessmentReportSchema, year: z.number().int(), note: nonEmpty, source: ReferenceSourceSchema })
        .strict()
    ),
    gases: z.array(GasSchema).min(1)
  })
  .strict();
export type GwpFile = z.infer<typeof GwpFileSchema>;

// ---------------------------------------------------------------- units.json

const DimensionSchema = z.enum(['ghg_mass', 'energy']);
export type Dimension = z.infer<typeof DimensionSchema>;

const UnitSchema = z
  .object({
    id: nonEmpty,
    dimension: DimensionSchema,
    name: nonEmpty,
    /** Multiply a value in this unit by toBase to get the dimension's base unit. */
    toBase: z.number().positive(),
    exact: z.boolean(),
    aliases: z.array(nonEmpty),
    caseSensitiveAliases: z.array(nonEmpty).optional(),
    source: ReferenceSourceSchema,
    additionalSources: z.array(ReferenceSourceSchema).optional(),
    note: nonEmpty.optional()
  })
  .strict();
export type Unit = z.infer<typeof UnitSchema>;

const UnitsFileSchema = z
  .object({
    file: z.literal('units'),
    title: nonEmpty,
    description: nonEmpty,
    dimensions: z.array(
      z.object({ id: DimensionSchema, baseUnit: nonEmpty, label: nonEmpty, source: ReferenceSourceSchema }).strict()
    ),
    /** CO2-equivalent markers (already normalised: lower case, no spaces) stripped after a mass unit. */
    co2eMarkers: z.array(nonEmpty),
    co2eMarkerLinkWords: z.array(nonEmpty),
    ambiguous: z.array(z.object({ alias: nonEmpty, candidates: z.array(nonEmpty), reason: nonEmpty }).strict()),
    units: z.array(UnitSchema).min(1)
  })
  .strict()
  .superRefine((f, ctx) => {
    const ids = new Set(f.units.map((u) => u.id));
    if (ids.size !== f.units.length) ctx.addIssue({ code: 'custom', message: 'unit ids must be unique' });
    for (const d of f.dimensions) {
      const base = f.units.find((u) => u.id === d.baseUnit);
      if (!base || base.toBase !== 1 || base.dimension !== d.id) {
        ctx.addIssue({ code: 'custom', message: `base unit ${d.baseUnit} of ${d.id} must exist with toBase 1` });
      }
    }
    for (const a of f.ambiguous) {
      for (const c of a.candidates) {
        if (!ids.has(c)) ctx.addIssue({ code: 'custom', message: `ambiguous alias ${a.alias}: unknown unit ${c}` });
      }
    }
  });
export type UnitsFile = z.infer<typeof UnitsFileSchema>;

// ---------------------------------------------------------------- ghg-protocol-scope3.json

const Scope3CategorySchema = z
  .object({
    number: z.number().int().min(1).max(15),
    id: nonEmpty,
    name: nonEmpty,
    direction: z.enum(['upstream', 'downstream']),
    description: nonEmpty,
    keywords: z.array(nonEmpty).min(1),
    /** Row labels reports print for the category in emissions tables ("Business trips", "Commuting of employees"). */
    labels: z.array(nonEmpty).optional(),
    commonMistakes: nonEmpty.optional(),
    source: ReferenceSourceSchema
  })
  .strict();
export type Scope3Category = z.infer<typeof Scope3CategorySchema>;

const Scope3FileSchema = z
  .object({
    file: z.literal('ghg-protocol-scope3'),
    title: nonEmpty,
    description: nonEmpty,
    source: ReferenceSourceSchema,
    categories: z.array(Scope3CategorySchema).length(15)
  })
  .strict()
  .refine((f) => f.categories.every((c, i) => c.number === i + 1), {
    message: 'categories must be numbered 1..15 in order'
  })
  .refine((f) => f.categories.every((c) => c.number <= 8 === (c.direction === 'upstream')), {
    message: 'categories 1-8 are upstream, 9-15 downstream'
  });
type Scope3File = z.infer<typeof Scope3FileSchema>;

// ---------------------------------------------------------------- sector-intensity.json

const SectorMetricSchema = z
  .object({
    metric: nonEmpty,
    label: nonEmpty,
    unit: nonEmpty,
    scopes: z.array(nonEmpty).min(1),
    low: z.number().min(0),
    high: z.number().positive(),
    typical: z.number().positive().optional(),
    typicalSource: ReferenceSourceSchema.optional(),
    /** published-average: `typical` is a published figure; project-judgement: only the band exists. */
    basis: z.enum(['published-average', 'project-judgement']),
    bandSource: ReferenceSourceSchema,
    references: z
      .array(z.object({ label: nonEmpty, value: z.number(), source: ReferenceSourceSchema }).strict())
      .optional(),
    context: z.array(ReferenceSourceSchema).optional(),
    note: nonEmpty
  })
  .strict()
  .refine((m) => m.low < m.high, { message: 'low must be below high' })
  .refine((m) => m.typical === undefined || (m.typical >= m.low && m.typical <= m.high), {
    message: 'typical must lie inside the band'
  })
  .refine((m) => (m.typical === undefined) === (m.typicalSource === undefined), {
    message: 'typical and typicalSource go together'
  })
  .refine((m) => (m.basis === 'published-average') === (m.typical !== undefined), {
    message: 'published-average needs a typical value; project-judgement must not have one'
  });
export type SectorMetric = z.infer<typeof SectorMetricSchema>;

const SectorSchema = z
  .object({
    id: nonEmpty,
    name: nonEmpty,
    keywords: z.array(nonEmpty),
    relatedReports: z.array(nonEmpty),
    metrics: z.array(SectorMetricSchema).min(1)
  })
  .strict();
export type Sector = z.infer<typeof SectorSchema>;

const SectorIntensityFileSchema = z
  .object({
    file: z.literal('sector-intensity'),
    title: nonEmpty,
    purpose: z.literal('plausibility'),
    description: nonEmpty,
    sectors: z.array(SectorSchema).min(1)
  })
  .strict();
export type SectorIntensityFile = z.infer<typeof SectorIntensityFileSchema>;

// ---------------------------------------------------------------- sbti.json

const SbtiRuleSchema = z
  .object({
    id: nonEmpty,
    label: nonEmpty,
    value: z.number(),
    unit: nonEmpty,
    appliesTo: nonEmpty,
    horizon: z.enum(['near-term', 'long-term', 'near-term and long-term']),
    source: ReferenceSourceSchema,
    note: nonEmpty.optional()
  })
  .strict();
export type SbtiRule = z.infer<typeof SbtiRuleSchema>;

const SbtiFileSchema = z
  .object({
    file: z.literal('sbti'),
    title: nonEmpty,
    description: nonEmpty,
    rules: z.array(SbtiRuleSchema).min(1),
    offsets: z.object({ statement: nonEmpty, source: ReferenceSourceSchema }).strict(),
    checkProcedure: z.array(nonEmpty).min(1)
  })
  .strict();
export type SbtiFile = z.infer<typeof SbtiFileSchema>;

// ---------------------------------------------------------------- certification-schemes.json

const SchemeSchema = z
  .object({
    id: nonEmpty,
    name: nonEmpty,
    category: z.enum([
      'energy-attribute-certificate',
      'carbon-credit-standard',
      'carbon-credit-label',
      'assurance-standard',
      'neutrality-standard',
      'corporate-certification',
      'commodity-certification',
      'initiative'
    ]),
    jurisdiction: nonEmpty,
    whatItIs: nonEmpty,
    proves: z.array(nonEmpty).min(1),
    doesNotProve: z.array(nonEmpty).min(1),
    keywords: z.array(nonEmpty).min(1),
    source: ReferenceSourceSchema,
    additionalSources: z.array(ReferenceSourceSchema).optional()
  })
  .strict();
export type CertificationScheme = z.infer<typeof SchemeSchema>;

const CertificationFileSchema = z
  .object({
    file: z.literal('certification-schemes'),
    title: nonEmpty,
    description: nonEmpty,
    generalRules: z.array(z.object({ rule: nonEmpty, source: ReferenceSourceSchema }).strict()),
    schemes: z.array(SchemeSchema).min(1)
  })
  .strict();
export type CertificationFile = z.infer<typeof CertificationFileSchema>;

// ---------------------------------------------------------------- sasb-climate.json

const SasbIndustryCode = z.string().regex(/^[A-Z]{2}-[A-Z]{2}$/);

const SasbMetricSchema = z
  .object({
    /** Exact SASB metric code, or null where the project is not sure of it. */
    code: z
      .string()
      .regex(/^[A-Z]{2}-[A-Z]{2}-\d{3}[a-z]?\.(\d+|[A-Z])$/)
      .nullable(),
    category: z.enum(['quantitative', 'discussion', 'activity']),
    metric: nonEmpty,
    unit: nonEmpty.nullable()
  })
  .strict();
export type SasbMetric = z.infer<typeof SasbMetricSchema>;

const SasbIndustrySchema = z
  .object({
    code: SasbIndustryCode,
    name: nonEmpty,
    source: ReferenceSourceSchema,
    topics: z
      .array(
        z
          .object({
            topicCode: z.string().regex(/^[A-Z]{2}-[A-Z]{2}-\d{3}[a-z]?$/),
            topic: nonEmpty,
            metrics: z.array(SasbMetricSchema).min(1)
          })
          .strict()
      )
      .min(1),
    note: nonEmpty.optional()
  })
  .strict()
  .refine(
    (i) =>
      i.topics.every(
        (t) =>
          t.topicCode.startsWith(i.code) && t.metrics.every((m) => m.code === null || m.code.startsWith(t.topicCode))
      ),
    {
      message: 'topic and metric codes must start with their industry and topic codes'
    }
  );

const SasbFileSchema = z
  .object({
    file: z.literal('sasb-climate'),
    title: nonEmpty,
    description: nonEmpty,
    industries: z.array(SasbIndustrySchema).min(1)
  })
  .strict();
type SasbFile = z.infer<typeof SasbFileSchema>;

// ---------------------------------------------------------------- source-tiers.json

const TierSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
const SourceKindSchema = z.enum(['peer_reviewed', 'standard', 'industry_report', 'company_disclosure', 'other']);

const SourceTiersFileSchema = z
  .object({
    file: z.literal('source-tiers'),
    title: nonEmpty,
    description: nonEmpty,
    source: ReferenceSourceSchema,
    /** Tier of a host neither listed nor matched by a suffix. */
    defaultTier: TierSchema,
    suffixes: z.array(
      z
        .object({ suffix: z.string().regex(/^\.[a-z.]+$/), tier: TierSchema, kind: SourceKindSchema, why: nonEmpty })
        .strict()
    ),
    hosts: z
      .array(
        z
          .object({
            host: z.string().regex(/^[a-z0-9.-]+\.[a-z]+$/),
            tier: TierSchema,
            kind: SourceKindSchema,
            organisation: nonEmpty
          })
          .strict()
      )
      .min(1)
  })
  .strict()
  .refine((f) => new Set(f.hosts.map((h) => h.host)).size === f.hosts.length, { message: 'a host is listed twice' });
type SourceTiersFile = z.infer<typeof SourceTiersFileSchema>;

/** File name (under corpus/reference/) → schema. */
export const REFERENCE_FILES = {
  'gwp.json': GwpFileSchema,
  'units.json': UnitsFileSchema,
  'ghg-protocol-scope3.json': Scope3FileSchema,
  'sector-intensity.json': SectorIntensityFileSchema,
  'sbti.json': SbtiFileSchema,
  'certification-schemes.json': CertificationFileSchema,
  'sasb-climate.json': SasbFileSchema,
  'source-tiers.json': SourceTiersFileSchema
} as const;
export type ReferenceFileName = keyof typeof REFERENCE_FILES;

export interface ReferenceData {
  version: string;
  dir: string;
  gwp: GwpFile;
  units: UnitsFile;
  scope3: Scope3File;
  sectors: SectorIntensityFile;
  sbti: SbtiFile;
  certifications: CertificationFile;
  sasb: SasbFile;
  sourceTiers: SourceTiersFile;
}
