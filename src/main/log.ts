/**
 * The one logger. Writes structured lines to stderr (never stdout, which belongs to CLI output).
 * Secrets must never be passed in context; callers log ids and counts, not report text or keys.
 */
type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

const threshold = (): number => order[(process.env.SIBYL_LOG_LEVEL as Level | undefined) ?? 'warn'] ?? order.warn;

export interface Logger {
  debug(msg: string, ctx?: Record<string, unknown>): void;
  info(msg: string, ctx?: Record<string, unknown>): void;
  warn(msg: string, ctx?: Record<string, unknown>): void;
  error(msg: string, ctx?: Record<string, unknown>): void;
  child(scope: string): Logger;
}

export function createLogger(scope: string): Logger {
  const write = (level: Level, msg: string, ctx?: Record<string, unknown>): void => {
    if (order[level] < threshold()) return;
    const line = { t: new Date().toISOString(), level, scope, msg, ...ctx };
    process.stderr.write(`${JSON.stringify(line)}\n`);
  };
  return {
    debug: (m, c) => write('debug', m, c),
    info: (m, c) => write('info', m, c),
    warn: (m, c) => write('warn', m, c),
    error: (m, c) => write('error', m, c),
    child: (s) => createLogger(`${scope}.${s}`)
  };
}

/** A logger that drops everything (tests, benchmarks). */
export const silentLogger: Logger = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  child: () => silentLogger
};
