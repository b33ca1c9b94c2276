import type { ReactNode } from 'react';

/** The bar across the top of a page: something on the left, actions in the right corner. */
export function TopBar({ start, end }: { start?: ReactNode; end?: ReactNode }) {
  return (
    <header className="topbar">
      <div className="topbar-start">{start}</div>
      <div className="topbar-end">{end}</div>
    </header>
  );
}
