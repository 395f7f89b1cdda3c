/**
 * Credibility tiers of the outlets web search returns (the project's judgement, documented in
 * docs/news-media.md): 1 = regulators, courts, official statistics and established international or
 * national press with editorial standards; 2 = specialist trade and climate press, national papers,
 * research NGOs that publish their method; 3 = press releases, aggregators, the company's own pages and
 * any outlet not listed; 4 = blogs, social media and user-generated platforms. A host matches its
 * entry or any subdomain of it.
 */
import type { SourceTier } from '../../../shared/domain/findingDetails';

const TIER1 = [
  'reuters.com',
  'apnews.com',
  'afp.com',
  'ft.com',
  'bloomberg.com',
  'wsj.com',
  'nytimes.com',
  'washingtonpost.com',
  'theguardian.com',
  'bbc.co.uk',
  'bbc.com',
  'economist.com',
  'lemonde.fr',
  'lefigaro.fr',
  'handelsblatt.com',
  'faz.net',
  'nikkei.com',
  'asia.nikkei.com',
  'elpais.com',
  'corriere.it',
  'ilsole24ore.com',
  'europa.eu',
  'sec.gov',
  'epa.gov',
  'fca.org.uk',
  'amf-france.org',
  'bafin.de',
  'esma.europa.eu',
  'asic.gov.au',
  'accc.gov.au',
  'cma.gov.uk',
  'asa.org.uk',
  'curia.europa.eu',
  'justice.gov',
  'oecd.org',
  'un.org',
  'unep.org',
  'iea.org'
];
const TIER2 = [
  'cnbc.com',
  'spglobal.com',
  'businessgreen.com',
  'edie.net',
  'esgtoday.com',
  'greenbiz.com',
  'carbonbrief.org',
  'insideclimatenews.org',
  'climatehomenews.com',
  'politico.eu',
  'politico.com',
  'euractiv.com',
  'dw.com',
  'france24.com',
  'lesechos.fr',
  'spiegel.de',
  'welt.de',
  'sueddeutsche.de',
  'zeit.de',
  'koreaherald.com',
  'koreatimes.co.kr',
  'yna.co.kr',
  'scmp.com',
  'straitstimes.com',
  'theglobeandmail.com',
  'abc.net.au',
  'responsible-investor.com',
  'environmental-finance.com',
  'influencemap.org',
  'clientearth.org',
  'carbonmarketwatch.org',
  'newclimate.org',
  'transitionpathwayinitiative.org',
  'climateactiontracker.org',
  'planet-tracker.org'
];
const TIER4 = [
  'twitter.com',
  'x.com',
  'facebook.com',
  'instagram.com',
  'tiktok.com',
  'reddit.com',
  'linkedin.com',
  'medium.com',
  'substack.com',
  'wordpress.com',
  'blogspot.com',
  'youtube.com',
  'quora.com'
];
const TIER3 = [
  'prnewswire.com',
  'businesswire.com',
  'globenewswire.com',
  'yahoo.com',
  'msn.com',
  'forbes.com',
  'marketscreener.com'
];

const TABLE: ReadonlyArray<[SourceTier, readonly string[]]> = [
  [1, TIER1],
  [2, TIER2],
  [3, TIER3],
  [4, TIER4]
];

const matches = (host: string, domain: string): boolean => host === domain || host.endsWith(`.${domain}`);

/** The tier of a host ("www.reuters.com" → 1); government hosts (.gov, .gouv.fr, .gv.at, .gov.uk …) are 1, unknown hosts 3. */
export function outletTier(host: string): SourceTier {
  const h = host.toLowerCase().replace(/^www\./u, '');
  for (const [tier, list] of TABLE) if (list.some((d) => matches(h, d))) return tier;
  if (/(?:^|\.)(?:gov|gouv|gob|gv|bund)\.[a-z.]+$|\.gov$/u.test(h)) return 1;
  return 3;
}

/** A readable outlet name from a host ("www.theguardian.com" → "theguardian.com"). */
export const outletName = (host: string): string => host.toLowerCase().replace(/^www\./u, '');
