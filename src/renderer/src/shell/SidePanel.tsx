/**
 * A side panel of the report view (a named landmark), collapsible: its header has a button with
 * aria-expanded (and the View menu / a shortcut toggles it too); collapsed, the panel keeps its
 * landmark and name as a thin rail with its title and an expand button, and its content stays
 * mounted but hidden, so it comes back as it was.
 */
import type { ReactNode } from 'react';
import { keysLabel, COMMANDS } from '../../../shared/commands';
import type { SidePanel as Panel } from '../stores/panelSizes';
import { togglePanel, useCollapsed } from '../stores/uiStore';
import { isMac } from './useCommandKeys';

export interface SidePanelProps {
  panel: Panel;
  title: string;
  element: 'section' | 'aside';
  bodyClassName: string;
  children: ReactNode;
}

function shortcutOf(panel: Panel): string {
  const keys = COMMANDS.find((c) => c.id === (panel === 'agents' ? 'toggleAgents' : 'toggleReasoning'))?.keys;
  return keys ? ` (${keysLabel(keys, isMac())})` : '';
}

export function SidePanel({ panel, title, element: Element, bodyClassName, children }: SidePanelProps) {
  const collapsed = useCollapsed()[panel];
  const titleId = `panel-${panel}-title`;
  const bodyId = `panel-${panel}-body`;
  const action = collapsed ? `Show the ${title} panel` : `Collapse the ${title} panel`;
  const toggle = (
    <button
      type="button"
      className="panel-toggle"
      onClick={() => togglePanel(panel)}
      aria-expanded={!collapsed}
      aria-controls={bodyId}
      aria-label={action}
      title={`${action}${shortcutOf(panel)}`}
      data-testid={`toggle-panel-${panel}`}
    >
      <span aria-hidden="true">{collapsed ? '‹' : '›'}</span>
    </button>
  );
  return (
    <Element
      className={collapsed ? 'panel panel-collapsed' : 'panel'}
      aria-labelledby={titleId}
      data-testid={`panel-${panel}`}
      data-collapsed={collapsed ? 'true' : 'false'}
    >
      {collapsed ? (
        <div className="panel-rail">
          {toggle}
          <h2 id={titleId} className="panel-rail-title" tabIndex={-1}>
            {title}
          </h2>
        </div>
      ) : (
        <header className="panel-header">
          <h2 id={titleId} tabIndex={-1}>
            {title}
          </h2>
          {toggle}
        </header>
      )}
      <div id={bodyId} className={bodyClassName} hidden={collapsed}>
        {children}
      </div>
    </Element>
  );
}
