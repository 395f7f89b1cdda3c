/**
 * The figures a claim states, read from its text with facts/ (the same reader for both engines; the
 * model is never asked for figures). Units resolve through the corpus's units.json; a CO₂-equivalent
 * mass is written with its marker ("t" + CO₂e → "tCO2e") so the unit alone says what was measured.
 */
import type { ClaimFigure } from '../../shared/domain/claim';
import { unitIdOf } from '../corpus/reference';
import { parsePeriod } from './dates';
import { readFigures } from './figures';
import type { Figure } from './figure';

function toClaimFigure(f: Figure): ClaimFigure {
  const year = f.period ? parsePeriod(f.period)?.to : undefined;
  const unit = f.unit && f.co2e ? `${f.unit}CO2e` : f.unit;
  return {
    value: f.value,
    ...(f.valueTo !== undefined ? { valueTo: f.valueTo } : {}),
    ...(unit ? { unit } : {}),
    ...(f.scale ? { scale: f.scale } : {}),
    ...(f.period ? { period: f.period } : {}),
    ...(year !== undefined ? { year } : {}),
    scopes: f.scopes ?? [],
    raw: f.raw,
    start: f.start,
    end: f.end
  };
}

/**
 * A unit's id, except "LB" and "MB" in capitals: sustainability reports write them for location- and market-based
 * Scope 2 ("Scope 2 (LB): 2024 180,530"), while pounds are written "lb" or "lbs".
 */
const unitOf = (raw: string): string | undefined => (/^\s*[LM]B\s*$/u.test(raw) ? undefined : unitIdOf(raw));

/** Every figure `text` states, in order, with its span within `text`. */
export function claimFigures(text: string): ClaimFigure[] {
  return readFigures(text, { units: unitOf }).map(toClaimFigure);
}
