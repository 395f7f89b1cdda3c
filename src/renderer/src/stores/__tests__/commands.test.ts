import { describe, expect, it } from 'vitest';
import { hasCommand, registerCommand, registerCommands, runCommand } from '../commands';

describe('command registry', () => {
  it('runs the latest handler of a command and says whether anything handled it', () => {
    const calls: string[] = [];
    expect(runCommand('find')).toBe(false);
    const removeA = registerCommand('find', () => calls.push('a'));
    const removeB = registerCommand('find', () => calls.push('b'));
    expect(runCommand('find')).toBe(true);
    removeB();
    runCommand('find');
    removeA();
    expect(hasCommand('find')).toBe(false);
    expect(runCommand('find')).toBe(false);
    expect(calls).toEqual(['b', 'a']);
  });

  it('removes a group of handlers at once, leaving others registered', () => {
    const calls: string[] = [];
    const keep = registerCommand('analyze', () => calls.push('outer'));
    const remove = registerCommands({ analyze: () => calls.push('inner'), cancel: () => calls.push('cancel') });
    runCommand('analyze');
    runCommand('cancel');
    remove();
    runCommand('analyze');
    expect(hasCommand('cancel')).toBe(false);
    expect(calls).toEqual(['inner', 'cancel', 'outer']);
    keep();
  });
});
