/**
 * Which standard a claim's words point to: IFRS S2 (climate) or IFRS S1 (another sustainability
 * topic), or neither. The mapping gives the claim's standard a small prior and carries the
 * exemplars' votes over to it (`mapping.ts`), so this decides many S1/S2 twins. Rules, in order:
 *
 * 1. An explicit exclusion of climate ("non-climate indicators", "besides climate", "other than
 *    climate") is S1, whatever climate word the sentence also holds.
 * 2. A climate concept of the thesaurus (climate, GHG, scopes, physical risk, carbon price, ...) or a
 *    word of climate hazards and the energy transition that the thesaurus does not file under climate
 *    ("hotter", "warming", "chronic", "diesel", "coal", "LNG") is S2. "Water stress" alone is the
 *    water topic (S1), not a climate hazard.
 * 3. Sustainability in general ("sustainability risks") or a sustainability topic (water,
 *    biodiversity, workforce, labour, waste, ...) is S1. "Sustainable" as a label of a product or of
 *    finance ("sustainable aviation fuel", "sustainability-linked loans") names no topic and decides
 *    nothing.
 *
 * Pure; written for the project, not from the standards' text.
 */
import { conceptTokens } from './profiles';

export type Standard = 'S1' | 'S2';

/** Concepts that make a claim a climate claim (IFRS S2) rather than another sustainability topic (S1). */
const CLIMATE_CONCEPTS = [
  'cxclimate',
  'cxghg',
  'cxscope1',
  'cxscope2',
  'cxscope3',
  'cxphysical',
  'cxcarbonprice',
  'cxparis',
  'cxcredits',
  'cxtransitionplan',
  'cxfinanced'
];

/** Climate stated as what the claim is NOT about. */
const NOT_CLIMATE = new RegExp(
  String.raw`\bnon[- ]climate\b|\b(?:besides|beyond|apart from|aside from|other than|excluding|` +
    String.raw`except(?: for)?) (?:the )?climate\b`,
  'iu'
);

/** Climate hazards and the energy transition in words the thesaurus does not file under climate. */
const CLIMATE_WORDS = new RegExp(
  String.raw`\b(?:warm(?:er|ing)|hott?er|hottest|dry (?:summers?|spells?|years?|seasons?)|diesel|petrol|` +
    String.raw`gasoline|coal(?:-fired)?|lng|bunker\w*|fuel oil|combustion engines?|chronic|acute|` +
    String.raw`heat pumps?|electric vehicles?|sustainable aviation fuel)\b`,
  'iu'
);

/** A water-stress phrase is the water topic, not a climate hazard, unless climate is named otherwise. */
const WATER_STRESS = /\bwater[- ](?:stress(?:ed)?|scarcity|scarce)\b/giu;

/**
 * "Sustainable" as a label of a product or of finance ("sustainable
 * aviation fuel", "sustainability-linked loans") names no topic.
 */
const GENERIC = /\bsustainable\b|\bsustainability[- ]linked\b/giu;

/** The standard a claim's words point to (see the module comment), or null. */
export function standardOf(text: string): Standard | null {
  if (NOT_CLIMATE.test(text)) return 'S1';
  const withoutWaterStress = text.replace(WATER_STRESS, ' water ');
  const concepts = new Set(conceptTokens(withoutWaterStress.replace(GENERIC, ' ')));
  if (CLIMATE_CONCEPTS.some((c) => concepts.has(c)) || CLIMATE_WORDS.test(withoutWaterStress)) return 'S2';
  return concepts.has('cxsustainability') ? 'S1' : null;
}
