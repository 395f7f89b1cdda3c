/**
 * Unit recognition and conversion over units.json. Aliases are compared after "squashing" (Unicode
 * NFKC so CO₂ becomes CO2, then spaces, hyphens, dots, underscores and middle dots removed). Ordinary
 * aliases match in any case; case-sensitive aliases (Mt vs MT) only with their exact case; aliases listed
 * as ambiguous raise AMBIGUOUS_UNIT instead of guessing. A trailing CO2-equivalent marker after a mass
 * unit ("tCO2e", "t CO2-eq", "tonnes of CO₂ equivalent", "t éq. CO2") is stripped before lookup.
 */
import { CorpusReferenceError, ReferenceErrors } from './referenceErrors';
import type { Dimension, Unit, UnitsFile } from './referenceSchema';

export function squash(text: string): string {
  return text.normalize('NFKC').replace(/[\s\-_.·⋅‐‑‒–—−]/gu, '');
}

export interface UnitIndex {
  file: UnitsFile;
  byId: Map<string, Unit>;
  /** Squashed alias with its case → unit ids (case-sensitive aliases and ids). */
  exact: Map<string, Set<string>>;
  /** Squashed lower-case alias → unit ids (ordinary aliases). */
  folded: Map<string, Set<string>>;
  ambiguous: Map<string, { candidates: string[]; reason: string }>;
  markers: string[];
  linkWords: string[];
}

function add(map: Map<string, Set<string>>, key: string, id: string): void {
  const set = map.get(key) ?? new Set<string>();
  set.add(id);
  map.set(key, set);
}

export function buildUnitIndex(file: UnitsFile): UnitIndex {
  const index: UnitIndex = {
    file,
    byId: new Map(),
    exact: new Map(),
    folded: new Map(),
    ambiguous: new Map(),
    markers: [...file.co2eMarkers].map((m) => squash(m).toLowerCase()).sort((a, b) => b.length - a.length),
    linkWords: file.co2eMarkerLinkWords.map((w) => squash(w).toLowerCase())
  };
  for (const unit of file.units) {
    index.byId.set(unit.id, unit);
    add(index.exact, squash(unit.id), unit.id);
    for (const alias of unit.caseSensitiveAliases ?? []) add(index.exact, squash(alias), unit.id);
    for (const alias of unit.aliases) add(index.folded, squash(alias).toLowerCase(), unit.id);
  }
  for (const a of file.ambiguous)
    index.ambiguous.set(squash(a.alias).toLowerCase(), { candidates: a.candidates, reason: a.reason });
  return index;
}

function single(index: UnitIndex, ids: Set<string> | undefined, raw: string): Unit | undefined {
  if (!ids || ids.size === 0) return undefined;
  if (ids.size > 1) {
    throw new CorpusReferenceError(
      ReferenceErrors.AMBIGUOUS_UNIT,
      `"${raw}" could mean ${[...ids].join(' or ')}; state the unit explicitly.`,
      {
        unit: raw,
        candidates: [...ids]
      }
    );
  }
  return index.byId.get([...ids][0] as string);
}

function lookup(index: UnitIndex, key: string, raw: string): Unit | undefined {
  if (key === '') return undefined;
  const exact = single(index, index.exact.get(key), raw);
  if (exact) return exact;
  const folded = single(index, index.folded.get(key.toLowerCase()), raw);
  if (folded) return folded;
  const amb = index.ambiguous.get(key.toLowerCase());
  if (amb) {
    throw new CorpusReferenceError(ReferenceErrors.AMBIGUOUS_UNIT, `"${raw}" is ambiguous: ${amb.reason}`, {
      unit: raw,
      candidates: amb.candidates
    });
  }
  return undefined;
}

/** Strip a trailing CO2e marker (and a linking "of") from a squashed unit string, keeping the case of the rest. */
function stripMarker(index: UnitIndex, key: string): string | undefined {
  const lower = key.toLowerCase();
  for (const marker of index.markers) {
    if (lower.length > marker.length && lower.endsWith(marker)) {
      let rest = key.slice(0, key.length - marker.length);
      for (const link of index.linkWords) {
        if (rest.length > link.length && rest.toLowerCase().endsWith(link))
          rest = rest.slice(0, rest.length - link.length);
      }
      return rest;
    }
  }
  return undefined;
}

export function resolveUnitIn(index: UnitIndex, raw: string): Unit {
  if (typeof raw !== 'string' || raw.trim() === '') {
    throw new CorpusReferenceError(ReferenceErrors.UNKNOWN_UNIT, 'No unit given.', { unit: raw });
  }
  const key = squash(raw);
  const direct = lookup(index, key, raw);
  if (direct) return direct;
  const rest = stripMarker(index, key);
  if (rest !== undefined) {
    const mass = lookup(index, rest, raw);
    if (mass && mass.dimension === 'ghg_mass') return mass;
  }
  throw new CorpusReferenceError(ReferenceErrors.UNKNOWN_UNIT, `Unknown unit "${raw}".`, { unit: raw });
}

export interface Conversion {
  value: number;
  from: Unit;
  to: Unit;
  dimension: Dimension;
  exact: boolean;
}

/** Converts between units of one dimension; result rounded to 15 significant digits to drop float noise. */
export function convertIn(index: UnitIndex, value: number, fromUnit: string, toUnit: string): Conversion {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new CorpusReferenceError(
      ReferenceErrors.INVALID_INPUT,
      `Cannot convert a non-finite value (${String(value)}).`,
      { value }
    );
  }
  const from = resolveUnitIn(index, fromUnit);
  const to = resolveUnitIn(index, toUnit);
  if (from.dimension !== to.dimension) {
    throw new CorpusReferenceError(
      ReferenceErrors.INCOMPATIBLE_UNITS,
      `Cannot convert ${from.id} (${from.dimension}) to ${to.id} (${to.dimension}): different dimensions.`,
      { from: from.id, to: to.id, fromDimension: from.dimension, toDimension: to.dimension }
    );
  }
  const result = Number(((value * from.toBase) / to.toBase).toPrecision(15));
  return { value: result, from, to, dimension: from.dimension, exact: from.exact && to.exact };
}
