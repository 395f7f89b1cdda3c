/**
 * Schema of the IFRS S1/S2 disclosure-paragraph registry (corpus/ifrs/s1.json, s2.json).
 *
 * The registry is the project's own paraphrase of the disclosure requirements in the core content
 * of IFRS S1 (paragraphs 26-53) and IFRS S2 (paragraphs 5-37), with numbering checked against the
 * standards as issued in June 2023. No text of the standards is stored here.
 */
import { z } from 'zod';

/**
 * Paragraph id: standard, paragraph number, then optional letter, roman numeral and digit,
 * e.g. `S1.27`, `S1.27(a)(v)`, `S2.29(a)(i)(3)`. Same pattern as `IfrsParagraphIdSchema` in
 * src/shared/domain/claim.ts (a test keeps the two in step).
 */
export const PARAGRAPH_ID_PATTERN = /^S[12]\.\d{1,3}(\([a-z]\)(\([ivx]+\)(\(\d+\))?)?)?$/;

export const ParagraphIdSchema = z.string().regex(PARAGRAPH_ID_PATTERN, 'malformed IFRS paragraph id');

const StandardSchema = z.enum(['S1', 'S2']);
export type Standard = z.infer<typeof StandardSchema>;

const PillarSchema = z.enum(['governance', 'strategy', 'risk_management', 'metrics_targets']);
export type Pillar = z.infer<typeof PillarSchema>;

/** Paragraph-number ranges of the four core-content pillars in the issued standards (June 2023). */
export const PILLAR_RANGES: Record<Standard, Record<Pillar, readonly [number, number]>> = {
  S1: { governance: [26, 27], strategy: [28, 42], risk_management: [43, 44], metrics_targets: [45, 53] },
  S2: { governance: [5, 7], strategy: [8, 23], risk_management: [24, 26], metrics_targets: [27, 37] }
};

/** The pillar a paragraph number belongs to, or null when it is outside the core content. */
export function pillarForNumber(standard: Standard, paragraph: number): Pillar | null {
  for (const [pillar, [from, to]] of Object.entries(PILLAR_RANGES[standard]) as [Pillar, readonly [number, number]][]) {
    if (paragraph >= from && paragraph <= to) return pillar;
  }
  return null;
}

/** Upper bound on the length of a `requires` summary (characters). */
export const MAX_REQUIRES_CHARS = 400;

const SubRequirementSchema = z.strictObject({
  /** The child paragraph that carries this check, when it has its own registry entry. */
  id: ParagraphIdSchema.optional(),
  /** A short check an analyst can tick when reviewing a report. */
  check: z.string().min(3).max(200)
});

const ApplicabilitySchema = z
  .strictObject({
    scope: z.enum(['all', 'conditional']),
    /** When the requirement applies (required for scope "conditional"). */
    condition: z.string().min(5).max(300).optional(),
    /** Transition relief from the standard's effective-date appendix that can suspend the requirement. */
    relief: z.string().min(5).max(300).optional()
  })
  .refine((a) => a.scope === 'all' || !!a.condition, {
    message: 'conditional applicability needs a condition',
    path: ['condition']
  });

const RegistryEntrySchema = z
  .strictObject({
    id: ParagraphIdSchema,
    standard: StandardSchema,
    pillar: PillarSchema,
    /** Short topic name, e.g. "Greenhouse gas emissions". */
    section: z.string().min(3).max(80),
    /** Short label of this paragraph (project wording). */
    title: z.string().min(3).max(120),
    /** Id of the enclosing (sub-)paragraph, or null for a numbered paragraph. */
    parent: ParagraphIdSchema.nullable(),
    /** Plain-language summary of what must be disclosed (project paraphrase, 1-3 sentences). */
    requires: z.string().min(10).max(MAX_REQUIRES_CHARS),
    subRequirements: z.array(SubRequirementSchema).min(1),
    /** S2 only: the IFRS S1 paragraph that plays the same role, or null when there is none. */
    s1Counterpart: ParagraphIdSchema.nullable().optional(),
    /** Why omitting it matters to investors. */
    whyItMatters: z.string().min(10).max(400),
    applicability: ApplicabilitySchema,
    /** Terms and synonyms analysts and reports use for this topic. */
    keywords: z.array(z.string().min(2).max(60)).min(8).max(20),
    /** Application-guidance or other paragraphs the requirement points to, e.g. "S2.B19-B22". */
    guidanceRefs: z.array(z.string().regex(/^S[12]\.B?\d{1,3}(\([a-z]\))?(-B?\d{1,3})?$/)).optional()
  })
  .superRefine((e, ctx) => {
    if (!e.id.startsWith(`${e.standard}.`))
      ctx.addIssue({ code: 'custom', message: `id ${e.id} does not match standard ${e.standard}`, path: ['id'] });
    if (e.standard === 'S2' && e.s1Counterpart === undefined) {
      ctx.addIssue({
        code: 'custom',
        message: 'S2 entries must state s1Counterpart (an S1 id or null)',
        path: ['s1Counterpart']
      });
    }
    if (e.standard === 'S1' && e.s1Counterpart != null)
      ctx.addIssue({ code: 'custom', message: 'S1 entries have no s1Counterpart', path: ['s1Counterpart'] });
    if (e.s1Counterpart != null && !e.s1Counterpart.startsWith('S1.')) {
      ctx.addIssue({ code: 'custom', message: 's1Counterpart must be an S1 paragraph', path: ['s1Counterpart'] });
    }
    const lower = new Set<string>();
    for (const k of e.keywords) {
      const key = k.toLowerCase();
      if (lower.has(key)) ctx.addIssue({ code: 'custom', message: `duplicate keyword ${k}`, path: ['keywords'] });
      lower.add(key);
    }
  });
export type RegistryEntry = z.infer<typeof RegistryEntrySchema>;

export const RegistryFileSchema = z
  .strictObject({
    schemaVersion: z.literal(1),
    standard: StandardSchema,
    title: z.string().min(3),
    /** Issue date of the standard the numbering was checked against (YYYY-MM). */
    issued: z.string().regex(/^\d{4}-\d{2}$/),
    source: z.string().min(3),
    /** Human-readable range covered, e.g. "S2.5-S2.37 (core content)". */
    coverage: z.string().min(3),
    entries: z.array(RegistryEntrySchema).min(1)
  })
  .superRefine((f, ctx) => {
    f.entries.forEach((e, i) => {
      if (e.standard !== f.standard)
        ctx.addIssue({
          code: 'custom',
          message: `entry ${e.id} is not ${f.standard}`,
          path: ['entries', i, 'standard']
        });
    });
  });
export type RegistryFile = z.infer<typeof RegistryFileSchema>;
