/** `sibyl serve --open`: which opener each platform gets, and failures that warn instead of throwing. */
import { describe, expect, it } from 'vitest';
import { EventEmitter } from 'node:events';
import type { ChildProcess, SpawnOptions } from 'node:child_process';
import { openerCommand, openInBrowser } from '../openBrowser';

const URL = 'http://127.0.0.1:4321/?token=abc';

/** A stand-in child process: records how it was spawned and whether it was unref'd. */
function fakeSpawn() {
  const child = Object.assign(new EventEmitter(), {
    unrefed: false,
    unref() {
      this.unrefed = true;
    }
  });
  const calls: Array<{ command: string; args: string[]; options: SpawnOptions }> = [];
  const spawn = (command: string, args: string[], options: SpawnOptions): ChildProcess => {
    calls.push({ command, args, options });
    return child as unknown as ChildProcess;
  };
  return { child, calls, spawn };
}

describe('openerCommand', () => {
  it('uses xdg-open on Linux and the BSDs, open on macOS', () => {
    expect(openerCommand('linux', URL)).toEqual({ command: 'xdg-open', args: [URL], verbatim: false });
    expect(openerCommand('freebsd', URL).command).toBe('xdg-open');
    expect(openerCommand('darwin', URL)).toEqual({ command: 'open', args: [URL], verbatim: false });
  });

  it('uses cmd start with an empty title and the URL quoted on Windows', () => {
    const c = openerCommand('win32', 'http://127.0.0.1:1/?a=1&b="2"');
    expect(c.command).toBe('cmd');
    expect(c.verbatim).toBe(true);
    expect(c.args).toEqual(['/d', '/s', '/c', '"start "" "http://127.0.0.1:1/?a=1&b=%222%22""']);
  });
});

describe('openInBrowser', () => {
  it("spawns the opener detached and unref'd, without waiting, and stays quiet when it succeeds", () => {
    const { child, calls, spawn } = fakeSpawn();
    const warnings: string[] = [];
    openInBrowser(URL, (l) => warnings.push(l), { platform: 'linux', spawn });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ command: 'xdg-open', args: [URL], options: { detached: true, stdio: 'ignore' } });
    expect(child.unrefed).toBe(true);
    child.emit('exit', 0, null);
    expect(warnings).toEqual([]);
  });

  it('warns with the URL when the opener is not installed', () => {
    const { child, spawn } = fakeSpawn();
    const warnings: string[] = [];
    openInBrowser(URL, (l) => warnings.push(l), { platform: 'darwin', spawn });
    child.emit('error', Object.assign(new Error('spawn open ENOENT'), { code: 'ENOENT' }));
    expect(warnings).toEqual([`sibyl: could not open a browser (open not found); open ${URL} yourself`]);
  });

  it('warns when the opener fails, and when spawning itself throws', () => {
    const { child, spawn } = fakeSpawn();
    const warnings: string[] = [];
    openInBrowser(URL, (l) => warnings.push(l), { platform: 'linux', spawn });
    child.emit('exit', 3, null);
    openInBrowser(URL, (l) => warnings.push(l), {
      platform: 'linux',
      spawn: () => {
        throw new Error('EAGAIN');
      }
    });
    expect(warnings).toEqual([
      `sibyl: could not open a browser (xdg-open exited with 3); open ${URL} yourself`,
      `sibyl: could not open a browser (xdg-open: EAGAIN); open ${URL} yourself`
    ]);
  });
});
