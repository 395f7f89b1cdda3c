/**
 * CLI output helpers: stdout carries results (text or JSON), stderr carries progress and errors.
 * Errors print as one line with no stack trace; the exit code says whose fault it was.
 */
import { BAD_INPUT_CODES, SibylError } from '../shared/ipc/errors';

export const EXIT_OK = 0;
const EXIT_INTERNAL = 1;
export const EXIT_BAD_INPUT = 2;
/** A run stopped by Ctrl-C (128 + SIGINT), resumable with --resume. */
export const EXIT_CANCELLED = 130;

export class UsageError extends Error {}

/**
 * Control characters (C0 but tab and line feed, DEL, C1) and bidirectional overrides, which a file
 * name or a PDF title could carry to move the cursor, recolour or rewrite what the terminal shows.
 */
const UNSAFE_TEXT = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** Text as the CLI may echo it (to a terminal or into portfolio.csv): unsafe characters removed. */
export const terminalText = (text: string): string => text.replace(UNSAFE_TEXT, '');

/**
 * Resolves once everything written so far to the stream has reached the OS. Writes to a pipe are
 * asynchronous in Node: exiting before they finish cut piped output at the pipe's 64 KiB buffer.
 */
function flushed(stream: NodeJS.WritableStream & { destroyed?: boolean }): Promise<void> {
  if (stream.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    stream.write('', () => resolve());
  });
}

/**
 * A reader that leaves early (`sibyl … | head`) is normal for a Unix tool: later writes are dropped
 * quietly and the command's own exit code stands. Other stream errors still surface.
 */
function tolerateClosedReaders(streams: NodeJS.WriteStream[] = [process.stdout, process.stderr]): void {
  for (const stream of streams) {
    stream.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EPIPE' || err.code === 'ERR_STREAM_DESTROYED') return;
      throw err;
    });
  }
}

/** Runs a CLI entry point to completion, waits for stdout and stderr to drain, then exits with its code. */
export async function runToExit(entry: () => Promise<number>): Promise<never> {
  tolerateClosedReaders();
  const code = await entry();
  await Promise.all([flushed(process.stdout), flushed(process.stderr)]);
  process.exit(code);
}

/** What to do next, for errors whose remedy on the command line differs from the app's. */
const CLI_HINTS: Partial<Record<string, string>> = {
  PASSWORD_REQUIRED: '(pass it with --password)',
  PASSWORD_INCORRECT: '(check the value given to --password)'
};

export function failureExit(err: unknown): { code: number; line: string } {
  if (err instanceof UsageError) return { code: EXIT_BAD_INPUT, line: `sibyl: ${err.message} (see sibyl --help)` };
  if (err instanceof SibylError) {
    const hint = CLI_HINTS[err.code] ? ` ${CLI_HINTS[err.code]}` : '';
    return {
      code: BAD_INPUT_CODES.has(err.code) ? EXIT_BAD_INPUT : EXIT_INTERNAL,
      line: `sibyl: ${err.message}${hint}`
    };
  }
  const detail = err instanceof Error ? err.message : String(err);
  return { code: EXIT_INTERNAL, line: `sibyl: internal error: ${detail} (set SIBYL_LOG_LEVEL=debug for details)` };
}

export function progressLine(stage: string, done: number, total: number, startedAt: number): string {
  const width = 24;
  const frac = total > 0 ? Math.min(1, done / total) : 0;
  const bar = '#'.repeat(Math.round(frac * width)).padEnd(width, '.');
  const elapsed = (Date.now() - startedAt) / 1000;
  const eta = frac > 0.02 && frac < 1 ? ` eta ${Math.round((elapsed / frac) * (1 - frac))}s` : '';
  return `${stage.padEnd(11)} [${bar}] ${total ? `${done}/${total}` : ''}${eta}`;
}

/** Writes a self-overwriting progress line on a TTY, nothing otherwise. */
export function createProgressWriter(stream: NodeJS.WriteStream = process.stderr): {
  update(line: string): void;
  done(): void;
} {
  let last = 0;
  let shown = false;
  return {
    update(line) {
      if (!stream.isTTY) return;
      const now = Date.now();
      if (now - last < 80) return;
      last = now;
      shown = true;
      const safe = terminalText(line).replace(/\n/g, ' ');
      stream.write(`\r${safe.slice(0, (stream.columns || 80) - 1).padEnd((stream.columns || 80) - 1)}`);
    },
    done() {
      if (shown) stream.write('\r\x1b[2K');
    }
  };
}
