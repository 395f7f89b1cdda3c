/**
 * Answers of the fake evidence server, shaped like answers the real services give (field names,
 * nesting, string-typed coordinates, HTML in excerpts), with hits derived from the query so a test can
 * tell which query was answered.
 */
const OUTLETS = [
  { host: 'www.reuters.com', title: 'Regulator fines company over emissions reporting', date: '2024-03-12T09:30:00Z' },
  { host: 'www.ft.com', title: 'Investors question climate targets', date: '2024-02-01T07:00:00Z' },
  { host: 'www.example-ngo.org', title: 'Report: gaps in Scope 3 disclosure', date: '2023-11-20T12:00:00Z' },
  { host: 'doi.org', title: 'Life-cycle assessment of industrial emissions', date: '2022-06-01T00:00:00Z' }
];

const hits = (query: string, n: number) =>
  OUTLETS.slice(0, Math.max(0, Math.min(n, OUTLETS.length))).map((o, i) => ({
    ...o,
    url: `https://${o.host}/article/${i + 1}?q=${encodeURIComponent(query)}`,
    excerpt: `${o.title}: ${query} (result ${i + 1}).`
  }));

export const tavilyAnswer = (query: string, max: number) => ({
  query,
  follow_up_questions: null,
  answer: null,
  images: [],
  results: hits(query, max).map((h, i) => ({
    url: h.url,
    title: h.title,
    content: h.excerpt,
    score: 0.9 - i * 0.1,
    raw_content: null,
    published_date: h.date
  })),
  response_time: '1.02',
  request_id: 'a1b2c3d4-0000-4000-8000-000000000000'
});

export const braveAnswer = (query: string, count: number, news: boolean) => {
  const results = hits(query, count).map((h) => ({
    title: h.title,
    url: h.url,
    is_source_local: false,
    is_source_both: false,
    description: `<strong>${h.title}</strong>: ${h.excerpt}`,
    page_age: h.date,
    age: 'March 12, 2024',
    profile: { name: h.host, url: `https://${h.host}`, long_name: h.host, img: '' },
    language: 'en',
    family_friendly: true,
    type: news ? 'news_result' : 'search_result',
    subtype: 'generic',
    meta_url: { scheme: 'https', netloc: h.host, hostname: h.host, favicon: '', path: '› article' }
  }));
  return news
    ? { type: 'news', query: { original: query, spellcheck_off: false }, results }
    : {
        type: 'search',
        query: {
          original: query,
          show_strict_warning: false,
          is_navigational: false,
          spellcheck_off: false,
          country: 'us',
          more_results_available: true
        },
        mixed: { type: 'mixed', main: results.map((_, i) => ({ type: 'web', index: i, all: false })) },
        web: { type: 'search', results, family_friendly: true }
      };
};

export const searxngAnswer = (query: string) => ({
  query,
  number_of_results: 0,
  results: hits(query, 3).map((h, i) => ({
    url: h.url,
    title: h.title,
    content: h.excerpt,
    publishedDate: i === 0 ? h.date.replace('Z', '') : null,
    thumbnail: '',
    engine: 'duckduckgo',
    template: 'default.html',
    parsed_url: ['https', h.host, `/article/${i + 1}`, '', '', ''],
    engines: ['duckduckgo', 'brave'],
    positions: [i + 1],
    score: 2 - i * 0.5,
    category: 'general'
  })),
  answers: [],
  corrections: [],
  infoboxes: [],
  suggestions: [],
  unresponsive_engines: []
});

export const genericAnswer = (query: string) => ({
  data: {
    total: 2,
    items: hits(query, 2).map((h) => ({ headline: h.title, link: h.url, summary: h.excerpt, date: h.date }))
  }
});

const PLACES: Record<
  string,
  {
    lat: string;
    lon: string;
    display_name: string;
    boundingbox: string[];
    category: string;
    type: string;
    addresstype: string;
    cc: string;
  }
> = {
  chennai: {
    lat: '13.0836939',
    lon: '80.2700000',
    display_name: 'Chennai, Chennai District, Tamil Nadu, India',
    boundingbox: ['12.8340000', '13.2340000', '80.0700000', '80.4700000'],
    category: 'boundary',
    type: 'administrative',
    addresstype: 'city',
    cc: 'in'
  },
  rotterdam: {
    lat: '51.9244424',
    lon: '4.4777325',
    display_name: 'Rotterdam, South Holland, Netherlands',
    boundingbox: ['51.8421200', '52.0059000', '4.3793095', '4.6018083'],
    category: 'boundary',
    type: 'administrative',
    addresstype: 'city',
    cc: 'nl'
  }
};

export const nominatimAnswer = (query: string) => {
  const p = PLACES[query.trim().toLowerCase().split(/[ ,]/)[0] ?? ''];
  if (!p) return [];
  return [
    {
      place_id: 123456,
      licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
      osm_type: 'relation',
      osm_id: 654321,
      lat: p.lat,
      lon: p.lon,
      category: p.category,
      type: p.type,
      place_rank: 16,
      importance: 0.7,
      addresstype: p.addresstype,
      name: p.display_name.split(',')[0],
      display_name: p.display_name,
      address: { city: p.display_name.split(',')[0], country_code: p.cc },
      boundingbox: p.boundingbox
    }
  ];
};

/** Two sentinel-2-l2a items over the asked bbox; band assets point at this server's /cog files. */
export const stacAnswer = (
  body: { bbox?: number[]; collections?: string[]; query?: { 'eo:cloud_cover'?: { lte?: number } } },
  base: string
) => {
  const bbox = body.bbox ?? [2.9, 44.9, 3.1, 45.1];
  const collection = body.collections?.[0] ?? 'sentinel-2-l2a';
  const max = body.query?.['eo:cloud_cover']?.lte ?? 100;
  const items = [
    {
      id: 'S2B_MSIL2A_20230712T103629_R008_T31TEJ_20230712T165021',
      datetime: '2023-07-12T10:36:29.024000Z',
      cloud: 3.2,
      baseline: '05.09'
    },
    {
      id: 'S2A_MSIL2A_20230617T103631_R008_T31TEJ_20230617T180406',
      datetime: '2023-06-17T10:36:31.024000Z',
      cloud: 41.5,
      baseline: '05.09'
    }
  ].filter((i) => i.cloud <= max);
  return {
    type: 'FeatureCollection',
    features: items.map((i) => ({
      type: 'Feature',
      stac_version: '1.0.0',
      id: i.id,
      collection,
      bbox,
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [bbox[0], bbox[1]],
            [bbox[2], bbox[1]],
            [bbox[2], bbox[3]],
            [bbox[0], bbox[3]],
            [bbox[0], bbox[1]]
          ]
        ]
      },
      properties: {
        datetime: i.datetime,
        platform: i.id.startsWith('S2B') ? 'Sentinel-2B' : 'Sentinel-2A',
        'eo:cloud_cover': i.cloud,
        's2:processing_baseline': i.baseline,
        'proj:epsg': 32631
      },
      assets: {
        B04: {
          href: `${base}/cog/B04.tif`,
          type: 'image/tiff; application=geotiff; profile=cloud-optimized',
          title: 'Band 4 - Red - 10m',
          roles: ['data']
        },
        B08: {
          href: `${base}/cog/B08.tif`,
          type: 'image/tiff; application=geotiff; profile=cloud-optimized',
          title: 'Band 8 - NIR - 10m',
          roles: ['data']
        },
        visual: {
          href: `${base}/cog/TCI.tif`,
          type: 'image/tiff; application=geotiff; profile=cloud-optimized',
          roles: ['data']
        },
        rendered_preview: { href: `${base}/stac/data/preview.png?item=${i.id}`, type: 'image/png', roles: ['overview'] }
      },
      links: [
        { rel: 'self', type: 'application/geo+json', href: `${base}/stac/collections/${collection}/items/${i.id}` }
      ]
    })),
    links: [],
    context: { returned: items.length, limit: 10 }
  };
};
