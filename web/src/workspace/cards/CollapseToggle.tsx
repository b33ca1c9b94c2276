import { useCanvasStore } from '../canvas/canvasStore';

/**
 * Folds a card to its header (and back). The state lives in the canvas store, by node id, so a
 * card that scrolls out of view and back keeps it.
 */
export function CollapseToggle({
  id,
  title,
  collapsed,
}: {
  id: string;
  title: string;
  collapsed: boolean;
}) {
  return (
    <button
      type="button"
      className="node-card-toggle nodrag"
      aria-expanded={!collapsed}
      aria-label={`Details of ${title}`}
      title={collapsed ? 'Expand' : 'Collapse'}
      onClick={() => useCanvasStore.getState().toggleCollapsed(id)}
    >
      <span aria-hidden="true">{collapsed ? '▸' : '▾'}</span>
    </button>
  );
}
