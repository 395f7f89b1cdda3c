/**
 * Peak resident memory of this process while some work runs. Two readings: the process's lifetime peak
 * (`process.resourceUsage().maxRSS`), which is exact when the work sets a new peak, and
 * `process.memoryUsage.rss()` sampled every few milliseconds, for work that stays under an earlier
 * peak (a sample cannot see inside a long synchronous stretch). It is the bench process's own RSS, so
 * it includes what earlier work in the same process still holds; the RSS at the start is given beside it.
 */
export interface RssWindow {
  startMb: number;
  peakMb: number;
  /** How the peak was read: a new lifetime peak of the process, or the highest sample. */
  source: 'maxRSS' | 'sampled';
}

const MB = 1024 * 1024;

export async function withPeakRss<T>(work: () => Promise<T>, everyMs = 25): Promise<{ value: T; rss: RssWindow }> {
  const start = process.memoryUsage.rss();
  const lifetimeBefore = process.resourceUsage().maxRSS * 1024;
  let sampled = start;
  const sample = (): void => {
    sampled = Math.max(sampled, process.memoryUsage.rss());
  };
  const timer = setInterval(sample, everyMs);
  try {
    const value = await work();
    sample();
    const lifetimeAfter = process.resourceUsage().maxRSS * 1024;
    const newPeak = lifetimeAfter > lifetimeBefore;
    const peak = newPeak ? Math.max(lifetimeAfter, sampled) : sampled;
    return {
      value,
      rss: { startMb: Math.round(start / MB), peakMb: Math.round(peak / MB), source: newPeak ? 'maxRSS' : 'sampled' }
    };
  } finally {
    clearInterval(timer);
  }
}
