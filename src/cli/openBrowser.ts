/**
 * `sibyl serve --open`: hands the served URL to the platform's opener (xdg-open, open, cmd start).
 * The opener is spawned detached and never awaited; if it is missing or fails, the caller gets one
 * warning line and the server keeps running (the URL is printed anyway).
 */
import { spawn as nodeSpawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

export interface OpenerCommand {
  command: string;
  args: string[];
  /** Windows only: pass args to cmd.exe exactly as written (the URL is quoted by us). */
  verbatim: boolean;
}

/** The command that opens `url` in the default browser on `platform` (a `process.platform` value). */
export function openerCommand(platform: NodeJS.Platform, url: string): OpenerCommand {
  if (platform === 'darwin') return { command: 'open', args: [url], verbatim: false };
  if (platform === 'win32') {
    // As Node's own `shell: true` does: cmd /d /s /c "<line>". `start` takes its first quoted argument
    // as a window title, hence the empty ""; the URL is quoted so cmd.exe reads & and ^ in it as text.
    return { command: 'cmd', args: ['/d', '/s', '/c', `"start "" "${url.replace(/"/g, '%22')}""`], verbatim: true };
  }
  return { command: 'xdg-open', args: [url], verbatim: false };
}

type Spawn = (command: string, args: string[], options: SpawnOptions) => ChildProcess;

/**
 * Starts the opener and returns at once. `warn` gets one line if the opener cannot be started
 * (not installed) or exits with a failure; nothing is thrown.
 */
export function openInBrowser(
  url: string,
  warn: (line: string) => void,
  deps: { platform?: NodeJS.Platform; spawn?: Spawn } = {}
): void {
  const { command, args, verbatim } = openerCommand(deps.platform ?? process.platform, url);
  const tell = (why: string): void => warn(`sibyl: could not open a browser (${why}); open ${url} yourself`);
  let child: ChildProcess;
  try {
    child = (deps.spawn ?? nodeSpawn)(command, args, {
      detached: true,
      stdio: 'ignore',
      windowsHide: true,
      windowsVerbatimArguments: verbatim
    });
  } catch (err) {
    tell(`${command}: ${(err as Error).message}`);
    return;
  }
  child.once('error', (err: NodeJS.ErrnoException) =>
    tell(err.code === 'ENOENT' ? `${command} not found` : `${command}: ${err.message}`)
  );
  child.once('exit', (code, signal) => {
    if (code !== null && code !== 0) tell(`${command} exited with ${code}`);
    else if (signal) tell(`${command} stopped by ${signal}`);
  });
  child.unref();
}
