/**
 * The offline claims engine's word lists: environmental topics, verbs of commitment and
 * achievement, hedges and boilerplate, governance, strategy, geography cues, and the number and
 * unit patterns that make a statement checkable. Lists only: no scoring here (see features.ts).
 *
 * Term syntax: lowercase words; `*` at the end of a word matches any word ending ("recycl*" matches
 * recycled, recycling); a space matches spaces or hyphens ("net zero" matches "net-zero").
 */

/** The regular-expression source of one term (see the syntax above). */
export function termSource(t: string): string {
  return t
    .split(' ')
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\*$/, '[\\p{L}\\p{N}]*'))
    .join('[\\s-]+');
}

/** Compiles terms into one case-insensitive, global, word-bounded regular expression. */
export function termPattern(terms: readonly string[]): RegExp {
  const alts = [...terms].sort((a, b) => b.length - a.length).map(termSource);
  // Not inside a hyphenated compound's second half ("non-renewable", "on-board").
  return new RegExp(`(?<![\\p{L}\\p{N}]|[\\p{L}\\p{N}]-)(?:${alts.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
}

// ---- Environmental topics ------------------------------------------------------------------------
// Grouped by how they are used in reports rather than by science: words of the energy business
// (coal, gas, power) describe markets at least as often as environmental action, while words of
// circularity or green framing nearly always come with an environmental claim.

export const ENV_GROUPS = {
  /** Waste, recycling, reuse, packaging, plastics. */
  circular: [
    'recycl*',
    'recyclab*',
    'reus*',
    'reusable',
    'upcycl*',
    'circular*',
    'circularity',
    'waste',
    'wastes',
    'landfill*',
    'compost*',
    'packaging',
    'plastic*',
    'microplastic*',
    'single use',
    'refill*',
    'biodegradab*',
    'bio based',
    'take back',
    'remanufactur*',
    'refurbish*',
    'resource efficien*',
    'material efficien*',
    'food waste',
    'by product*',
    'end of life',
    'eco design',
    'ecodesign',
    'secondary raw material*',
    'virgin material*',
    'recovered material*',
    'zero waste'
  ],
  /** Land, forests, species, oceans. */
  nature: [
    'biodiversity',
    'deforestation',
    'deforestation free',
    'reforest*',
    'afforest*',
    'forest*',
    'tree*',
    'ecosystem*',
    'habitat*',
    'species',
    'wildlife',
    'wetland*',
    'peatland*',
    'mangrove*',
    'soil*',
    'ocean*',
    'marine',
    'nature based',
    'nature positive',
    'natural capital',
    'regenerative',
    'land use',
    'protected area*',
    'pollinator*',
    'bees',
    'coral*',
    'rainforest*',
    'agroforestry',
    'conservation',
    'conserv*',
    'natural resource*'
  ],
  pollution: [
    'pollut*',
    'air quality',
    'nox',
    'sox',
    'so2',
    'voc',
    'vocs',
    'particulate*',
    'pm2.5',
    'hazardous',
    'toxic*',
    'spill*',
    'contaminat*',
    'effluent*',
    'pesticide*',
    'mercury',
    'ozone'
  ],
  /** Outcomes a climate claim names: net zero, low carbon, a smaller footprint. */
  climateOutcome: [
    'net zero',
    'carbon neutral*',
    'climate neutral*',
    'zero emission*',
    'low emission*',
    'emission free',
    'emissions free',
    'zero carbon',
    'low carbon',
    'carbon free',
    'decarbonis*',
    'decarboniz*',
    'carbon footprint',
    'carbon intensity',
    'science based target*',
    'science based',
    'sbti',
    'paris agreement',
    '1.5°c',
    '1.5 °c',
    '2°c',
    'global warming',
    'climate action',
    'climate protection',
    'carbon reduction*',
    'emission reduction*',
    'emissions reduction*',
    'ghg reduction*',
    'co2 reduction*',
    'avoided emissions',
    'climate positive'
  ],
  /** The climate topic in general. */
  climate: [
    'emission*',
    'ghg*',
    'greenhouse gas*',
    'co2*',
    'co₂*',
    'carbon',
    'carbon dioxide',
    'climate',
    'climate change'
  ],
  /** Greenhouse-gas accounting vocabulary: disclosure more than claim. */
  ghgAccounting: [
    'scope 1',
    'scope 2',
    'scope 3',
    'scopes 1',
    'co2e',
    'tco2e',
    'co2eq',
    'market based',
    'location based',
    'ghg protocol',
    'ipcc',
    'methane',
    'sf6',
    'hfc*',
    'f gas*',
    'refrigerant*',
    'emission factor*',
    'gwp',
    'offset*',
    'carbon credit*',
    'allowance*',
    'ets'
  ],
  efficiency: [
    'energy efficien*',
    'energy saving*',
    'energy use',
    'energy usage',
    'energy consumption',
    'energy intensity',
    'fuel efficien*',
    'fuel consumption',
    'fuel economy',
    'efficient',
    'efficien*',
    'consumption',
    'intensity',
    'insulation',
    'heat recovery',
    'waste heat',
    'smart meter*'
  ],
  renewables: [
    'renewable*',
    'clean energy',
    'green energy',
    'green electricity',
    'green power',
    'green hydrogen',
    'hydrogen',
    'heat pump*',
    'led lighting',
    'ppa',
    'ppas',
    'power purchase agreement*',
    'guarantees of origin',
    're100',
    'sustainable aviation fuel*',
    'saf',
    'biogas',
    'biomethane',
    'geothermal',
    'hydropower',
    'hydroelectric*',
    'electrification',
    'electrif*',
    'e mobility',
    'charging station*',
    'charging point*',
    'cogeneration',
    'district heating',
    'wind power',
    'wind energy',
    'photovoltaic*',
    'pv',
    'carbon capture',
    'ccs',
    'ccus'
  ],
  /** Words of the energy business: markets and assets as often as environmental action. */
  energyBusiness: [
    'coal',
    'coal fired',
    'solar',
    'natural gas',
    'gas',
    'lng',
    'oil',
    'oil and gas',
    'power',
    'power plant*',
    'nuclear',
    'fuel*',
    'fossil fuel*',
    'electricity',
    'biofuel*',
    'biomass',
    'electric vehicle*',
    'evs',
    'wind farm*',
    'wind turbine*',
    'offshore wind',
    'onshore wind',
    'energy storage',
    'battery storage',
    'storage',
    'utility',
    'utilities',
    'grid',
    'megawatt*',
    'gigawatt*',
    'mw',
    'gw',
    'refiner*',
    'upstream',
    'downstream',
    'hydrocarbon*',
    'energy transition'
  ],
  water: [
    'water',
    'water consumption',
    'water use',
    'water usage',
    'water withdrawal*',
    'water discharge*',
    'wastewater',
    'water stewardship',
    'water saving*',
    'freshwater',
    'rainwater',
    'water stress*',
    'drought'
  ],
  /** A company, product or activity framed as good for the environment. */
  greenFraming: [
    'environmentally friendly',
    'environment friendly',
    'eco friendly',
    'climate friendly',
    'planet friendly',
    'eco',
    'ecological*',
    'ecolabel*',
    'eco label*',
    'eco efficien*',
    'eco conscious',
    'green',
    'greener',
    'cleaner',
    'clean',
    'sustainable product*',
    'sustainable solution*',
    'sustainable material*',
    'sustainable sourcing',
    'sustainably sourced',
    'sustainable finance',
    'green bond*',
    'green financ*',
    'sustainable mobility',
    'sustainable transport*',
    'environmental footprint',
    'environmental impact*',
    'environmental performance',
    'environmental benefit*',
    'environmental protection',
    'environmental management',
    'environmental standard*',
    'protect the environment',
    'our environmental',
    'healthy planet',
    'the planet',
    'our planet',
    'low impact',
    'footprint*',
    'environmentally',
    'carbon efficient',
    'fsc',
    'pefc',
    'iso 14001',
    'emas',
    'leed',
    'breeam',
    'energy star',
    'cradle to cradle',
    'eu taxonomy',
    'taxonomy aligned'
  ],
  /** The words "environmental" and "environment" (in the natural sense). */
  environmentWord: ['environmental', 'environment', 'the environment'],
  /** Sustainability vocabulary without a specific object. */
  sustainabilityWord: ['sustainab*', 'esg', 'green transition', 'responsible', 'responsibly', 'planet', 'nature']
} as const;

export type EnvGroup = keyof typeof ENV_GROUPS;

/** Plain-language names of the groups, for reasoning text. */
export const ENV_GROUP_LABEL: Record<EnvGroup, string> = {
  circular: 'waste and circularity',
  nature: 'nature and biodiversity',
  pollution: 'pollution',
  climateOutcome: 'climate targets and emissions reduction',
  climate: 'greenhouse-gas emissions',
  ghgAccounting: 'greenhouse-gas accounting',
  efficiency: 'energy and resource efficiency',
  renewables: 'renewable energy',
  energyBusiness: 'energy use and supply',
  water: 'water',
  greenFraming: 'environmental performance',
  environmentWord: 'the environment',
  sustainabilityWord: 'sustainability'
};

/** Groups whose words name an environmental topic on their own (the rest need company context). */
export const SPECIFIC_ENV_GROUPS: readonly EnvGroup[] = [
  'circular',
  'nature',
  'pollution',
  'climateOutcome',
  'climate',
  'ghgAccounting',
  'efficiency',
  'renewables',
  'energyBusiness',
  'water'
];

/** "environment" in a business sense ("market environment", "in this environment"). */
export const NON_ENV_ENVIRONMENT = new RegExp(
  String.raw`\b(?:market|business|economic|operating|demand|pricing|price|macro(?:economic)?|rate|` +
    String.raw`interest rate|competitive|regulatory|political|work|working|current|this|that|challenging|` +
    String.raw`difficult|tough|volatile|uncertain|low[- ]rate|credit|trading|retail|financial|control|it|` +
    String.raw`digital|learning|security|inflationary|geopolitical|global|threat|risk|social|team|safe|` +
    String.raw`safer|service|corporate|harsh|indoor|inclusive|diverse|supportive|healthy working|` +
    String.raw`high[- ]temperature|controlled|new|customer|client|user|application|cloud|computing|test|` +
    String.raw`testing|production) environments?\b|\b(?:an|the)` +
    String.raw` environment (?:that|where|in which|which|we|of (?:trust|respect|openness|innovation|` +
    String.raw`continuous))\b`,
  'giu'
);

// ---- Actors, actions and tone --------------------------------------------------------------------

export const FIRST_PERSON_TERMS = ['we', 'our', 'us', 'ours', "we've", "we're", "we'll", 'ourselves'] as const;

/** An organisation as grammatical subject at the start of a sentence. */
export const ORG_SUBJECT = new RegExp(
  String.raw`^(?:(?:in|by|during|since|at|as of|through|over|for) [^,]{2,50}, )?(?:the )?(?:group|` +
    String.raw`company|bank|firm|business|organi[sz]ation|corporation|board|committee|plant|site|factory|` +
    String.raw`facility|(?:\p{Lu}[\p{L}\p{N}&.'-]*)(?: (?:\p{Lu}[\p{L}\p{N}&.'-]*|&|of|and)){0,4})` +
    String.raw`(?:'s? (?:\p{L}+ ){0,2}(?:team|group|business|plants?|sites?|operations|subsidiar(?:y|` +
    String.raw`ies)))? (?:also |has |have |had |is |was |will |already |now |continues to |` +
    String.raw`further )?(?:has|have|had|is|was|were|are|will|aims?|plans?|\p{Ll}{3,}(?:s|ed))\b`,
  'u'
);

export const ACHIEVEMENT_VERBS = [
  'achieved',
  'reduced',
  'cut',
  'lowered',
  'decreased',
  'avoided',
  'eliminated',
  'saved',
  'installed',
  'completed',
  'launched',
  'introduced',
  'implemented',
  'certified',
  'obtained',
  'received',
  'awarded',
  'won',
  'joined',
  'signed',
  'became',
  'invested',
  'converted',
  'replaced',
  'switched',
  'phased out',
  'retired',
  'closed',
  'commissioned',
  'opened',
  'planted',
  'restored',
  'recycled',
  'diverted',
  'recovered',
  'sourced',
  'purchased',
  'generated',
  'produced',
  'started',
  'began',
  'established',
  'published',
  'delivered',
  'exceeded',
  'reached',
  'met',
  'halved',
  'doubled',
  'tripled',
  'increased',
  'improved',
  'decoupled',
  'transitioned',
  'divested',
  'financed',
  'built',
  'deployed',
  'upgraded',
  'equipped',
  'validated',
  'approved',
  'adopted',
  'rolled out',
  'set up',
  'succeeded',
  'removed',
  'banned',
  'stopped',
  'developed',
  'created',
  'partnered',
  'contributed',
  'supported',
  'managed',
  'conducted',
  'carried out',
  'trained',
  'audited',
  'assessed'
] as const;

export const COMMITMENT_TERMS = [
  'commit',
  'commits',
  'committed',
  'committing',
  'commitment*',
  'aim',
  'aims',
  'aiming',
  'aimed',
  'target*',
  'goal*',
  'ambition*',
  'pledge*',
  'plan to',
  'plans to',
  'planning to',
  'intend*',
  'strive*',
  'striving',
  'endeavour*',
  'endeavor*',
  'seek to',
  'seeks to',
  'will',
  "we'll",
  'shall',
  'objective*',
  'aspire*',
  'aspiration*',
  'roadmap',
  'pathway',
  'on track',
  'by 2025',
  'by 2030',
  'by 2035',
  'by 2040',
  'by 2045',
  'by 2050'
] as const;

/** Verbs that move an environmental quantity the right way (used next to an environmental object). */
export const REDUCE_VERBS = [
  'reduc*',
  'cut*',
  'lower*',
  'decreas*',
  'minimi*',
  'avoid*',
  'eliminat*',
  'limit*',
  'mitigat*',
  'halv*',
  'phase out',
  'phasing out',
  'phased out',
  'sav*',
  'prevent*',
  'curb*',
  'abat*',
  'offset*',
  'shrink*',
  'decarboni*',
  'divert*',
  'zero'
] as const;

export const PROMOTE_VERBS = [
  'promot*',
  'increas*',
  'expand*',
  'invest*',
  'develop*',
  'deploy*',
  'install*',
  'support*',
  'accelerat*',
  'encourag*',
  'enabl*',
  'protect*',
  'preserv*',
  'restor*',
  'improv*',
  'enhanc*',
  'switch*',
  'transition*',
  'replac*',
  'convert*',
  'introduc*',
  'launch*',
  'adopt*',
  'use',
  'uses',
  'using',
  'used',
  'sourc*',
  'purchas*',
  'generat*',
  'produc*',
  'contribut*',
  'help*',
  'foster*',
  'advanc*',
  'drive',
  'drives',
  'driving',
  'lead',
  'leading',
  'offer*',
  'provid*',
  'design*',
  'committed',
  'aim*',
  'achiev*',
  'strengthen*',
  'work*'
] as const;

export const HEDGE_TERMS = [
  'may',
  'might',
  'could',
  'would',
  'possibly',
  'potential*',
  'perhaps',
  'likely',
  'unlikely',
  'believe*',
  'expect*',
  'anticipat*',
  'estimate*',
  'approximately',
  'hope*',
  'wish*',
  'seek*',
  'try',
  'trying',
  'if',
  'whether',
  'uncertain*',
  'assum*',
  'forward looking'
] as const;

/** What a company sells or does for others: green claims are often about products and solutions. */
export const OFFERING_TERMS = [
  'product*',
  'solution*',
  'customer*',
  'service*',
  'offer*',
  'technolog*',
  'initiative*',
  'measure*',
  'programme*',
  'program*',
  'project*',
  'processes',
  'activities'
] as const;

/** Self-praise: leadership, firsts, awards (the register of marketing claims). */
export const PRAISE_TERMS = [
  'leader*',
  'leading',
  'first',
  'pioneer*',
  'innovative',
  'innovation*',
  'best',
  'proud',
  'award*',
  'recogni*',
  'excellence',
  'champion*',
  'world class',
  'unique',
  'significant*',
  'major',
  'successful*',
  'ambitious',
  'exemplary',
  'outstanding',
  'record'
] as const;

/** The reporting entity as the sentence's subject ("We ...", "In 2023, our plants ..."). */
export const FIRST_PERSON_START =
  /^(?:(?:in|by|during|since|at|as of|through|with|over|for|under|after|as part of) [^,]{2,50}, )?(?:we|our)\b/iu;

/** Words of purpose and values rather than fact: the body of boilerplate. */
export const VAGUE_TERMS = [
  'committed to',
  'dedicated to',
  'passionate',
  'believe',
  'values',
  'vision',
  'mission',
  'purpose',
  'future',
  'better world',
  'sustainable future',
  'better future',
  'responsib*',
  'strive',
  'journey',
  'integral',
  'core',
  'important',
  'importance',
  'key',
  'priority',
  'priorities',
  'focus',
  'approach',
  'ensure',
  'ensuring',
  'continue to',
  'continuously',
  'always',
  'every day',
  'everyone',
  'together',
  'stakeholders',
  'society',
  'communities',
  'people',
  'world',
  'long term',
  'value creation'
] as const;

/** Spoken language (earnings calls, interviews): rarely a written claim. */
export const SPEECH_PATTERN = new RegExp(
  String.raw`\bI(?:'m|'d|'ll|'ve)?\b(?!\))|\b[Yy]ou know\b| -- |` +
    String.raw`^(?:So|Well|And|But|Yes|Look|Now|Again|Right|Obviously|Okay)\b,? `,
  'u'
);

/** Words of the spoken register, counted. */
export const SPOKEN_TERMS = [
  "it's",
  "we're",
  "we've",
  "we'll",
  "that's",
  "there's",
  "they're",
  "you're",
  "don't",
  "doesn't",
  "didn't",
  "i'm",
  "let's",
  "can't",
  "won't",
  'you',
  'think',
  'really',
  'actually',
  'obviously',
  'basically',
  'certainly',
  'know',
  'mean',
  'lot',
  'pretty',
  'got',
  'kind of',
  'sort of',
  'bit',
  'say',
  'said',
  'mentioned',
  'going to',
  'gonna',
  'okay',
  'yeah',
  'guys',
  'folks',
  'thing',
  'things',
  'stuff',
  'quite',
  'sure',
  'just',
  'maybe',
  'right now',
  'frankly',
  'anyway',
  'stuff',
  'big',
  'good',
  'great',
  'come',
  'look at',
  'here'
] as const;

export const FINANCE_TERMS = [
  'revenue*',
  'ebitda',
  'ebit',
  'earnings',
  'profit*',
  'margin*',
  'dividend*',
  'share price',
  'shares',
  'per share',
  'eps',
  'cash',
  'cash flow*',
  'debt',
  'leverage',
  'expense*',
  'interest',
  'pipeline',
  'income',
  'capex',
  'opex',
  'sales',
  'pricing',
  'price*',
  'cost*',
  'quarter*',
  'guidance',
  'outlook',
  'fiscal',
  'bookings',
  'backlog',
  'volume*',
  'growth',
  'higher',
  'lower',
  'acquisition*',
  'tariff*',
  'rates',
  'returns',
  'valuation',
  'liquidity',
  'balance sheet',
  'loans',
  'lending',
  'underwriting',
  'orders',
  'demand',
  'market*',
  'synerg*',
  'investors',
  'capital',
  'billion',
  'million',
  'profitab*',
  'business'
] as const;

/** Measuring and reporting: describes the accounts rather than claims an outcome. */
export const REPORTING_PATTERN = new RegExp(
  String.raw`\b(?:calculat\w*|measur\w*|report(?:s|ed|ing)?|disclos\w*|accounted for|amount(?:ed|s)? to|` +
    String.raw`recorded|data|indicators?|methodolog\w*|inventory|estimat\w*|assess\w*|monitor\w*|track\w*)` +
    String.raw`\b`,
  'iu'
);

export const RISK_TERMS = [
  'risk*',
  'threat*',
  'exposure*',
  'exposed',
  'vulnerab*',
  'uncertaint*',
  'volatil*',
  'challeng*',
  'disrupt*',
  'adverse*',
  'negative*',
  'affect*',
  'depend*',
  'scenario*',
  'stress test*'
] as const;

export const REGULATION_TERMS = [
  'regulation*',
  'regulator*',
  'regulatory',
  'legislation',
  'law',
  'laws',
  'directive',
  'act',
  'subject to',
  'requirement*',
  'mandat*',
  'government*',
  'authorit*',
  'policymaker*',
  'tax',
  'taxes',
  'levy',
  'permit*',
  'ets',
  'emissions trading',
  'allowance*',
  'quota*',
  'rule*'
] as const;

/** Pointers to elsewhere in the document: navigation, not assertion. */
export const REFERENCE_PATTERN = new RegExp(
  String.raw`\b(?:see (?:section|page|chapter|the (?:section|chapter|table|chart|report)|also|our|p\.)|` +
    String.raw`for (?:more|further) (?:information|details)|(?:more|further) information (?:on|about|is|` +
    String.raw`can)|refer(?:s)? to (?:the )?(?:section|page|chapter)|as (?:described|shown|explained|` +
    String.raw`detailed) (?:in|on|below|above)|page \d+|pp?\. \d+)`,
  'iu'
);

/** A sentence whose subject is someone other than the reporting entity. */
export const THIRD_PARTY_START = new RegExp(
  String.raw`^(?:they|these|those|such|governments?|companies|customers|consumers|investors|regulators?|` +
    String.raw`policymakers|scientists|experts|analysts|many|most|some|the (?:government|market|industry|` +
    String.raw`sector|eu|european (?:union|commission)|commission|world|country|economy|ipcc|iea|un|report|` +
    String.raw`study|survey|scenario|model|regulation|directive|law|paris agreement))\b`,
  'iu'
);

/** How figures are produced: calculation, measurement and reporting rules. */
export const METHOD_PATTERN = new RegExp(
  String.raw`\b(?:(?:is|are|was|were|been) (?:calculated|measured|estimated|determined|derived|defined|` +
    String.raw`reported|collected|consolidated)|calculat(?:e|es|ed|ing|ion)|methodolog\w*|(?:we|` +
    String.raw`they) (?:calculate|measure|report|disclose|estimate|quantify)|to (?:calculate|determine|` +
    String.raw`quantify|report)\b|exclusion criteria|required to report|reporting (?:boundary|period|` +
    String.raw`scope)|emission factors?|in accordance with the (?:ghg|greenhouse gas) protocol)`,
  'iu'
);

/** A definition of a term: explains words rather than asserting a fact. */
export const TERM_DEFINITION_PATTERN =
  /\b(?:(?:is|are) defined as|refers? to (?:the|a|an)\b|we define|the term\b|(?:is|are) understood as)/iu;

/** Disclaimers and safe-harbour language. */
export const DISCLAIMER_PATTERN = new RegExp(
  String.raw`\b(?:forward[- ]looking statements?|no (?:representation|warranty|guarantee)|` +
    String.raw`does not constitute|should not be (?:relied|construed)|disclaimer|` +
    String.raw`for information purposes only|subject to (?:risks|uncertainties))\b`,
  'iu'
);

/** Definitions, methods and explanations: describe rather than assert. */
export const DEFINITION_PATTERN = new RegExp(
  String.raw`\b(?:is defined as|are defined as|refers? to|means|consists? of|is calculated|` +
    String.raw`are calculated|is measured|are measured|methodology|we define|defined in|` +
    String.raw`in accordance with the|based on the|according to the|is the process|are those|include[sd]?:|` +
    String.raw`such as)\b`,
  'iu'
);

/** Global or sector context that is not specific to the reporting entity. */
export const CONTEXT_PATTERN = new RegExp(
  String.raw`\b(?:the world|globally|global (?:emissions|warming|temperatures?|economy|demand)|worldwide|` +
    String.raw`countries|governments|the industry|the sector|consumers|society|mankind|humanity|` +
    String.raw`every(?:one|body)|industry[- ]wide|the economy|the population|scientists?|experts?)\b`,
  'iu'
);

// ---- Governance, strategy, geography ------------------------------------------------------------

export const GOVERNANCE_TERMS = [
  'board',
  'boards',
  'board of directors',
  'supervisory board',
  'management board',
  'executive board',
  'committee*',
  'chair*',
  'ceo',
  'cfo',
  'executive*',
  'director*',
  'remunerat*',
  'compensation',
  'bonus*',
  'incentive*',
  'governance',
  'oversight',
  'oversee*',
  'audit*',
  'assurance',
  'assured',
  'compliance',
  'compliant',
  'comply',
  'complies',
  'complied',
  'policy',
  'policies',
  'code of conduct',
  'whistleblow*',
  'anti corruption',
  'bribery',
  'ethics',
  'internal control*',
  'due diligence',
  'csrd',
  'esrs',
  'gri',
  'sasb',
  'ifrs',
  'issb',
  'tcfd',
  'tnfd',
  'sfdr',
  'eu taxonomy',
  'non financial statement',
  'legal',
  'lawsuit*',
  'litigation',
  'fine',
  'fines',
  'penalt*',
  'sanction*',
  'breach*',
  'violation*',
  'non compliance',
  'regulation*',
  'regulatory',
  'directive',
  'decree',
  'law',
  'laws',
  'statut*',
  'certif*',
  'iso',
  'quarterly',
  'annually',
  'meets quarterly',
  'reports to',
  'responsible for',
  'accountable',
  'mandate*',
  'shareholder*',
  'general meeting',
  'agm',
  'vote*',
  'independent',
  'human rights',
  'modern slavery',
  'supplier code',
  'risk management',
  'materiality',
  'double materiality',
  'stakeholder engagement'
] as const;

/** Stronger governance signals: an oversight body, pay link, or legal standing. */
export const GOVERNANCE_CORE = [
  'board',
  'supervisory board',
  'management board',
  'executive board',
  'committee*',
  'remunerat*',
  'compensation',
  'bonus*',
  'incentive*',
  'oversight',
  'oversee*',
  'compliance',
  'compliant',
  'comply',
  'complies',
  'complied',
  'code of conduct',
  'whistleblow*',
  'anti corruption',
  'bribery',
  'internal control*',
  'lawsuit*',
  'litigation',
  'fine',
  'fines',
  'penalt*',
  'sanction*',
  'violation*',
  'non compliance',
  'governance',
  'audited',
  'assurance',
  'assured',
  'csrd',
  'esrs',
  'eu taxonomy',
  'due diligence'
] as const;

/** Legal standing: a claim that, if false, is a compliance failure. */
export const LEGAL_COMPLIANCE_PATTERN = new RegExp(
  String.raw`\b(?:(?:is|are|was|were|remained) (?:fully )?(?:in (?:full )?compliance|compliant) with|` +
    String.raw`complied (?:fully )?with|no (?:significant |material )?(?:fines|penalties|sanctions|` +
    String.raw`violations|incidents of non-?compliance)|(?:fully |is |` +
    String.raw`are )?aligned with the (?:eu taxonomy|csrd|esrs)|taxonomy[- ]aligned|limited assurance|` +
    String.raw`reasonable assurance|(?:externally |independently |third[- ]party )(?:verified|assured|` +
    String.raw`audited)|(?:lawsuits?|litigation|proceedings) (?:against|relating))\b`,
  'iu'
);

/** Strong forward-looking markers: a target, a plan with a date, a net-zero pledge. */
export const FORWARD_PATTERN = new RegExp(
  String.raw`\b(?:by (?:the end of )?(?:fy|fiscal year |financial year )?(?:20[2-9]\d|2100)(?:\/\d{2})?|` +
    String.raw`until (?:20[2-9]\d)|(?:20[2-9]\d) target|targets?|goals?|ambitions?|aims? to|aiming to|` +
    String.raw`commit(?:s|ted)? to|pledged?|plans? to|planning to|intends? to|will (?:be |have |reach |` +
    String.raw`achieve |reduce |become |invest |cut |phase |source |use |eliminate |increase )|net[- ]zero|` +
    String.raw`carbon[- ]neutral(?:ity)?|climate[- ]neutral(?:ity)?|transition plan|science[- ]based|sbti|` +
    String.raw`roadmap|trajectory|pathway)\b`,
  'iu'
);

/** Physical place cues: land, sites and named areas. */
export const PLACE_TERMS = [
  'site',
  'sites',
  'plant',
  'plants',
  'factory',
  'factories',
  'facility',
  'facilities',
  'mine',
  'mines',
  'farm*',
  'plantation*',
  'concession*',
  'warehouse*',
  'campus',
  'headquarters',
  'hq',
  'office',
  'offices',
  'store*',
  'hectare*',
  'acre*',
  'km2',
  'km²',
  'region',
  'regions',
  'river*',
  'basin*',
  'watershed*',
  'catchment*',
  'forest*',
  'rainforest*',
  'coast*',
  'island*',
  'province*',
  'state of',
  'county',
  'municipalit*',
  'city',
  'cities',
  'village*',
  'land',
  'lands',
  'location*',
  'located',
  'water stressed',
  'water stress',
  'high water stress',
  'deforestation',
  'reforest*',
  'afforest*',
  'peatland*',
  'wetland*',
  'protected area*',
  'habitat*'
] as const;

/** Country, region and large-place names: enough to tell a named place from a product name. */
export const PLACE_NAMES = [
  'africa',
  'america',
  'americas',
  'asia',
  'europe',
  'european',
  'oceania',
  'australia',
  'arctic',
  'amazon',
  'borneo',
  'sumatra',
  'kalimantan',
  'brazil',
  'argentina',
  'chile',
  'colombia',
  'peru',
  'mexico',
  'canada',
  'united states',
  'u.s.',
  'usa',
  'uk',
  'united kingdom',
  'england',
  'scotland',
  'wales',
  'ireland',
  'france',
  'germany',
  'italy',
  'spain',
  'portugal',
  'netherlands',
  'belgium',
  'luxembourg',
  'switzerland',
  'austria',
  'poland',
  'czech republic',
  'hungary',
  'romania',
  'bulgaria',
  'greece',
  'turkey',
  'sweden',
  'norway',
  'finland',
  'denmark',
  'iceland',
  'russia',
  'ukraine',
  'china',
  'chinese',
  'japan',
  'korea',
  'india',
  'indonesia',
  'malaysia',
  'singapore',
  'thailand',
  'vietnam',
  'philippines',
  'pakistan',
  'bangladesh',
  'saudi arabia',
  'uae',
  'qatar',
  'israel',
  'egypt',
  'morocco',
  'nigeria',
  'kenya',
  'ghana',
  'south africa',
  'ethiopia',
  'tanzania',
  'congo',
  'new zealand',
  'hong kong',
  'taiwan',
  'latin america',
  'middle east',
  'north america',
  'south america',
  'southeast asia',
  'asia pacific',
  'apac',
  'emea',
  'nordic',
  'scandinavia',
  'mediterranean',
  'texas',
  'california',
  'bavaria',
  'munich',
  'berlin',
  'paris',
  'london',
  'milan',
  'tokyo',
  'seoul',
  'shanghai',
  'beijing',
  'new york',
  'sydney',
  'amsterdam',
  'madrid',
  'rome',
  'leipzig',
  'dingolfing',
  'regensburg',
  'spartanburg',
  'shenyang',
  'debrecen',
  'pyeongtaek',
  'giheung',
  'hwaseong',
  'suwon',
  'gumi',
  'austin',
  'vietnam',
  'rhine',
  'danube',
  'ganges',
  'yangtze',
  'mekong'
] as const;

// Numbers, units and years are parsed in facts/ (quantities.ts, dates.ts).

/** Certifications, labels and external schemes that can be looked up. */
export const CERTIFICATION_PATTERN = new RegExp(
  String.raw`\b(?:iso ?\d{4,5}|emas|fsc|pefc|leed|breeam|dgnb|energy star|b corp|cradle to cradle|rspo|` +
    String.raw`rainforest alliance|fairtrade|bluesign|oeko-tex|gots|sbti|science based targets initiative|` +
    String.raw`re100|ev100|cdp (?:a|a-|b)|msci|sustainalytics|ecovadis|dow jones sustainability|djsi|` +
    String.raw`ftse4good|un global compact|ungc|tcfd|tnfd|grs|higg|zdhc|sa8000|ohsas|eu ecolabel|` +
    String.raw`blue angel|nordic swan)\b`,
  'iu'
);

/** Verbs and verb forms: a fragment without any of these is a heading or a label. */
export const VERB_PATTERN = new RegExp(
  String.raw`\b(?:is|are|was|were|be|been|being|am|has|have|had|having|will|would|shall|should|can|could|` +
    String.raw`may|might|must|do|does|did|aims?|plans?|targets|seeks?|strives?|remains?|become|becomes|` +
    String.raw`include|includes|cover|covers|contain|contains|represent|represents|amounts? to|` +
    String.raw`accounts? for|rose|fell|grew|grows|reached|reaches|reduce|reduces|use|uses|need|needs|make|` +
    String.raw`makes|made|take|takes|took|help|helps|provide|provides|offer|offers|source|sources|generate|` +
    String.raw`generates|produce|produces|operate|operates|own|owns|meet|meets|set|sets|cut|cuts|hold|` +
    String.raw`holds|keep|keeps|run|runs|support|supports|comes?|came|goes|went|gives?|gave|shows?|led|` +
    String.raw`leads|saw|sees|became|began|begins|won|wins|committed|pledged)\b|\b\p{L}{3,}(?:ed|ing)\b`,
  'iu'
);

/** Unicode and glyph-font bullets that begin a list item anywhere on a line. */
export const BULLET_GLYPHS = '•▪●◦‣∙⁃■□▫◆◇►▸▶✓✔➢➤→\uf0b7\uf0a7\uf076\uf0d8\uf0fc\uf06e\uf0a8\uf0e0';
