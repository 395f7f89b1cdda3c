/**
 * Academic/Research's progress line on its selection: per investigation type, how many of the claims
 * it was given call for it and on which words (the cues themselves are text/technicalCues.ts).
 */
import { INVESTIGATION_ORDER, type InvestigationType, type Selection } from '../../text/technicalCues';

/** One line per investigation type: how many claims were picked for it and on which words. */
export function describeSelection(selected: readonly Selection[]): string {
  const by = new Map<InvestigationType, { n: number; words: Set<string> }>();
  for (const s of selected)
    for (const p of s.picks) {
      const e = by.get(p.type) ?? { n: 0, words: new Set<string>() };
      e.n += 1;
      for (const w of p.terms) if (e.words.size < 6) e.words.add(w.toLowerCase());
      by.set(p.type, e);
    }
  const none = selected.filter((s) => !s.picks.length).length;
  const parts = INVESTIGATION_ORDER.filter((t) => by.has(t)).map(
    (t) => `${t} ${by.get(t)!.n} (on "${[...by.get(t)!.words].join('", "')}")`
  );
  return `Picked ${selected.length - none} of ${selected.length} claim(s) as technical: ${parts.join('; ') || 'none'}${none ? `; ${none} state no method, certificate, target, benchmark or technology to check` : ''}.`;
}
