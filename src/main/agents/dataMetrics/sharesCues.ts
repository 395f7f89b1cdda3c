/**
 * The words that tell a set of percentages divides one whole, and the words that tell it does not
 * (changes, targets, rates, bounds, nested parts). Shared by the prose and table readers of shares_sum.
 */
/** The sentence speaks of a whole divided into parts. */
export const PART_CUE = new RegExp(
  String.raw`\bmix\b|\bbreak ?downs?\b|\bbroken down\b|\bsplit\b|\bconsist|\bcompris|\bcomposed\b|` +
    String.raw`\bcomposition\b|\bmade up\b|\bmakes? up\b|\baccount(?:s|ed|ing)? for\b|\bdistribution\b|` +
    String.raw`\bshares?\b|\bproportions?\b|\bof (?:the |our |its )?total\b|` +
    String.raw`\b(?:generated|sourced|came|comes?|derived|produced) from\b|` +
    String.raw`\bby (?:source|region|scope|type|category|country|segment|fuel|activity)\b|\bfollowed by\b|` +
    // "79% of the energy we consumed was renewable electricity, 19% natural gas and 2% other fuels"
    String.raw`\bof (?:the |our |its )?(?:energy|electricity|power|fuel|heat)(?: we| it)? (?:consumed|used|bought)\b`,
  'iu'
);
/** The sentence says the listed parts are the whole. */
export const WHOLE_CUE = new RegExp(
  String.raw`\bconsist(?:s|ed)? (?:entirely )?of\b|\bcompris(?:es|ed|ing)\b|` +
    String.raw`\b(?:is|was|are|were) (?:made up|composed) of\b|` +
    String.raw`\b(?:split|broken down|divided) (?:into|between|among)\b|` +
    String.raw`\bbreaks? down (?:into|as follows)\b`,
  'iu'
);
export const REMAINDER = /\b(?:remainder|remaining|the rest|others|other sources|balance)\b/iu;
/** Percentages that are not parts of one whole: changes, targets, rates, margins, bounds, approximations, nesting. */
export const VETO = new RegExp(
  [
    // changes, comparisons and targets
    String.raw`\b(?:increas|decreas|reduc|rose\b|rise|rising|fell\b|fall|grew\b|grow|declin|drop|climb|` +
      String.raw`gains?\b|gained|los[st]|compared|versus|vs\b|relative to|target|goal|aim|ambition|pledge|` +
      String.raw`commitment|plan(?:s|ned)?\b|by 20\d\d)`,
    String.raw`\b(?<!(?:made|make|makes) )up\b|\b(?<!(?:broken|break|breaks) )down\b`,
    // rates, margins, nested parts
    String.raw`\b(?:margin|rates?\b|CAGR|year[- ]on[- ]year|yoy|respectively|of which|thereof|including|` +
      String.raw`includes|ROI|return|interest|probabilit|likel|confidence|tax|discount|weight|score|` +
      String.raw`efficien|improv|saving|survey|satisf|coverage|covered|achiev|complet|progress|recycl|` +
      String.raw`recover|certif|audit|assess)`,
    // bounds and approximations
    String.raw`\b(?:at least|up to|more than|less than|over|above|below|under|nearly|almost|approx\w*|` +
      String.raw`about|around|roughly|some|close to|between|lower|higher|cut|each|every)\b`,
    String.raw`[~<>≥≤±]`
  ].join('|'),
  'iu'
);
/** A table caption that names a divided whole. */
export const PART_CUE_TABLE = new RegExp(
  String.raw`\bmix\b|\bbreak ?downs?\b|\bsplit\b|\bdistribution\b|\bcomposition\b|\bshares?\b|` +
    String.raw`\bproportions?\b|\bby (?:source|region|scope|type|category|country|segment|fuel|activity|` +
    String.raw`material)\b`,
  'iu'
);
/** A row that is a rate of something else, a nested part or a change: its table is not a partition. */
export const ROW_VETO = new RegExp(
  String.raw`\b(?:recycl|reus|recover|certif|of which|thereof|including|change|var\.|variation|rate|` +
    String.raw`target|growth|increase|decrease|reduction|coverage|intensity|per\b)`,
  'iu'
);
