/**
 * Cues a claim's sentence shape gives that its words alone do not: a claim that reports where a
 * target stands ("on track", "78 % (2025 target: 80 %)", "against a 2025 goal of 50 %") discloses
 * performance against the target, not the target itself. The mapping (`mapping.ts`) gives each cued
 * paragraph a bonus and makes it a candidate. Paragraphs are found by their registry titles, never
 * by id lists. Pure; written for the project, not from the standards' text.
 */
import type { Profiles } from './profiles';

export interface Cue {
  /** What the cue is, for the mapping's documentation and tests. */
  name: string;
  /** Whether the claim's text carries the cue. */
  test(text: string): boolean;
  /** The registry paragraphs the cue points to. */
  paragraphs(profiles: Profiles): string[];
}

const TARGET = String.raw`(?:targets?|goals?|ambitions?|trajector(?:y|ies))`;

/**
 * Where a target stands: on or off track, ahead or behind, measured against it, reached or missed,
 * the actual figure set beside the target value, or the trend since a base year with its latest turn
 * ("22 % below 2020 but slightly up on last year"). How progress is tracked or reviewed
 * ("progress against the goal is reviewed by the board") is monitoring, not performance, and
 * progress on a plan or commitments is the transition plan's: neither is a cue.
 */
const PROGRESS = new RegExp([
  String.raw`\b(?:on|off) (?:track|course)\b`,
  String.raw`(?:\b(?:is|are|was|were|remains?|still|slightly|well|running)|,) (?:ahead of|behind) (?:the |our |its )?(?:[\w-]+ ){0,2}(?:${TARGET}|path|plan)\b|\bbehind where\b`,
  String.raw`\b(?:since|below|above|from|against|compared (?:with|to)) (?:the |our |its )?(?:(?:19|20)\d\d|base ?(?:year|line))\b[^.;]{0,40}\b(?:but|although|though|while|yet)\b[^.;]{0,40}\b(?:rose|fell|grew|dropped|up|down|increased|decreased|higher|lower)\b`,
  String.raw`(?<!progress )\b(?:against|versus|vs\.?) (?:an? |the |our |its |this )?(?:(?:19|20)\d\d |\d+ ?% )?${TARGET}`,
  String.raw`\d\s?%[^.;]{0,40}\(\s*(?:(?:19|20)\d\d )?${TARGET}\s*:?\s*\d`,
  String.raw`\b(?:reached|achieved|met|missed|exceeded) (?:our |the |its )?(?:(?:19|20)\d\d )?${TARGET}`
].join('|'), 'iu');

/** "Performance against (climate) targets" paragraphs: S2.35 and its S1 twin. */
const isPerformance = (title: string): boolean => /^Performance against\b/iu.test(title);

export const PROGRESS_CUE: Cue = {
  name: 'progress against a target',
  test: (text) => PROGRESS.test(text),
  paragraphs: (profiles) => profiles.all.filter((p) => isPerformance(p.entry.title)).map((p) => p.id)
};

/** The cues the mapping applies, with the weight each gets in `MAPPING`. */
export const CUES = [{ cue: PROGRESS_CUE, weight: 'progress' }] as const;
