/**
 * The unit a table states for its figures, and its multiple: "t CO₂e", "tCO2e", "kt CO₂e",
 * "Mt", "thousand tonnes", "(1,000 metric tons)", "'000 t", "in thousands of tonnes", "kg". Masses
 * are given as tonnes per printed unit ("kt CO₂e" → 1,000), so a cell's value becomes tonnes the
 * same way wherever the unit was printed: a row label, a unit column, a column header, the corner
 * cell, the caption or a line above the table.
 */
import type { TableUnit } from './types';

const CO2E = /\b(?:co2|co₂|ghg|carbon)(?:\s*[- ]?(?:e|eq|equivalents?))?\b|co2e|co₂e|\bco2\s*eq|eq\s?co[2₂]/iu;
/** A multiple written out: "thousand", "1,000", "'000", "(000)", "million". */
const THOUSAND = /\bthousands?\b|\btsd\b\.?|\btausend\b|(?<![\d.,])1[,. ]?000(?![\d.,]\d)|['’]000|\(000\)|\b000s\b/iu;
const MILLION = /\bmillions?\b|\bmn\b|\bmio\.?\b|(?<![\d.,])1[,. ]?000[,. ]?000(?![\d.,]\d)/iu;
/** The mass word or symbol: the longest forms first. */
const MASS =
  /(?<![\p{L}])(?:(kilo|mega|giga)?(?:metric\s+)?(tonnes?|tons?)|(kg|kt|mt|gt|t)(?=\s*-?\s*(?:co|eq\s?co|of\b|$|[)\],;/])))/iu;
const PREFIX: Record<string, number> = { kilo: 1e3, mega: 1e6, giga: 1e9 };
const SYMBOL: Record<string, number> = { kg: 1e-3, t: 1, kt: 1e3, mt: 1e6, gt: 1e9 };

/** Tonnes per unit of the mass named in `text`, or undefined when it names none. */
function tonnesIn(text: string): number | undefined {
  // "k tCO2eq", "M t CO2e": a multiple's letter set apart from its tonnes.
  const m = MASS.exec(text.replace(/\b([kK]|M)\s+t(?=\s*co)/giu, (_, k: string) => `${k === 'M' ? 'M' : 'k'}t`));
  if (!m) return undefined;
  if (m[2]) return m[1] ? PREFIX[m[1].toLowerCase()]! : 1;
  // "Mt" is megatonnes; "MT" in capitals is how some reports write metric tonnes.
  if (m[3] === 'MT') return 1;
  return SYMBOL[m[3]!.toLowerCase()];
}

/**
 * The mass unit a short text states, with its multiple, or undefined. Only masses are read:
 * other units (MWh, %, EUR) leave the figure to the sentence readers.
 */
export function tableUnitOf(text: string): TableUnit | undefined {
  const t = text.normalize('NFKC').replace(/\s+/gu, ' ');
  const per = tonnesIn(t);
  if (per === undefined) return undefined;
  // An intensity ("t CO2e per EUR million", "t/employee") is not a mass.
  if (/\bper\b|\/\s*\p{L}/iu.test(t)) return undefined;
  const multiple = MILLION.test(t) ? 1e6 : THOUSAND.test(t) ? 1e3 : 1;
  return { printed: text.trim(), tonnesPer: per * multiple, co2e: CO2E.test(t) };
}

/** A row's own unit cell: the mass it names, else the unit as printed ("% of energy", "EUR million"). */
export function printedUnit(text: string): TableUnit {
  const t = text.normalize('NFKC').replace(/\s+/gu, ' ');
  return tableUnitOf(text) ?? { printed: text.trim(), co2e: CO2E.test(t) };
}

/** A printed unit inside a label or caption: "(t CO₂e)", ", kt CO2e", "(1,000 metric tons)", "in thousand tonnes". */
const UNIT_IN_TEXT = new RegExp(
  String.raw`\s*(?:[(\[,]\s*|\bin\s+)?(?:(?:thousands?|millions?|1[,.]?000)\s+(?:of\s+)?)?(?:metric\s+)?` +
    String.raw`(?<![\p{L}])(?:k|m)?(?:t|tonnes?|tons?)\b\s*(?:of\s+)?(?:co2|co₂)?\s*(?:e|eq|equivalents?)?\b[)\]]?`,
  'giu'
);

/** The text without the mass unit it prints ("Scope 1 (kt CO₂e)" → "Scope 1"). */
export const withoutUnit = (text: string): string => text.replace(UNIT_IN_TEXT, ' ').replace(/\s+/gu, ' ').trim();

/**
 * A cell that is a unit and nothing else: a mass of CO₂e, perhaps per something ("t CO₂e", "kt", "tCO2e/",
 * "teqCO2", "t CO₂e / EUR m"), a share, an amount of energy or money ("MWh", "GJ", "EUR million", "MEUR", "£m"),
 * a volume or a count. Table rows print one before or right after their figures; a data export's unit field
 * holds one.
 */
const UNIT_CELL = new RegExp(
  String.raw`^(?:(?:k|m)?t(?:\s?(?:eq\s?)?co2e?(?:q|-?e)?)?(?:\s?(?:\/|per)\s?.{0,24})?|%|(?:k|m|g|t)?wh|[gtp]j|` +
    String.raw`(?:eur|usd|gbp|€|\$|£)\s?(?:m|mn|bn|million|k|thousand)?|m(?:eur|usd)|m[3³]|no\.?|number|` +
    // Activity units of a calculation sheet: fuel in litres, refrigerant in kg, distance in km.
    String.raw`kg|l|lit(?:re|er)s?|km)$`,
  'iu'
);

/** True when the text is a unit cell (see UNIT_CELL), compatibility forms folded ("CO₂" as "CO2"). */
export const isUnitCell = (text: string): boolean => UNIT_CELL.test(text.normalize('NFKC').trim());

/**
 * A note that gives a table's unit: "All values in thousand metric tonnes of CO₂ equivalent …", "all figures in t CO₂e",
 * "Our carbon account, in t CO₂e."
 */
const UNIT_NOTE =
  /\b(?:all (?:values|figures|data|amounts|numbers)|(?:values|figures|data|amounts|numbers) (?:are )?(?:given |shown |stated |reported )?)in\s+(.{3,80})|,\s+in\s+((?:thousand\s+|million\s+)?(?:metric\s+)?(?:t|kt|mt|tonnes?|tons?)\b.{0,30})/iu;

/** The mass unit a note in `text` states, as printed ("thousand metric tonnes of CO₂ equivalent"), or undefined. */
export function unitOfNote(text: string): string | undefined {
  const m = UNIT_NOTE.exec(text);
  const unit = (m?.[1] ?? m?.[2])?.split(/[.;]\s|\s+(?:unless|except|where|if)\b/u)[0];
  return unit && tableUnitOf(unit) ? unit : undefined;
}
