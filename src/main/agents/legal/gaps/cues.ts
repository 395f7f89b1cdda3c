/**
 * How the gap scan recognises a disclosure in a sentence: a cue is a conjunction of ideas from the
 * project's disclosure thesaurus (`corpus/ifrs/concepts.json`, Porter-stemmed, so "briefed" meets
 * "briefing") and, where an idea needs a figure or an exact term, regular expressions. Written as
 * `'board informed frequency T'`: every space-separated token must be present in the sentence, a
 * token `a|b` is satisfied by either idea, and `T` stands for the standard's topic (climate for S2;
 * climate or sustainability in general for S1). Nothing here is the standards' wording.
 */
import { getConcepts, loadConceptsFile } from '../../../corpus/concepts';

export type Cue = string | { c?: string; re?: readonly RegExp[]; not?: RegExp };

/** One sentence of the report, with the thesaurus ideas it mentions. */
export interface Sentence {
  page: number;
  text: string;
  ideas: ReadonlySet<string>;
  /**
   * The topic ideas (climate, sustainability) of the sentences around it on its page: a report names
   * its topic once per passage ("Our Sustainability Committee oversees our climate commitments. It
   * meets quarterly."), so a cue's topic token `T` may be met there; every other token must hold in
   * the sentence itself.
   */
  context?: ReadonlySet<string>;
}

export type TopicWord = 'S1' | 'S2';
const TOPIC: Record<TopicWord, readonly string[]> = { S2: ['climate'], S1: ['climate', 'sustainability'] };

const SENTENCE = /[^.!?;\n]+(?:[.!?;](?!\d)|$)/gu;
/** Sentences longer than this are cut: a run of table cells is not one statement. */
const MAX_SENTENCE = 600;

/** How many sentences before and after a sentence its topic context reaches. */
const CONTEXT = 2;
const TOPIC_IDEAS = ['climate', 'sustainability'] as const;

/** Sentences of a text (line breaks inside a sentence joined), with their ideas and topic context. */
export function sentencesOf(page: number, text: string): Sentence[] {
  const flat = text.replace(/-\s*\n\s*(?=[a-z])/gu, '').replace(/\s*\n\s*/gu, ' ');
  const out: Sentence[] = [];
  for (const m of flat.matchAll(SENTENCE)) {
    const s = m[0].trim();
    if (s.length < 12) continue;
    const t = s.length > MAX_SENTENCE ? s.slice(0, MAX_SENTENCE) : s;
    out.push({ page, text: t, ideas: new Set(getConcepts().ids(t)) });
  }
  return out.map((x, i) => ({
    ...x,
    context: new Set(
      TOPIC_IDEAS.filter((idea) => out.slice(Math.max(0, i - CONTEXT), i + CONTEXT + 1).some((n) => n.ideas.has(idea)))
    )
  }));
}

/** The ideas of any text (a claim, a retrieval chunk), for matching a cue against it as a whole. */
export const asSentence = (page: number, text: string): Sentence => ({
  page,
  text,
  ideas: new Set(getConcepts().ids(text))
});

interface Compiled {
  /** Each token's alternatives; `T:`-prefixed ones are the topic, which the sentence's context may meet. */
  tokens: ReadonlyArray<readonly string[]>;
  re: readonly RegExp[];
  not?: RegExp;
}

const cache = new Map<string, Compiled>();

function compile(cue: Cue, topic: TopicWord): Compiled {
  const c = typeof cue === 'string' ? { c: cue } : cue;
  const key = `${topic}|${c.c ?? ''}`;
  let tokens = cache.get(key)?.tokens;
  if (!tokens) {
    tokens = (c.c ?? '')
      .split(/\s+/u)
      .filter(Boolean)
      .map((tok) => tok.split('|').flatMap((a) => (a === 'T' ? TOPIC[topic].map((t) => `T:${t}`) : [a])));
    cache.set(key, { tokens, re: [] });
  }
  return { tokens, re: c.re ?? [], ...(c.not ? { not: c.not } : {}) };
}

/**
 * Ideas the scan counts only with a word of their own in the text: the thesaurus's scenario group
 * holds warming levels ("1.5°C") that a target names too, and its resilience group "robust" and
 * "cope", which say nothing about a resilience assessment.
 */
const STRICT: Readonly<Record<string, RegExp>> = {
  scenario: /\bscenario|\bstress[- ]?test|\bNGFS\b|\bRCP ?\d|\bSSP ?\d/iu,
  resilience: /\bresilien|\bstress[- ]?test|\bwithstand/iu
};
const has = (s: Sentence, idea: string): boolean => {
  if (idea.startsWith('T:')) return s.ideas.has(idea.slice(2)) || !!s.context?.has(idea.slice(2));
  return s.ideas.has(idea) && (!STRICT[idea] || STRICT[idea].test(s.text));
};

/** Whether one sentence (or any text read as one) satisfies a cue. */
export function matches(s: Sentence, cue: Cue, topic: TopicWord): boolean {
  const k = compile(cue, topic);
  if (!k.tokens.every((alts) => alts.some((a) => has(s, a)))) return false;
  if (!k.re.every((r) => r.test(s.text))) return false;
  return !(k.not && k.not.test(s.text));
}

/** The sentences satisfying any of the cues. */
export const matching = (sentences: readonly Sentence[], cues: readonly Cue[], topic: TopicWord): Sentence[] =>
  sentences.filter((s) => cues.some((c) => matches(s, c, topic)));

/** Concept ids a cue names that the thesaurus lacks (a test keeps this empty, so a typo cannot silence a rule). */
export function unknownIdeas(cue: Cue): string[] {
  known ??= new Set(loadConceptsFile().concepts.map((c) => c.id));
  const c = typeof cue === 'string' ? cue : (cue.c ?? '');
  return c
    .split(/\s+/u)
    .filter(Boolean)
    .flatMap((t) => t.split('|'))
    .filter((a) => a !== 'T' && !known!.has(a));
}
let known: Set<string> | null = null;
