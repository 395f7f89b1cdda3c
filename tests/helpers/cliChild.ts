/**
 * Runs the built CLI (out/main/cli.js) as a child process without blocking this process, so a
 * loopback fake server living in the test process can answer the child's requests.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';

export const CLI = join(__dirname, '..', '..', 'out', 'main', 'cli.js');

export function runCliAsync(
  args: string[],
  env: NodeJS.ProcessEnv
): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], { env, stdio: 'pipe' });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('close', (code) => resolve({ code, out, err }));
  });
}
