/**
 * The `sibyl` command. Parses arguments, opens the core on a data dir (taking its lock), runs one
 * command and exits: 0 ok, 2 bad input (one line on stderr), 1 internal error.
 */
import { formatRestatements, libraryRestatements } from '../main/library/restatements';
import { parseArgs } from 'node:util';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createCore, VERSION, type Core } from '../main/core';
import { defaultDataDir } from '../main/paths';
import { ingestCommand, formatIngestSummary } from './ingestCommand';
import { serveCommand } from './serveCommand';
import { corpusCommand } from './corpusCommand';
import { claimsCommand, formatClaims, parseEngine, sentencesCommand } from './claimsCommand';
import { analyzeCommand, formatAnalysis, parseMaxCycles } from './analyzeCommand';
import { exportCommand, formatExport, parseFormats } from './exportCommand';
import { batchCommand, formatBatch } from './batch/batchCommand';
import { figuresCommand, formatFigures } from './figuresCommand';
import { formatGaps, gapsCommand } from './gapsCommand';
import { benchCommand } from './bench/benchCommand';
import { benchOne } from './bench/ingestBench';
import { EXIT_BAD_INPUT, EXIT_CANCELLED, EXIT_OK, failureExit, runToExit, terminalText, UsageError } from './output';

const HELP =
  `sibyl ${VERSION}: verify sustainability reports on this machine\n` +
  '\n' +
  'usage:\n' +
  '  sibyl ingest <report.pdf> [--data-dir D] [--password P] [--workers N] [--json]\n' +
  '  sibyl analyze <report.pdf> [--engine offline|model] [--max-cycles ' +
  'N] [--resume] [--out DIR] [--data-dir D] [--password P] [--json]\n' +
  '        ingest, extract claims, investigate, judge; writes into DIR (default ./sibyl-out/<report>/):\n' +
  '        source-of-truth.pdf, report.json, claims.csv, checks.csv, gaps.csv\n' +
  '  sibyl export <report-id|run-id|report.pdf> [--format pdf|json|csv] [--out DIR] [--data-dir D] [--json]\n' +
  "        writes a stored analysis again, with the analyst's overrides, without re-running it\n" +
  '  sibyl batch <folder|list.txt> [--out DIR] [--jobs N] [--engine ' +
  'offline|model] [--max-cycles N] [--data-dir D] [--json]\n' +
  '        analyses every PDF (one folder each under DIR, ' +
  'default ./sibyl-batch/) and writes DIR/portfolio.csv;\n' +
  '        a failing PDF is reported and skipped; run it again after a crash or Ctrl-C to resume\n' +
  '  sibyl claims <report.pdf> [--engine offline|model] [--data-dir D] [--password P] [--json]\n' +
  '  sibyl claims --sentences <file.jsonl> [--json]   score sentences {"text": …} (with "label": P/R/F1)\n' +
  '  sibyl figures <report.pdf> [--page N] [--data-dir D] [--password P] [--json]\n' +
  '        the greenhouse-gas figures Data/Metrics reads ' +
  '(kind, year, tonnes, page, stating text) and its checks\n' +
  '  sibyl gaps <report.pdf> [--engine offline|model] [--data-dir D] [--password P] [--json]\n' +
  "        Legal's disclosure-gap scan over IFRS S1.26–53 and S2.5–37: gaps per pillar, what was searched,\n" +
  '        pages with partial content (a temporary data folder unless --data-dir is given); --engine model\n' +
  '        has the configured model review the gaps, as an analysis on the model engine does\n' +
  '  sibyl corpus search "<query>" [--source ifrs|sasb|benchmark|reference|report] ' +
  '[--report ID] [--mode fts|vector|hybrid] [--json]\n' +
  '  sibyl corpus show <paragraph-id> [--json]\n' +
  '  sibyl corpus import <IFRS-S1-or-S2.pdf>\n' +
  '  sibyl serve [--data-dir D] [--port N] [--open]   loopback ' +
  'web host for the UI; --open opens it in your browser\n' +
  '  sibyl restatements [--data-dir D] [--json]   figures ' +
  'that differ between reports of one company in the library\n' +
  '  sibyl bench [--reports DIR] [--only ingest,retrieval,claims,pipeline,tables,ghg,generated,find] ' +
  '[--misses dev|dev2|dev3|dev4] [--json]\n' +
  "        benchmarks; --misses lists the Legal mapping's " +
  'top-3 misses on one dev set (never the held-out set)\n' +
  '  sibyl --version | --help\n' +
  '\n' +
  `The data folder defaults to ${defaultDataDir()} (the app's own); a folder in use by another\n` +
  'Sibyl process is refused.';

const options = {
  'data-dir': { type: 'string' },
  password: { type: 'string' },
  workers: { type: 'string' },
  port: { type: 'string' },
  open: { type: 'boolean', default: false },
  reports: { type: 'string' },
  source: { type: 'string' },
  only: { type: 'string' },
  misses: { type: 'string' },
  report: { type: 'string' },
  mode: { type: 'string' },
  limit: { type: 'string' },
  page: { type: 'string' },
  engine: { type: 'string' },
  'max-cycles': { type: 'string' },
  resume: { type: 'boolean', default: false },
  out: { type: 'string' },
  format: { type: 'string', multiple: true },
  jobs: { type: 'string' },
  sentences: { type: 'string' },
  json: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
  version: { type: 'boolean', short: 'v', default: false }
} as const;

export async function main(argv: string[]): Promise<number> {
  let core: Core | null = null;
  try {
    const { values, positionals } = parseArgsOrThrow(argv);
    if (values.version) return print(VERSION);
    const [command, ...rest] = positionals;
    if (values.help || !command) return print(HELP);
    if (values.open && command !== 'serve') throw new UsageError('--open belongs to serve');
    const workers = values.workers !== undefined ? positiveInt(values.workers, '--workers') : undefined;
    const dataDir = resolve(values['data-dir'] ?? defaultDataDir());

    switch (command) {
      case 'ingest': {
        const file = one(rest, `${command} needs one PDF file`);
        core = createCore({ dataDir, host: 'cli' });
        const summary = await ingestCommand(core, file, { password: values.password, workers });
        return print(values.json ? JSON.stringify(summary, null, 2) : formatIngestSummary(summary));
      }
      case 'analyze': {
        const file = one(rest, 'analyze needs one PDF file');
        const engine = parseEngine(values.engine);
        const maxCycles = parseMaxCycles(values['max-cycles']);
        if (values.resume && (values.engine !== undefined || maxCycles !== undefined))
          throw new UsageError('--resume continues a run with its own settings; drop --engine and --max-cycles');
        core = createCore({ dataDir, host: 'cli' });
        const res = await analyzeCommand(core, file, {
          engine,
          maxCycles,
          resume: values.resume,
          out: values.out,
          password: values.password,
          workers
        });
        print(values.json ? JSON.stringify(res, null, 2) : formatAnalysis(res));
        // Like a shell job stopped by Ctrl-C: scripts can tell a cancelled run from a finished one.
        return res.status === 'cancelled' ? EXIT_CANCELLED : EXIT_OK;
      }
      case 'export': {
        const target = one(rest, 'export needs one report id, run id or PDF file');
        const formats = parseFormats(values.format);
        core = createCore({ dataDir, host: 'cli' });
        const res = await exportCommand(core, target, { formats, out: values.out });
        return print(values.json ? JSON.stringify(res, null, 2) : formatExport(res));
      }
      case 'batch': {
        const source = one(rest, 'batch needs one folder or list file');
        const jobs = values.jobs !== undefined ? positiveInt(values.jobs, '--jobs') : 1;
        if (jobs < 1 || jobs > 8) throw new UsageError(`--jobs takes a whole number from 1 to 8, got "${values.jobs}"`);
        const engine = parseEngine(values.engine);
        const maxCycles = parseMaxCycles(values['max-cycles']);
        core = createCore({ dataDir, host: 'cli' });
        const res = await batchCommand(core, source, { out: values.out, jobs, engine, maxCycles });
        print(values.json ? JSON.stringify(res, null, 2) : formatBatch(res));
        // Failed inputs were reported and skipped; the exit code still tells a script to look at them.
        return res.cancelled ? EXIT_CANCELLED : res.items.some((i) => i.status === 'failed') ? EXIT_BAD_INPUT : EXIT_OK;
      }
      case 'claims': {
        if (values.sentences !== undefined) {
          if (rest.length) throw new UsageError('claims --sentences takes the JSONL file and no PDF');
          return print(sentencesCommand(values.sentences, values.json));
        }
        const file = one(rest, 'claims needs one PDF file (or --sentences FILE.jsonl)');
        core = createCore({ dataDir, host: 'cli' });
        const res = await claimsCommand(core, file, { engine: parseEngine(values.engine), password: values.password });
        return print(values.json ? JSON.stringify(res, null, 2) : formatClaims(res));
      }
      case 'figures': {
        const file = one(rest, 'figures needs one PDF file');
        const page = values.page !== undefined ? positiveInt(values.page, '--page') : undefined;
        core = createCore({ dataDir, host: 'cli' });
        const res = await figuresCommand(core, file, { page, password: values.password });
        return print(values.json ? JSON.stringify(res, null, 2) : formatFigures(res));
      }
      case 'gaps': {
        const file = one(rest, 'gaps needs one PDF file');
        const temp = values['data-dir'] === undefined ? mkdtempSync(join(tmpdir(), 'sibyl-gaps-')) : null;
        try {
          core = createCore({ dataDir: temp ?? dataDir, host: 'cli' });
          const res = await gapsCommand(core, file, { engine: parseEngine(values.engine), password: values.password });
          return print(values.json ? JSON.stringify(res, null, 2) : formatGaps(res));
        } finally {
          await core?.close();
          core = null;
          if (temp) rmSync(temp, { recursive: true, force: true });
        }
      }
      case 'corpus': {
        core = createCore({ dataDir, host: 'cli' });
        const [sub, ...args] = rest;
        const limit = values.limit !== undefined ? positiveInt(values.limit, '--limit') : undefined;
        return print(
          await corpusCommand(core, sub, args, {
            source: values.source,
            report: values.report,
            mode: values.mode,
            limit,
            json: values.json
          })
        );
      }
      case 'serve': {
        core = createCore({ dataDir, host: 'web' });
        await serveCommand(core, {
          port: values.port !== undefined ? positiveInt(values.port, '--port') : 0,
          open: values.open
        });
        return EXIT_OK;
      }
      case 'restatements': {
        core = createCore({ dataDir, host: 'cli' });
        const view = await libraryRestatements(await core.ctx.stores.ready());
        return print(values.json ? JSON.stringify(view, null, 2) : formatRestatements(view));
      }
      case 'bench':
        return print(
          await benchCommand({
            reportsDir: values.reports,
            json: values.json,
            only: values.only,
            misses: values.misses
          })
        );
      case '__bench-one': {
        const file = one(rest, '__bench-one needs one PDF file');
        return print(JSON.stringify(await benchOne(file, dataDir)));
      }
      default:
        throw new UsageError(`unknown command "${command}"`);
    }
  } catch (err) {
    const { code, line } = failureExit(err);
    process.stderr.write(`${terminalText(line)}\n`);
    return code;
  } finally {
    await core?.close();
  }
}

function parseArgsOrThrow(argv: string[]) {
  try {
    return parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (err) {
    throw new UsageError((err as Error).message.replace(/^.*?: /, ''));
  }
}

function one(rest: string[], message: string): string {
  if (rest.length !== 1 || !rest[0]) throw new UsageError(message);
  return rest[0];
}

function positiveInt(v: string, flag: string): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new UsageError(`${flag} takes a whole number, got "${v}"`);
  return n;
}

function print(text: string): number {
  process.stdout.write(`${terminalText(text)}\n`);
  return EXIT_OK;
}

/** Runs the command line and exits once its output has drained (bin/sibyl.mjs and `node out/main/cli.js`). */
export function run(argv: string[]): Promise<never> {
  return runToExit(() => main(argv));
}

const isEntry = process.argv[1] && import.meta.url.endsWith('/cli.js');
if (isEntry && process.env.SIBYL_CLI_NO_AUTORUN !== '1') void run(process.argv.slice(2));
