import { describe, expect, it } from 'vitest';
import type { MenuItemConstructorOptions } from 'electron';
import { COMMANDS, type CommandId } from '../../../shared/commands';
import { buildMenuTemplate } from '../menuTemplate';

type Item = MenuItemConstructorOptions;
const sub = (item: Item | undefined): Item[] => (Array.isArray(item?.submenu) ? (item.submenu as Item[]) : []);
const top = (menu: Item[], label: string): Item | undefined => menu.find((m) => m.label === label);
/** Every item of the menu, submenus walked. */
const flat = (items: Item[]): Item[] => items.flatMap((i) => [i, ...flat(sub(i))]);

function build(platform: NodeJS.Platform) {
  const sent: CommandId[] = [];
  const menu = buildMenuTemplate({ platform, appName: 'Sibyl', send: (id) => sent.push(id) });
  return { menu, sent };
}

describe('buildMenuTemplate', () => {
  it('lays the menus out in order on Windows and Linux, with the macOS app and window menus on macOS', () => {
    expect(build('linux').menu.map((m) => m.label)).toEqual(['File', 'Edit', 'View', 'Analysis', 'Go', 'Help']);
    const mac = build('darwin').menu;
    expect(mac[0]?.label).toBe('Sibyl');
    expect(mac.map((m) => m.label ?? m.role)).toEqual([
      'Sibyl',
      'File',
      'Edit',
      'View',
      'Analysis',
      'Go',
      'Help',
      'windowMenu'
    ]);
  });

  it('lists every command once, with its label, and sends its id when chosen', () => {
    const { menu, sent } = build('linux');
    const items = flat(menu).filter((i) => typeof i.id === 'string');
    expect(items.map((i) => i.id).sort()).toEqual(COMMANDS.map((c) => c.id).sort());
    for (const item of items) {
      expect(item.label).toBe(COMMANDS.find((c) => c.id === item.id)?.label);
      (item.click as () => void)();
    }
    expect(sent).toEqual(items.map((i) => i.id));
  });

  it('puts the items the issue names where an analyst looks for them, with their accelerators', () => {
    const { menu } = build('win32');
    const ids = (label: string) =>
      flat(sub(top(menu, label)))
        .map((i) => i.id)
        .filter(Boolean);
    expect(ids('File')).toContain('open');
    expect(ids('Edit')).toContain('find');
    expect(ids('Analysis')).toEqual(['extract', 'analyze', 'cancel']);
    expect(ids('Go')).toEqual(['nextClaim', 'previousClaim']);
    expect(ids('View')).toEqual(
      expect.arrayContaining([
        'themeSystem',
        'themeLight',
        'themeDark',
        'zoomIn',
        'zoomOut',
        'zoomReset',
        'toggleAgents',
        'toggleReasoning'
      ])
    );
    const theme = sub(top(menu, 'View')).find((i) => i.label === 'Theme');
    expect(sub(theme).map((i) => i.id)).toEqual(['themeSystem', 'themeLight', 'themeDark', 'themeNext']);
    const byId = new Map(flat(menu).map((i) => [i.id, i]));
    expect(byId.get('open')?.accelerator).toBe('CmdOrCtrl+O');
    expect(byId.get('analyze')?.accelerator).toBe('CmdOrCtrl+Enter');
    expect(byId.get('cancel')?.accelerator).toBe('CmdOrCtrl+.');
    expect(byId.get('nextClaim')?.accelerator).toBe('Alt+Down');
    expect(byId.get('zoomIn')?.accelerator).toBe('CmdOrCtrl+=');
    expect(byId.get('find')?.accelerator).toBe('CmdOrCtrl+F');
    expect(byId.get('themeLight')?.accelerator).toBeUndefined();
  });

  it('shows a key without a modifier but does not register it, so typing "?" in a field still types', () => {
    const item = flat(build('linux').menu).find((i) => i.id === 'shortcuts');
    expect(item?.accelerator).toBe('?');
    expect(item?.registerAccelerator).toBe(false);
    const open = flat(build('linux').menu).find((i) => i.id === 'open');
    expect(open?.registerAccelerator).toBeUndefined();
  });

  it('keeps the platform roles: quit in File on Linux, the edit roles in Edit', () => {
    const { menu } = build('linux');
    expect(sub(top(menu, 'File')).map((i) => i.role)).toContain('quit');
    expect(sub(top(menu, 'Edit')).map((i) => i.role)).toEqual(expect.arrayContaining(['copy', 'paste', 'selectAll']));
    expect(sub(top(build('darwin').menu, 'File')).map((i) => i.role)).toContain('close');
  });
});
