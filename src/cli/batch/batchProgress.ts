/**
 * A batch's progress on stderr: a line when an input starts, finishes or fails, each with the overall
 * count, share and an ETA (the time per byte of the inputs done so far, applied to the bytes left, so
 * a long report counts for more than a short one), and a self-updating line on a terminal.
 */
import type { BatchItem } from './batchState';
import { createProgressWriter, terminalText } from '../output';

export function durationText(seconds: number): string {
  const s = Math.round(seconds);
  if (s >= 3600) return `${Math.floor(s / 3600)} h ${Math.round((s % 3600) / 60)} min`;
  return s >= 60 ? `${Math.floor(s / 60)} min ${s % 60} s` : `${s} s`;
}

export function batchProgress(items: readonly BatchItem[], stream: NodeJS.WriteStream = process.stderr) {
  const started = Date.now();
  const bar = createProgressWriter(stream);
  const total = items.length;
  const totalBytes = items.reduce((n, i) => n + Math.max(1, i.bytes), 0);
  // Inputs already done before this invocation count as done but not in the rate.
  const doneBefore = items.filter((i) => i.status === 'done').reduce((n, i) => n + Math.max(1, i.bytes), 0);
  let doneBytes = doneBefore;
  const running = new Set<string>();

  const status = (): string => {
    const finished = items.filter((i) => i.status === 'done' || i.status === 'failed').length;
    const share = Math.round((doneBytes / totalBytes) * 100);
    const elapsed = (Date.now() - started) / 1000;
    const rate = doneBytes > doneBefore ? elapsed / (doneBytes - doneBefore) : 0;
    const eta = rate > 0 && doneBytes < totalBytes ? `, eta ${durationText(rate * (totalBytes - doneBytes))}` : '';
    return `[${finished}/${total} ${share} %${eta}]`;
  };
  const say = (line: string): void => {
    bar.done();
    stream.write(`${terminalText(line)}\n`);
  };
  const timer = setInterval(
    () =>
      bar.update(
        `${status()} running: ${[...running].join(', ')} (${durationText((Date.now() - started) / 1000)} elapsed)`
      ),
    1000
  );
  timer.unref();

  return {
    start(item: BatchItem, resumed: boolean): void {
      running.add(short(item.path));
      say(`${status()} ${resumed ? 'resuming' : 'analysing'} ${item.path}`);
    },
    finish(item: BatchItem, detail: string): void {
      running.delete(short(item.path));
      doneBytes += Math.max(1, item.bytes);
      say(
        `${status()} ${item.status === 'done' ? 'done' : item.status === 'failed' ? 'FAILED' : 'stopped'} ${item.path}${detail ? ` — ${detail}` : ''}`
      );
    },
    done(): void {
      clearInterval(timer);
      bar.done();
    }
  };
}

const short = (path: string): string => path.split(/[\\/]/).pop() ?? path;
