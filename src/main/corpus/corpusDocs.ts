/**
 * Turns the reference corpus into indexable passages for the `knowledge` table: one passage per IFRS
 * registry entry (title, requirement, checks, keywords), per SASB metric, per sector benchmark, per
 * Scope 3 category, per certification scheme and per SBTi rule. See fingerprint.ts for how a change
 * of passages triggers an index rebuild.
 */
import type { CorpusDoc } from '../store/lance/lanceStore';
import { getConcepts } from './concepts';
import { getRegistry } from './registry';
import { loadReference } from './reference';

export function ifrsDocs(): CorpusDoc[] {
  const registry = getRegistry();
  const concepts = getConcepts();
  return registry.listParagraphs().map((e) => {
    // The parent chain gives a sub-paragraph its context ("S2.6(a) Climate oversight body…").
    const chain: string[] = [];
    for (
      let p = e.parent ? registry.getParagraph(e.parent) : undefined;
      p;
      p = p.parent ? registry.getParagraph(p.parent) : undefined
    )
      chain.unshift(p.title);
    const body = [
      [...chain, e.title].join(' > '),
      e.requires,
      ...e.subRequirements.map((s) => s.check),
      `Keywords: ${e.keywords.join(', ')}`
    ].join('\n');
    // S1 covers sustainability in general, S2 climate: the scope tag lets a claim's topic pick the standard.
    const scope = e.standard === 'S1' ? 'cxsustainability' : 'cxclimate';
    return {
      id: `ifrs:${e.id}`,
      sourceType: e.standard === 'S1' ? ('ifrs_s1' as const) : ('ifrs_s2' as const),
      refId: e.id,
      title: `${e.id} ${e.title} (${e.section})`,
      text: `${body}\nConcepts: ${[...new Set([...concepts.tags(body).split(' '), scope])].filter(Boolean).join(' ')}`
    };
  });
}

export function referenceDocs(): CorpusDoc[] {
  const ref = loadReference();
  const docs: CorpusDoc[] = [];
  for (const ind of ref.sasb.industries)
    for (const topic of ind.topics)
      for (const m of topic.metrics)
        docs.push({
          id: `sasb:${m.code ?? topic.topicCode}:${docs.length}`,
          sourceType: 'sasb',
          refId: m.code ?? topic.topicCode,
          title: `${ind.name} (${ind.code}): ${topic.topic}`,
          text: `${m.metric} [${m.unit}]`
        });
  for (const s of ref.sectors.sectors)
    for (const m of s.metrics)
      docs.push({
        id: `benchmark:${s.id}:${m.metric}`,
        sourceType: 'benchmark',
        refId: `${s.id}/${m.metric}`,
        title: `${s.name}: ${m.label}`,
        text: `${m.label}: plausible range ${m.low} to ${m.high} ${m.unit}. Keywords: ${s.keywords.join(', ')}`
      });
  for (const c of ref.scope3.categories)
    docs.push({
      id: `reference:scope3:${c.number}`,
      sourceType: 'reference',
      refId: `scope3/${c.number}`,
      title: `GHG Protocol Scope 3 category ${c.number}: ${c.name} (${c.direction})`,
      text: `${c.description}\nKeywords: ${c.keywords.join(', ')}`
    });
  for (const s of ref.certifications.schemes)
    docs.push({
      id: `reference:scheme:${s.id}`,
      sourceType: 'reference',
      refId: `scheme/${s.id}`,
      title: s.name,
      text:
        `${s.whatItIs}\nProves: ${s.proves.join('; ')}\nDoes not prove: ` +
        `${s.doesNotProve.join('; ')}\nKeywords: ${s.keywords.join(', ')}`
    });
  for (const r of ref.sbti.rules)
    docs.push({
      id: `reference:sbti:${r.id}`,
      sourceType: 'reference',
      refId: `sbti/${r.id}`,
      title: `SBTi: ${r.label}`,
      text: `${r.label}: ${r.value} ${r.unit} (${r.appliesTo}, ${r.horizon})${r.note ? `. ${r.note}` : ''}`
    });
  return docs;
}

export function corpusDocs(): CorpusDoc[] {
  return [...ifrsDocs(), ...referenceDocs()];
}
