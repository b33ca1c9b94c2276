import {
  FolderKanban,
  Home,
  ListChecks,
  Network,
  PanelLeftClose,
  PanelLeftOpen,
  Shapes,
  X,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { NavLink } from 'react-router';
import { sectionPath } from '../project/sections';
import { useSelection } from '../state/selection';
import { ThemeSelect } from '../theme/ThemeSelect';
import { LogoMark } from './Logo';

interface Item {
  to: string;
  label: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  end?: boolean;
}

export interface SidebarProps {
  collapsed: boolean;
  onToggleCollapsed(): void;
  /** Below 768 px: the sidebar is a drawer, open or closed. */
  drawer: boolean;
  open: boolean;
  onClose(): void;
}

/**
 * The sidebar of spec §2: Home, Workspace and the Projects group, whose links carry the selected
 * project's id; collapsible to icons (15rem → 4rem); a drawer on small screens; the theme
 * selector at its foot.
 */
export function Sidebar({ collapsed, onToggleCollapsed, drawer, open, onClose }: SidebarProps) {
  const projectId = useSelection((s) => s.projectId);
  const narrow = collapsed && !drawer;
  const top: Item[] = [
    { to: '/', label: 'Home', icon: Home, end: true },
    { to: sectionPath('workspace', projectId), label: 'Workspace', icon: Network },
  ];
  const projects: Item[] = [
    { to: sectionPath('manage', projectId), label: 'Project Management', icon: FolderKanban },
    { to: sectionPath('requests', projectId), label: 'Requests', icon: ListChecks },
    { to: sectionPath('schemas', projectId), label: 'Schemas', icon: Shapes },
  ];
  const link = (item: Item) => (
    <li key={item.label}>
      <NavLink
        to={item.to}
        end={item.end ?? false}
        className="nav-link"
        title={narrow ? item.label : undefined}
        onClick={drawer ? onClose : undefined}
      >
        <item.icon size={20} aria-hidden />
        <span className={narrow ? 'visually-hidden' : 'nav-text'}>{item.label}</span>
      </NavLink>
    </li>
  );

  return (
    <aside
      id="sidebar"
      className={`sidebar${narrow ? ' collapsed' : ''}${drawer ? ' drawer' : ''}${open ? ' open' : ''}`}
      aria-label="Sidebar"
      {...(drawer && !open ? { inert: true, 'aria-hidden': true } : {})}
    >
      <div className="sidebar-head">
        <span className="sidebar-brand">
          <LogoMark size={28} />
          {!narrow && <span className="logo-word">Trellis</span>}
        </span>
        {drawer ? (
          <button type="button" className="icon-button" onClick={onClose} aria-label="Close menu">
            <X size={20} aria-hidden />
          </button>
        ) : (
          <button
            type="button"
            className="icon-button"
            onClick={onToggleCollapsed}
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            aria-expanded={!collapsed}
            aria-controls="sidebar"
          >
            {collapsed ? (
              <PanelLeftOpen size={20} aria-hidden />
            ) : (
              <PanelLeftClose size={20} aria-hidden />
            )}
          </button>
        )}
      </div>
      <nav className="sidebar-nav" aria-label="Main">
        <ul>{top.map(link)}</ul>
        <p className={narrow ? 'visually-hidden' : 'nav-group'} id="nav-projects">
          Projects
        </p>
        <ul aria-labelledby="nav-projects">{projects.map(link)}</ul>
      </nav>
      <div className="sidebar-foot">
        <ThemeSelect compact={narrow} />
      </div>
    </aside>
  );
}
