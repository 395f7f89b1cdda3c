/**
 * Quantities as sentence features: the percentages, measured amounts (a number with a unit),
 * money amounts and scale words a sentence states, as printed, and the count of other figures.
 * The claims engine weighs these to decide whether a sentence is checkable; readFigures (figures.ts)
 * gives the parsed values. Units are written with digits or with scripts ("tCO2e"/"tCO₂e", "m3"/"m³").
 */
import { YEAR_PATTERN } from './dates';

/** A number as printed in reports: 12,345 / 12 345 / 3.5 / 3,5 / (1,234) / -12 / 1.2bn. */
const NUMBER = String.raw`[-+]?\(?\d{1,3}(?:[,\u00a0\u202f ]\d{3})+(?:[.,]\d+)?\)?|[-+]?\(?\d+(?:[.,]\d+)?\)?`;

export const PERCENT_PATTERN =
  /(?<![\p{L}\d.,])[-+]?\d{1,3}(?:,\d{3})*(?:[.,]\d+)?\s?(?:%|per ?cent\b|percent\b|pp\b|percentage points?\b)/iu;

/** Measured quantities: a number followed by a unit (or a currency before it). */
const UNIT_PATTERN = new RegExp(
  String.raw`(?:${NUMBER})[\s-]?(?:thousand |million |billion |mn |bn |m |k )?(?:t ?co[2₂]e?q?|` +
    String.raw`kt ?co[2₂]e?|mt ?co[2₂]e?|tonnes?(?: of)?(?: co[2₂]e?)?|tons?|metric tons?|t|kt|mt|gt|kg|g|` +
    String.raw`mwh|gwh|twh|kwh|mw|gw|kw|mwp|kwp|gj|tj|pj|mj|m³|m3|megalit(?:re|er)s?|lit(?:re|er)s?|l|ml|` +
    String.raw`hectares?|ha|acres?|km²|km2|km|m²|m2|ppm|trees|sites|plants|facilities|employees|people|` +
    String.raw`staff|workers|suppliers|vehicles|units)(?![\p{L}])`,
  'iu'
);
const AMOUNT = String.raw`\d[\d,.]*(?:\s?(?:thousand|million|billion|trillion|bn|mn|m|k)\b)?`;
const CURRENCY_PATTERN = new RegExp(
  String.raw`(?:[€$£¥₩]\s?|\b(?:eur|usd|gbp|chf|jpy|krw|cny|sek|nok|dkk)\s?)${AMOUNT}|` +
    String.raw`(?<![\p{L}\d.,])\d[\d,.]*\s?(?:thousand |million |billion |trillion |bn |mn )?(?:eur|euros?|` +
    String.raw`usd|dollars?|gbp|pounds?|chf|yen|won)\b`,
  'iu'
);
const MULTIPLIER_PATTERN = /(?<![\p{L}\d.,])\d[\d,.]*\s?(?:million|billion|trillion|thousand|bn|mn)\b/iu;
/** A figure standing alone: not part of a name ("5G", "3D", "CO2", "R&D 2.0"). */
const NUMBER_TOKEN = /(?<![\p{L}\d.,])\d+(?:[.,]\d+)*(?![\p{L}\d])/gu;

function all(re: RegExp, text: string): string[] {
  return [...text.matchAll(new RegExp(re.source, re.flags.includes('g') ? re.flags : re.flags + 'g'))].map((m) =>
    m[0].trim()
  );
}

export interface Quantities {
  percents: string[];
  measures: string[];
  currencies: string[];
  multipliers: string[];
  /** Figures besides years (counts, plain numbers). */
  numbers: number;
}

/** The quantities `text` states, as printed, in order. */
export function quantitiesIn(text: string): Quantities {
  return {
    percents: all(PERCENT_PATTERN, text),
    measures: all(UNIT_PATTERN, text),
    currencies: all(CURRENCY_PATTERN, text),
    multipliers: all(MULTIPLIER_PATTERN, text),
    numbers: (text.replace(YEAR_PATTERN, ' ').match(NUMBER_TOKEN) ?? []).length
  };
}
