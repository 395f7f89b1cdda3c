/**
 * The application menu as a pure function of the shared command list (src/shared/commands.ts): File,
 * Edit, View, Analysis, Go, Help, each item labelled as the renderer labels it and carrying its
 * accelerator. Choosing an item (or pressing an accelerator the menu takes) calls `send` with the
 * command id; `menu.ts` sends that to the focused window through the preload bridge. The platform's
 * own roles (quit, copy/paste, window) are kept beside our commands.
 */
import type { MenuItemConstructorOptions } from 'electron';
import {
  COMMANDS,
  MENU_ORDER,
  toAccelerator,
  type CommandId,
  type CommandSpec,
  type MenuName
} from '../../shared/commands';

export interface MenuOptions {
  platform: NodeJS.Platform;
  appName: string;
  send: (id: CommandId) => void;
}

function commandItem(c: CommandSpec, send: (id: CommandId) => void): MenuItemConstructorOptions {
  return {
    id: c.id,
    label: c.label,
    ...(c.keys ? { accelerator: toAccelerator(c.keys) } : {}),
    // A key without a modifier (`?`) belongs to the page: the menu shows it but must not take it from text fields.
    ...(c.keys && !/^(Mod|Alt)\+/.test(c.keys) ? { registerAccelerator: false } : {}),
    click: () => send(c.id)
  };
}

/** Our commands of one menu, grouping those with a `submenu` into one submenu item each. */
function commandItems(menu: MenuName, send: (id: CommandId) => void): MenuItemConstructorOptions[] {
  const items: MenuItemConstructorOptions[] = [];
  const groups = new Map<string, MenuItemConstructorOptions[]>();
  for (const c of COMMANDS.filter((x) => x.menu === menu)) {
    if (!c.submenu) {
      items.push(commandItem(c, send));
      continue;
    }
    let group = groups.get(c.submenu);
    if (!group) {
      group = [];
      groups.set(c.submenu, group);
      items.push({ label: c.submenu, submenu: group });
    }
    group.push(commandItem(c, send));
  }
  return items;
}

/** The platform roles that go with each of our menus. */
function roles(menu: MenuName, mac: boolean): MenuItemConstructorOptions[] {
  switch (menu) {
    case 'File':
      return [{ type: 'separator' }, mac ? { role: 'close' } : { role: 'quit' }];
    case 'Edit':
      return [
        { type: 'separator' },
        { role: 'undo' },
        { role: 'redo' },
        { type: 'separator' },
        { role: 'cut' },
        { role: 'copy' },
        { role: 'paste' },
        { role: 'selectAll' }
      ];
    case 'View':
      return [{ type: 'separator' }, { role: 'togglefullscreen' }];
    case 'Help':
      return [];
    default:
      return [];
  }
}

export function buildMenuTemplate(opts: MenuOptions): MenuItemConstructorOptions[] {
  const mac = opts.platform === 'darwin';
  const menus: MenuItemConstructorOptions[] = MENU_ORDER.map((menu) => ({
    label: menu,
    ...(menu === 'Help' ? { role: 'help' as const } : {}),
    submenu: [...commandItems(menu, opts.send), ...roles(menu, mac)]
  }));
  if (!mac) return menus;
  const appMenu: MenuItemConstructorOptions = {
    label: opts.appName,
    submenu: [
      { role: 'about' },
      { type: 'separator' },
      { role: 'hide' },
      { role: 'hideOthers' },
      { role: 'unhide' },
      { type: 'separator' },
      { role: 'quit' }
    ]
  };
  return [appMenu, ...menus, { role: 'windowMenu' }];
}
