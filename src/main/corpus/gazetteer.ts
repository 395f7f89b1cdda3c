/**
 * The offline gazetteer (corpus/geo/gazetteer.json, built by scripts/make-gazetteer.mjs from
 * world-countries and Natural Earth's populated places): countries, capitals, cities of 250,000 people
 * or more, and the regions reports name. `placesIn` finds the places a text names, as whole words,
 * longest name first, so "New South Wales" is not read as "Wales" and "Papua New Guinea" not as
 * "Guinea". A city name shared by several cities resolves to the one in a country the same text
 * names, else the most populous; the alternatives are kept so the agent can say the match is a guess.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { resolveCorpusDir } from './reference';

const CountrySchema = z.object({
  iso2: z.string().regex(/^[A-Z]{2}$/),
  name: z.string(),
  official: z.string(),
  aliases: z.array(z.string()),
  lat: z.number(),
  lon: z.number(),
  region: z.string(),
  subregion: z.string().nullable(),
  capital: z.string().nullable()
});
const CitySchema = z.object({
  name: z.string(),
  iso2: z.string().regex(/^[A-Z]{2}$/),
  province: z.string().nullable(),
  lat: z.number(),
  lon: z.number(),
  population: z.number(),
  capital: z.boolean()
});
const RegionSchema = z.object({ name: z.string(), aliases: z.array(z.string()), countries: z.array(z.string()) });
const GazetteerSchema = z.object({
  file: z.literal('gazetteer'),
  sources: z.array(z.object({ publisher: z.string(), licence: z.string(), url: z.string(), use: z.string() })),
  countries: z.array(CountrySchema),
  cities: z.array(CitySchema),
  regions: z.array(RegionSchema)
});
type GazetteerCountry = z.infer<typeof CountrySchema>;
type GazetteerCity = z.infer<typeof CitySchema>;
type GazetteerRegion = z.infer<typeof RegionSchema>;
type GazetteerSource = z.infer<typeof GazetteerSchema>['sources'][number];

/** A place a text names, resolved in the gazetteer. */
export type PlaceMatch =
  | { kind: 'country'; text: string; start: number; country: GazetteerCountry }
  | { kind: 'city'; text: string; start: number; city: GazetteerCity; country: GazetteerCountry; alternatives: number }
  | { kind: 'region'; text: string; start: number; region: GazetteerRegion };

export interface Gazetteer {
  sources: readonly GazetteerSource[];
  country(iso2: string): GazetteerCountry | undefined;
  placesIn(text: string): PlaceMatch[];
  counts: { countries: number; cities: number; regions: number };
}

type Entry =
  | { kind: 'country'; country: GazetteerCountry }
  | { kind: 'city'; cities: GazetteerCity[] }
  | { kind: 'region'; region: GazetteerRegion };

/**
 * Names that, even capitalised, are more often something else in a report: a person's or a brand's name,
 * a word at the start of a sentence. (Countries that are also words — Chad, Turkey, Mali — stay: the
 * capital letter is required.)
 */
const STOP = new Set([
  'jordan',
  'georgia',
  'split',
  'nice',
  'bath',
  'reading',
  'mobile',
  'orange',
  'santa',
  'victoria',
  'hamilton',
  'eu',
  'march',
  'may',
  'university',
  'of'
]);
/**
 * Words after a place name that make it the name of a treaty, a body or an index ("Paris Agreement", "Kyoto Protocol").
 */
export const NAMED_AFTER =
  /^[\s-]+(?:Agreement|Accord|Protocol|Convention|Declaration|Pact|Principles|Club|Stock Exchange|Index|Group)\b/u;
const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
const fold = (s: string): string => s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

function buildIndex(g: z.infer<typeof GazetteerSchema>): Map<string, Entry> {
  const index = new Map<string, Entry>();
  const put = (name: string, entry: Entry): void => {
    const key = fold(name);
    if (key.length < 3 || STOP.has(key) || index.has(key)) return;
    index.set(key, entry);
  };
  for (const r of g.regions) for (const n of [r.name, ...r.aliases]) put(n, { kind: 'region', region: r });
  for (const c of g.countries)
    for (const n of [c.name, c.official, ...c.aliases]) put(n, { kind: 'country', country: c });
  const byName = new Map<string, GazetteerCity[]>();
  for (const c of g.cities) byName.set(fold(c.name), [...(byName.get(fold(c.name)) ?? []), c]);
  for (const [name, cities] of byName)
    if (!index.has(name) && !STOP.has(name)) index.set(name, { kind: 'city', cities });
  // Upper-case codes people write for regions and two countries.
  for (const [code, iso2] of [
    ['USA', 'US'],
    ['UK', 'GB'],
    ['UAE', 'AE']
  ] as const)
    index.set(fold(code), { kind: 'country', country: g.countries.find((c) => c.iso2 === iso2)! });
  return index;
}

function createGazetteer(raw: unknown): Gazetteer {
  const g = GazetteerSchema.parse(raw);
  const index = buildIndex(g);
  const countries = new Map(g.countries.map((c) => [c.iso2, c]));
  const names = [...index.keys()].sort((a, b) => b.length - a.length);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${names.map(escape).join('|')})(?![\\p{L}\\p{N}])`, 'gu');
  return {
    sources: g.sources,
    counts: { countries: g.countries.length, cities: g.cities.length, regions: g.regions.length },
    country: (iso2) => countries.get(iso2),
    placesIn(text) {
      const folded = fold(text);
      const raw: Array<{ text: string; start: number; entry: Entry }> = [];
      for (const m of folded.matchAll(pattern)) {
        const original = text.slice(m.index, m.index + m[0].length);
        // Proper nouns only: a lower-case "turkey" or "china" in running text is not a place.
        if (!/^\p{Lu}/u.test(original)) continue;
        // A place naming an agreement, a body or an index is not where anything is ("Paris Agreement").
        if (NAMED_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 16))) continue;
        raw.push({ text: original, start: m.index, entry: index.get(m[0])! });
      }
      const named = new Set(raw.flatMap((r) => (r.entry.kind === 'country' ? [r.entry.country.iso2] : [])));
      return raw.map((r): PlaceMatch => {
        if (r.entry.kind === 'country')
          return { kind: 'country', text: r.text, start: r.start, country: r.entry.country };
        if (r.entry.kind === 'region') return { kind: 'region', text: r.text, start: r.start, region: r.entry.region };
        const city = r.entry.cities.find((c) => named.has(c.iso2)) ?? r.entry.cities[0]!;
        return {
          kind: 'city',
          text: r.text,
          start: r.start,
          city,
          country: countries.get(city.iso2)!,
          alternatives: r.entry.cities.length - 1
        };
      });
    }
  };
}

const loaded = new Map<string, Gazetteer>();

/** The gazetteer of the corpus folder (read and indexed once). */
export function loadGazetteer(dir: string = resolveCorpusDir()): Gazetteer {
  let g = loaded.get(dir);
  if (!g) loaded.set(dir, (g = createGazetteer(JSON.parse(readFileSync(join(dir, 'geo', 'gazetteer.json'), 'utf8')))));
  return g;
}
