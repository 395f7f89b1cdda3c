/**
 * Units the figure reader recognises itself (volume, percent, currency); mass and energy come from the
 * corpus's units.json through an injected resolver, so the aliases live in one place.
 */
import type { UnitResolver } from './figure';

const CURRENCY_SYMBOL: Record<string, string> = { '€': 'EUR', $: 'USD', '£': 'GBP', '¥': 'JPY', '₹': 'INR' };
const CURRENCY_CODE = /^(?:EUR|USD|GBP|CHF|JPY|SEK|NOK|DKK|CAD|AUD|INR|CNY|BRL|ZAR)$/u;
const VOLUME: Record<string, string> = {
  m3: 'm3',
  'cubic metres': 'm3',
  'cubic meters': 'm3',
  ml: 'ML',
  megalitres: 'ML',
  megaliters: 'ML'
};
const CO2E = /^(.*?)\s*(?:of\s+)?CO2[- ]?(?:e|eq|equivalents?)?\.?$/iu;

export function currencyOf(token: string): string | undefined {
  if (CURRENCY_SYMBOL[token]) return CURRENCY_SYMBOL[token];
  const upper = token.toUpperCase();
  return CURRENCY_CODE.test(upper) ? upper : undefined;
}

export interface ResolvedUnit {
  unit: string;
  co2e?: boolean;
}

/**
 * Resolves a unit phrase ("tCO₂e", "MWh", "m³", "%") or undefined. Compatibility forms are folded
 * once (NFKC: ₂ → 2, ³ → 3, full-width ％ → %), so every rule below is written for plain digits only.
 */
export function resolveUnitPhrase(phrase: string, resolver?: UnitResolver): ResolvedUnit | undefined {
  const text = phrase.normalize('NFKC').trim();
  if (text === '%' || /^per ?cent$/iu.test(text)) return { unit: '%' };
  const volume = VOLUME[text.toLowerCase()] ?? VOLUME[text];
  if (volume) return { unit: volume };
  const currency = currencyOf(text);
  if (currency) return { unit: currency };
  if (!resolver) return undefined;
  const co2 = CO2E.exec(text);
  if (co2 && co2[1]) {
    // "teqCO2", "kteqCO2": the French "tonnes équivalent CO2", the "eq" before the gas.
    const mass = resolver(co2[1]) ?? (/^[a-z]{1,2}eq$/iu.test(co2[1]) ? resolver(co2[1].slice(0, -2)) : undefined);
    if (mass) return { unit: mass, co2e: true };
  }
  const direct = resolver(text);
  if (direct) return { unit: direct, co2e: /co2/iu.test(text) || undefined };
  return undefined;
}
