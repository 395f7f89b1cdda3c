// Evaluation reports (blind set 20): figures rounded in words the way a narrative states them
// ("about 412 thousand tonnes", "just over 1.1 million tonnes"), always true to the exact figure they round.

/** The qualifier a writer puts before a rounded figure: close to it, a little above or below it, or roughly. */
function qualifier(exact, rounded) {
  const gap = (exact - rounded) / exact;
  if (Math.abs(gap) < 0.002) return 'about';
  if (Math.abs(gap) > 0.02) return 'roughly';
  return gap > 0 ? 'just over' : 'just under';
}

/** Tonnes in words: millions with one decimal from a million up, whole thousands below. */
export function tonnesInWords(v) {
  if (v >= 1_000_000) {
    const m = Math.round(v / 100_000) / 10;
    return `${qualifier(v, m * 1_000_000)} ${m.toFixed(1)} million tonnes`;
  }
  const k = Math.round(v / 1000);
  return `${qualifier(v, k * 1000)} ${k.toLocaleString('en-GB')} thousand tonnes`;
}

/** A share in words for the narrative's asides ("roughly two-fifths"), with the exact per cent after it. */
export function shareInWords(pct) {
  const words = [
    [20, 'a fifth'],
    [25, 'a quarter'],
    [33, 'a third'],
    [40, 'two-fifths'],
    [50, 'half'],
    [60, 'three-fifths'],
    [67, 'two-thirds'],
    [75, 'three-quarters']
  ];
  const [at, word] = words.reduce((best, w) => (Math.abs(w[0] - pct) < Math.abs(best[0] - pct) ? w : best));
  const q = Math.abs(at - pct) <= 1 ? 'about' : pct > at ? 'a little over' : 'a little under';
  return `${q} ${word}`;
}
