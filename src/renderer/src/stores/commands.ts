/**
 * The renderer's command registry: the one place a command id (shared/commands.ts) meets the code
 * that carries it out. The shell registers the app-wide and report commands, features may register
 * theirs (the PDF pane's find bar takes `find`); the keyboard handler (shell/useCommandKeys.ts) and
 * the Electron menu (`app.command` events) both run commands through `runCommand`. The latest
 * registration of an id wins until it is removed, so a view mounted over another takes its keys.
 */
import type { CommandId } from '../../../shared/commands';

export type CommandHandler = () => void;

const handlers = new Map<CommandId, CommandHandler[]>();

/** Registers a handler for a command; returns the function that removes it. */
export function registerCommand(id: CommandId, handler: CommandHandler): () => void {
  const stack = handlers.get(id) ?? [];
  stack.push(handler);
  handlers.set(id, stack);
  return () => {
    const current = handlers.get(id);
    const i = current?.lastIndexOf(handler) ?? -1;
    if (current && i >= 0) current.splice(i, 1);
  };
}

/** Registers several handlers at once (one effect in a component); returns one remover. */
export function registerCommands(map: Partial<Record<CommandId, CommandHandler>>): () => void {
  const removers = Object.entries(map).map(([id, handler]) =>
    registerCommand(id as CommandId, handler as CommandHandler)
  );
  return () => removers.forEach((remove) => remove());
}

/** Runs the command's current handler; false when nothing handles it here (the key is then left alone). */
export function runCommand(id: CommandId): boolean {
  const handler = handlers.get(id)?.at(-1);
  if (!handler) return false;
  handler();
  return true;
}

export const hasCommand = (id: CommandId): boolean => (handlers.get(id)?.length ?? 0) > 0;
