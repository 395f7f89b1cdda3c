/**
 * The evidence providers' contract: what the Academic/Research, News/Media and Geography agents may ask
 * the outside world, each behind an interface so the offline build, the loopback fakes and the real
 * APIs are interchangeable. Every provider is off unless the analyst switches it on; a provider that is
 * off is `null` here, and an agent must report the source as "not consulted", never as "no evidence".
 * Providers send only the query text (never report text beyond it) through the agent's `NetClient`, so
 * each request is allowlisted and written to the outbound ledger with its purpose and run.
 */

/** One web search hit, as every search adapter returns it. */
export interface WebSearchResult {
  title: string;
  url: string;
  /** The provider's excerpt (plain text). */
  snippet: string;
  /** The result's host ("www.reuters.com"), for credibility tiers. */
  host: string;
  /** ISO date when the provider gives one. */
  publishedAt?: string;
  /** 1-based rank in the provider's answer. */
  rank: number;
}

export interface SearchOptions {
  /** Why the search is made (recorded in the ledger: `news:controversy`, `academic:methodology`). */
  purpose: string;
  maxResults?: number;
  /** Restrict to news (providers that separate news from the web). */
  topic?: 'general' | 'news';
  signal?: AbortSignal;
}

export interface WebSearchProvider {
  /** `tavily`, `brave`, `searxng`, `generic`, ... (the ledger's provider column). */
  readonly id: string;
  readonly label: string;
  search(query: string, opts: SearchOptions): Promise<WebSearchResult[]>;
}

/** West, south, east, north in degrees (WGS 84), as GeoJSON and STAC write a bbox. */
export type BBox = readonly [number, number, number, number];

export interface GeocodeResult {
  /** The provider's display name ("Chennai, Tamil Nadu, India"). */
  name: string;
  lat: number;
  lon: number;
  bbox?: BBox;
  /** Place class when given (country, city, administrative, ...). */
  kind?: string;
  /** ISO 3166-1 alpha-2, upper case, when given. */
  countryCode?: string;
}

export interface Geocoder {
  readonly id: string;
  readonly label: string;
  geocode(place: string, opts: { purpose: string; signal?: AbortSignal }): Promise<GeocodeResult[]>;
}

/** One satellite scene from a STAC search. */
export interface Scene {
  id: string;
  collection: string;
  /** ISO acquisition time. */
  datetime: string;
  /** Percent, when the item carries `eo:cloud_cover`. */
  cloudCover: number | null;
  bbox: BBox;
  /** The scene's STAC item URL (stored as the image reference). */
  href: string;
  /** Band asset URLs the NDVI reading needs (red = B04, nir = B08 for Sentinel-2 L2A). */
  assets: { red?: string; nir?: string; visual?: string; thumbnail?: string };
  /**
   * Added to the band values before NDVI is computed, when the scene's processing says so
   * (Sentinel-2 L2A from processing baseline 04.00 on stores reflectance + 1000: offset −1000).
   */
  bandOffset?: number;
}

export interface SceneQuery {
  bbox: BBox;
  /** ISO dates (inclusive). */
  from: string;
  to: string;
  /** Maximum cloud cover, percent. */
  maxCloud?: number;
  limit?: number;
}

/** Mean NDVI over a bbox of one scene, read from its red and near-infrared bands. */
export interface NdviReading {
  sceneId: string;
  datetime: string;
  bbox: BBox;
  /** Mean of (nir - red) / (nir + red) over valid pixels, in [-1, 1]. */
  mean: number;
  validPixels: number;
}

export interface ImageryProvider {
  readonly id: string;
  readonly label: string;
  scenes(query: SceneQuery, opts: { purpose: string; signal?: AbortSignal }): Promise<Scene[]>;
  ndvi(scene: Scene, bbox: BBox, opts: { purpose: string; signal?: AbortSignal }): Promise<NdviReading>;
}

/** The providers one agent may use in one run: each null when the analyst has not switched it on. */
export interface EvidenceProviders {
  webSearch: WebSearchProvider | null;
  geocoder: Geocoder | null;
  imagery: ImageryProvider | null;
}

export const NO_PROVIDERS: EvidenceProviders = Object.freeze({ webSearch: null, geocoder: null, imagery: null });
