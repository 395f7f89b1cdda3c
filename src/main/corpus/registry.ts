/**
 * Loader and lookups for the IFRS S1/S2 disclosure-paragraph registry (corpus/ifrs/*.json).
 *
 * The registry is what agents cite when they map claims to IFRS paragraphs, report disclosure gaps
 * or export findings. Entries are the project's paraphrase; numbering follows the issued standards
 * (June 2023). See corpus/ifrs/README.md.
 */
import { findCorpusDir } from './corpusDir';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  PARAGRAPH_ID_PATTERN,
  RegistryFileSchema,
  type Pillar,
  type RegistryEntry,
  type RegistryFile,
  type Standard
} from './registrySchema';

export * from './registrySchema';

const MARKER = join('ifrs', 's1.json');

/** The corpus folder (see corpusDir.ts); throws when there is none. */
export function corpusDir(): string {
  const found = findCorpusDir();
  if (found.dir) return found.dir;
  if (found.badEnv)
    throw new Error(`SIBYL_CORPUS_DIR=${found.badEnv} does not contain the corpus (VERSION and ${MARKER})`);
  throw new Error(
    'IFRS corpus not found: set SIBYL_CORPUS_DIR or run from inside ' +
      `the repository (looked above ${found.searched.join(', ')})`
  );
}

// ---------------------------------------------------------------------------------------------
// Paragraph ids

export interface ParsedParagraphId {
  standard: Standard;
  /** Paragraph number, e.g. 29. */
  number: number;
  /** Sub-paragraph letter, e.g. "a". */
  letter?: string;
  /** Roman sub-item, lower case, e.g. "vi". */
  roman?: string;
  /** Numbered sub-item, e.g. 3 in S2.29(a)(i)(3). */
  digit?: number;
}

const ID_PARTS = /^(S[12])\.(\d{1,3})(?:\(([a-z])\)(?:\(([ivx]+)\)(?:\((\d+)\))?)?)?$/;

/** Parses an id such as `S2.29(a)(i)(3)`; returns null when malformed. */
export function tryParseParagraphId(id: string): ParsedParagraphId | null {
  const m = ID_PARTS.exec(id);
  if (!m) return null;
  const parsed: ParsedParagraphId = { standard: m[1] as Standard, number: Number(m[2]) };
  if (m[3]) parsed.letter = m[3];
  if (m[4]) {
    if (romanToInt(m[4]) === null) return null;
    parsed.roman = m[4];
  }
  if (m[5]) parsed.digit = Number(m[5]);
  return parsed;
}

/** Parses an id such as `S2.29(a)(i)(3)`; throws on malformed ids. */
export function parseParagraphId(id: string): ParsedParagraphId {
  const parsed = tryParseParagraphId(id);
  if (!parsed) throw new Error(`malformed IFRS paragraph id: ${JSON.stringify(id)}`);
  return parsed;
}

/** Inverse of parseParagraphId. */
export function formatParagraphId(p: ParsedParagraphId): string {
  if (p.roman && !p.letter) throw new Error('roman sub-item needs a letter');
  if (p.digit !== undefined && !p.roman) throw new Error('numbered sub-item needs a roman sub-item');
  let id = `${p.standard}.${p.number}`;
  if (p.letter) id += `(${p.letter})`;
  if (p.roman) id += `(${p.roman})`;
  if (p.digit !== undefined) id += `(${p.digit})`;
  if (!PARAGRAPH_ID_PATTERN.test(id)) throw new Error(`cannot format IFRS paragraph id from ${JSON.stringify(p)}`);
  return id;
}

/**
 * Best-effort normalisation of loosely written references, e.g. "IFRS S2 para 29(a)(vi)",
 * "s2.29 (a) (VI)", "S2-29(a)". Returns a canonical id, or null if it cannot be read.
 */
export function normalizeParagraphId(ref: string): string | null {
  const m = new RegExp(
    String.raw`^\s*(?:IFRS\s*)?(S[12])\s*(?:[.\-:]|\s)\s*(?:(?:paragraph|para\.?|para|¶)\s*)?(\d{1,3})` +
      String.raw`\s*((?:\(\s*[a-z0-9]+\s*\)\s*)*)$`,
    'i'
  ).exec(ref);
  if (!m) return null;
  const parts = [...(m[3] ?? '').matchAll(/\(\s*([a-z0-9]+)\s*\)/gi)].map((x) => (x[1] ?? '').toLowerCase());
  const id = `${(m[1] ?? '').toUpperCase()}.${Number(m[2])}${parts.map((p) => `(${p})`).join('')}`;
  return tryParseParagraphId(id) ? id : null;
}

/** Id of the enclosing paragraph (`S2.29(a)(i)(3)` -> `S2.29(a)(i)`), or null for a numbered paragraph. */
export function structuralParentId(id: string): string | null {
  const p = parseParagraphId(id);
  if (p.digit !== undefined) return formatParagraphId({ ...p, digit: undefined });
  if (p.roman) return formatParagraphId({ standard: p.standard, number: p.number, letter: p.letter });
  if (p.letter) return formatParagraphId({ standard: p.standard, number: p.number });
  return null;
}

const ROMANS = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x', 'xi', 'xii', 'xiii', 'xiv', 'xv'];

/** Value of a lower-case roman numeral up to xv, or null. */
function romanToInt(roman: string): number | null {
  const i = ROMANS.indexOf(roman);
  return i < 0 ? null : i + 1;
}

/** Orders ids in document order (standard, number, letter, roman, digit). */
export function compareParagraphIds(a: string, b: string): number {
  const pa = parseParagraphId(a);
  const pb = parseParagraphId(b);
  const key = (p: ParsedParagraphId): number[] => [
    p.standard === 'S1' ? 1 : 2,
    p.number,
    p.letter ? p.letter.charCodeAt(0) - 96 : 0,
    p.roman ? (romanToInt(p.roman) ?? 0) : 0,
    p.digit ?? 0
  ];
  const ka = key(pa);
  const kb = key(pb);
  for (let i = 0; i < ka.length; i++) {
    const d = (ka[i] ?? 0) - (kb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

// ---------------------------------------------------------------------------------------------
// Registry

export interface ListFilter {
  standard?: Standard;
  pillar?: Pillar;
  /** Only numbered paragraphs (no sub-paragraphs). */
  topLevelOnly?: boolean;
}

export interface Registry {
  readonly files: Readonly<Record<Standard, RegistryFile>>;
  getParagraph(id: string): RegistryEntry | undefined;
  listParagraphs(filter?: ListFilter): RegistryEntry[];
  children(id: string): RegistryEntry[];
  /** All entries below `id` (children, grandchildren, ...), in document order. */
  descendants(id: string): RegistryEntry[];
  /** Enclosing entries from the numbered paragraph down to the direct parent. */
  ancestors(id: string): RegistryEntry[];
  /** S2 entries whose s1Counterpart is the given S1 id. */
  s2Counterparts(s1Id: string): RegistryEntry[];
}

/** Reads and validates one registry file. */
export function readRegistryFile(path: string): RegistryFile {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    throw new Error(`cannot read IFRS registry file ${path}: ${(err as Error).message}`);
  }
  const parsed = RegistryFileSchema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 10).map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`invalid IFRS registry file ${path}:\n  ${issues.join('\n  ')}`);
  }
  return parsed.data;
}

/** Builds a registry from already-parsed files; checks cross-entry consistency. */
function createRegistry(files: Record<Standard, RegistryFile>): Registry {
  const all: RegistryEntry[] = [...files.S1.entries, ...files.S2.entries].sort((a, b) =>
    compareParagraphIds(a.id, b.id)
  );
  const byId = new Map<string, RegistryEntry>();
  const kids = new Map<string, RegistryEntry[]>();
  for (const e of all) {
    if (byId.has(e.id)) throw new Error(`duplicate IFRS registry id ${e.id}`);
    byId.set(e.id, e);
  }
  for (const e of all) {
    if (e.parent !== structuralParentId(e.id))
      throw new Error(`IFRS registry entry ${e.id} has parent ${e.parent}, expected ${structuralParentId(e.id)}`);
    if (e.parent) {
      if (!byId.has(e.parent)) throw new Error(`IFRS registry entry ${e.id}: parent ${e.parent} missing`);
      const list = kids.get(e.parent) ?? [];
      list.push(e);
      kids.set(e.parent, list);
    }
    if (e.s1Counterpart && !byId.has(e.s1Counterpart))
      throw new Error(`IFRS registry entry ${e.id}: s1Counterpart ${e.s1Counterpart} missing`);
  }
  const children = (id: string): RegistryEntry[] => [...(kids.get(id) ?? [])];
  const descendants = (id: string): RegistryEntry[] => children(id).flatMap((c) => [c, ...descendants(c.id)]);
  return {
    files,
    getParagraph: (id) => byId.get(id),
    listParagraphs: (filter = {}) =>
      all.filter(
        (e) =>
          (!filter.standard || e.standard === filter.standard) &&
          (!filter.pillar || e.pillar === filter.pillar) &&
          (!filter.topLevelOnly || e.parent === null)
      ),
    children,
    descendants,
    ancestors: (id) => {
      const out: RegistryEntry[] = [];
      let cur = byId.get(id)?.parent ?? null;
      while (cur) {
        const e = byId.get(cur);
        if (!e) break;
        out.unshift(e);
        cur = e.parent;
      }
      return out;
    },
    s2Counterparts: (s1Id) => all.filter((e) => e.s1Counterpart === s1Id)
  };
}

/** Loads and validates corpus/ifrs/s1.json and s2.json from `dir` (default: corpusDir()). */
export function loadRegistry(dir: string = corpusDir()): Registry {
  return createRegistry({
    S1: readRegistryFile(join(dir, 'ifrs', 's1.json')),
    S2: readRegistryFile(join(dir, 'ifrs', 's2.json'))
  });
}

let cached: Registry | null = null;

/** The registry loaded from corpusDir(), cached after the first call. */
export function getRegistry(): Registry {
  cached ??= loadRegistry();
  return cached;
}

/** Drops the cached registry (tests, or after SIBYL_CORPUS_DIR changes). */
export function resetRegistryCache(): void {
  cached = null;
}

export function getParagraph(id: string): RegistryEntry | undefined {
  return getRegistry().getParagraph(id);
}

export function listParagraphs(filter?: ListFilter): RegistryEntry[] {
  return getRegistry().listParagraphs(filter);
}

export function children(id: string): RegistryEntry[] {
  return getRegistry().children(id);
}
