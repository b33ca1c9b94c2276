import { MOBILE_BREAKPOINT_PX } from '@trellis/core';
import { Menu } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useInitialSetup } from '../api/useInitialSetup';
import { readStored, writeStored } from '../lib/storage';
import { useMediaQuery } from '../lib/useMediaQuery';
import { useProjectSelection } from '../project/useProjectSelection';
import { useBusy } from '../state/busy';
import { BusyOverlay } from './BusyOverlay';
import { FirstProjectHint } from './FirstProjectHint';
import { ProjectSelect } from './ProjectSelect';
import { PromptBar } from './PromptBar';
import { Sidebar } from './Sidebar';
import { PageLoading } from './PageLoading';
import { UserMenu } from './UserMenu';
import './layout.css';

const COLLAPSED_KEY = 'sidebar_collapsed';

/** The signed-in frame of spec §2: sidebar, top bar, the page, the hint and the busy overlay. */
export function AppLayout() {
  useInitialSetup();
  useProjectSelection();
  const { pathname } = useLocation();
  const small = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`);
  const [collapsed, setCollapsed] = useState(() => readStored(COLLAPSED_KEY) === '1');
  // The drawer is open on the page it was opened on: following a link or resizing closes it.
  const [drawerOpenAt, setDrawerOpenAt] = useState<string | null>(null);
  const drawerOpen = small && drawerOpenAt === pathname;
  const setDrawerOpen = (open: boolean) => setDrawerOpenAt(open ? pathname : null);
  const busy = useBusy((s) => s.label !== null);
  const fullHeight = pathname.startsWith('/workspace');

  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setDrawerOpenAt(null);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawerOpen]);

  return (
    <div
      className={`app${collapsed && !small ? ' sidebar-collapsed' : ''}${fullHeight ? ' full-height' : ''}`}
    >
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Sidebar
        // A new element when the width crosses 768 px, so that it does not slide in or out.
        key={small ? 'drawer' : 'sidebar'}
        collapsed={collapsed}
        onToggleCollapsed={() => {
          writeStored(COLLAPSED_KEY, collapsed ? null : '1');
          setCollapsed(!collapsed);
        }}
        drawer={small}
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
      />
      {small && drawerOpen && (
        <div className="drawer-backdrop" onClick={() => setDrawerOpen(false)} aria-hidden />
      )}
      <div className="app-main" inert={busy || (small && drawerOpen) ? true : undefined}>
        <header className="app-topbar">
          {small && (
            <button
              type="button"
              className="icon-button"
              aria-label="Open menu"
              aria-expanded={drawerOpen}
              aria-controls="sidebar"
              onClick={() => setDrawerOpen(true)}
            >
              <Menu size={22} aria-hidden />
            </button>
          )}
          <PromptBar />
          {!small && <ProjectSelect />}
          <UserMenu />
        </header>
        <main id="main" className={fullHeight ? 'page-full' : 'page-scroll'} tabIndex={-1}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <FirstProjectHint />
      <BusyOverlay />
    </div>
  );
}
