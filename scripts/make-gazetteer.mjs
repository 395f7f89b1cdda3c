#!/usr/bin/env node
/**
 * Builds corpus/geo/gazetteer.json, the offline gazetteer the Geography agent resolves place names with:
 * every country (ISO 3166-1 alpha-2, names and alternative spellings, a representative point, region),
 * its capital and the cities of at least 250,000 people (point, country, province), and the regions
 * reports name (continents, UN sub-regions, groupings such as the EU) as lists of countries.
 *
 * The data comes from two npm packages, read from folders given on the command line (nothing is
 * downloaded here; `npm pack` fetches them from the npm registry):
 *   npm pack world-countries@5.1.0 city-timezones@1.3.4
 *   mkdir wc ct && tar xzf world-countries-5.1.0.tgz -C wc && tar xzf city-timezones-1.3.4.tgz -C ct
 *   node scripts/make-gazetteer.mjs wc/package ct/package
 * world-countries (mledoze/countries, ODbL 1.0): country names, codes, regions, representative points.
 * city-timezones (MIT), whose cityMap.json carries Natural Earth's populated places (public domain):
 * city points, population, province. Attribution is kept in the file and in corpus/geo/README.md.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [wcDir, ctDir] = process.argv.slice(2);
if (!wcDir || !ctDir) {
  console.error('usage: node scripts/make-gazetteer.mjs <world-countries package dir> <city-timezones package dir>');
  process.exit(2);
}
const countries = JSON.parse(readFileSync(join(wcDir, 'countries.json'), 'utf8'));
const cities = JSON.parse(readFileSync(join(ctDir, 'data', 'cityMap.json'), 'utf8'));
const round = (x) => Math.round(x * 1e4) / 1e4;
const MIN_POP = 250_000;

const outCountries = countries
  .filter((c) => /^[A-Z]{2}$/.test(c.cca2) && Array.isArray(c.latlng) && c.latlng.length === 2)
  .map((c) => ({
    iso2: c.cca2,
    name: c.name.common,
    official: c.name.official,
    // Alternative spellings in Latin script only, longer than a code ("Bhārat", "Republic of India").
    aliases: [...new Set((c.altSpellings ?? []).filter((a) => a.length > 3 && /^[\p{Script=Latin}\s.'’-]+$/u.test(a)))],
    lat: round(c.latlng[0]),
    lon: round(c.latlng[1]),
    region: c.region,
    subregion: c.subregion || null,
    capital: c.capital?.[0] ?? null
  }))
  .sort((a, b) => a.iso2.localeCompare(b.iso2));

const capitalOf = new Map(outCountries.map((c) => [c.iso2, (c.capital ?? '').toLowerCase()]));
const outCities = cities
  .filter(
    (c) => /^[A-Z]{2}$/.test(c.iso2 ?? '') && (c.pop >= MIN_POP || capitalOf.get(c.iso2) === c.city.toLowerCase())
  )
  .map((c) => ({
    name: c.city,
    iso2: c.iso2,
    province: c.province || null,
    lat: round(c.lat),
    lon: round(c.lng),
    population: Math.round(c.pop),
    capital: capitalOf.get(c.iso2) === c.city.toLowerCase()
  }))
  .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name));

const byRegion = (key, value) => outCountries.filter((c) => c[key] === value).map((c) => c.iso2);
const EU = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE'
];
const regions = [
  ...['Africa', 'Asia', 'Europe', 'Oceania'].map((r) => ({ name: r, aliases: [], countries: byRegion('region', r) })),
  { name: 'Americas', aliases: ['the Americas'], countries: byRegion('region', 'Americas') },
  { name: 'North America', aliases: [], countries: ['US', 'CA', 'MX'] },
  {
    name: 'Latin America',
    aliases: ['LATAM', 'Latin America and the Caribbean'],
    countries: outCountries
      .filter((c) => c.region === 'Americas' && !['US', 'CA', 'BM', 'GL', 'PM'].includes(c.iso2))
      .map((c) => c.iso2)
  },
  ...[...new Set(outCountries.map((c) => c.subregion).filter((s) => s && s !== 'North America'))]
    .sort()
    .map((s) => ({ name: s, aliases: [], countries: byRegion('subregion', s) })),
  { name: 'European Union', aliases: ['EU', 'EU-27', 'EU27'], countries: EU },
  {
    name: 'Middle East',
    aliases: [],
    countries: ['AE', 'BH', 'CY', 'EG', 'IL', 'IQ', 'IR', 'JO', 'KW', 'LB', 'OM', 'PS', 'QA', 'SA', 'SY', 'TR', 'YE']
  },
  { name: 'Scandinavia', aliases: ['Nordics', 'Nordic countries'], countries: ['DK', 'FI', 'IS', 'NO', 'SE'] },
  {
    name: 'Asia-Pacific',
    aliases: ['APAC', 'Asia Pacific'],
    countries: [
      ...byRegion('region', 'Asia').filter(
        (c) => !['AE', 'BH', 'IL', 'IQ', 'IR', 'JO', 'KW', 'LB', 'OM', 'PS', 'QA', 'SA', 'SY', 'TR', 'YE'].includes(c)
      ),
      ...byRegion('region', 'Oceania')
    ]
  }
];

const file = {
  file: 'gazetteer',
  title: 'Offline gazetteer: countries, capitals, large cities and regions',
  description:
    'Points are representative, not boundaries: a country point is a label point inside it, a city point its centre. Cities of at least 250,000 people and every capital that the city list has.',
  sources: [
    {
      publisher: 'mledoze/countries (npm world-countries 5.1.0)',
      licence: 'ODbL 1.0',
      url: 'https://github.com/mledoze/countries',
      use: 'country names, ISO codes, regions, representative points, capitals'
    },
    {
      publisher: 'Natural Earth, populated places (via npm city-timezones 1.3.4, MIT)',
      licence: 'public domain',
      url: 'https://www.naturalearthdata.com/',
      use: 'city points, population, province'
    }
  ],
  countries: outCountries,
  cities: outCities,
  regions
};
writeFileSync(new URL('../corpus/geo/gazetteer.json', import.meta.url), `${JSON.stringify(file)}\n`);
console.log(
  `gazetteer: ${outCountries.length} countries, ${outCities.length} cities (${outCities.filter((c) => c.capital).length} capitals), ${regions.length} regions`
);
