import { CANVAS_SIZE, DRAG_THRESHOLD_PX, type ProjectGraph } from '@trellis/core';
import {
  ConnectionMode,
  Controls,
  type Edge,
  MiniMap,
  type Node,
  type NodeChange,
  type XYPosition,
  Panel,
  ReactFlow,
  applyNodeChanges,
  useReactFlow,
  useStoreApi,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { type MouseEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { cardTypes } from '../cards/nodeTypes';
import { WorkspaceDialogs } from '../dialogs/WorkspaceDialogs';
import { Toolbar } from '../toolbar/Toolbar';
import { useTheme } from '../../theme/useTheme';
import { type CanvasActions, CanvasActionsContext, graphActions } from './CanvasActions';
import { useCanvasStore } from './canvasStore';
import { type CanvasMode, isEdgeMode } from './modes';
import { CanvasSheet } from './CanvasSheet';
import { CompactView, useCompactView } from './compact';
import { buildFlow, placedStyle, withPlacedStyle } from './flowModel';
import { LinkLayer } from './LinkLayer';
import { type Curve, type CurveCache, linkCurves, nearestCurve } from './linkGeometry';
import { PLACEMENT_ID, PlacementMarker, type PlacementNode, isPlacement } from './PlacementMarker';
import type { CardNode, LinkView } from './types';
import { useCanvasKeys } from './useCanvasKeys';
import { useGraphEditor } from './useGraphEditor';
import { useViewportSetup } from './useViewportSetup';
import { WriteStatusPill } from './WriteStatusPill';
import { storeChildPrefill } from './prefill';
import './canvas.css';

const nodeTypes = { ...cardTypes, placement: PlacementMarker };
const PAD = 600;
const TRANSLATE_EXTENT: [[number, number], [number, number]] = [
  [-PAD, -PAD],
  [CANVAS_SIZE + PAD, CANVAS_SIZE + PAD],
];
const NODE_EXTENT: [[number, number], [number, number]] = [
  [0, 0],
  [CANVAS_SIZE, CANVAS_SIZE],
];
/**
 * The minimap redraws every node on each change; past this many it costs more frame time than
 * it gives (the fit-view and zoom controls stay).
 */
const MINIMAP_MAX_NODES = 400;
const PRO_OPTIONS = { hideAttribution: false };
/** React Flow draws no edges: the canvas's LinkLayer does. */
const NO_EDGES: Edge[] = [];
/** How near a link a click or hover must be to take it, in screen pixels. */
const LINK_HIT_PX = 8;

type AnyNode = CardNode | PlacementNode;

export interface WorkspaceCanvasProps {
  projectId: string;
  projectName: string;
  graph: ProjectGraph;
  /** The graph came from the server in this visit (not only from the session cache). */
  fresh: boolean;
}

/**
 * The graph canvas (spec §2 "Canvas workspace"): cards and links of the shown graph, pan and
 * zoom within the 5000-unit canvas, drag to move (saved on release), select, Delete, the modes of
 * §4 with the toolbar, the dialogs, undo/redo, minimap and zoom controls.
 */
export function WorkspaceCanvas({ projectId, projectName, graph, fresh }: WorkspaceCanvasProps) {
  const editor = useGraphEditor(projectId);
  const theme = useTheme((s) => s.theme);
  const hiddenKinds = useCanvasStore((s) => s.hiddenKinds);
  const mode = useCanvasStore((s) => s.mode);
  const drawAll = useCanvasStore((s) => s.drawAll);
  const dispatch = useCanvasStore((s) => s.dispatch);
  const flow = useReactFlow();
  const store = useStoreApi();
  const container = useRef<HTMLDivElement>(null);

  // The model follows the graph, the theme and the filters. It is rebuilt during render when one
  // of them changes (React's "adjust state on a prop change"), reusing the previous model's card
  // data, and what React Flow knows about each card (its measured size, whether it is selected)
  // is kept, so that unchanged cards are neither measured nor drawn again. The links' curves
  // follow the cards in the same state, each recomputed only when one of its cards changed.
  const [state, setState] = useState(() => {
    const model = buildFlow(graph, { projectId, theme, hiddenKinds });
    return withCurves({ graph, theme, hiddenKinds, model, nodes: model.nodes, links: model.links });
  });
  if (state.graph !== graph || state.theme !== theme || state.hiddenKinds !== hiddenKinds) {
    const previous = new Map(state.model.nodes.map((n) => [n.id, n]));
    const model = buildFlow(graph, { projectId, theme, hiddenKinds, previous });
    setState(
      withCurves(
        {
          graph,
          theme,
          hiddenKinds,
          model,
          nodes: keepFlowState(state.nodes, model.nodes),
          links: keepSelection(state.links, model.links),
        },
        state.cache,
      ),
    );
  }
  const { model, nodes, links, curves } = state;
  const setNodes = useCallback(
    (change: (nodes: CardNode[]) => CardNode[]) =>
      setState((s) => withCurves({ ...s, nodes: change(s.nodes) }, s.cache)),
    [],
  );
  const setLinks = useCallback(
    (change: (links: LinkView[]) => LinkView[]) =>
      setState((s) => ({ ...s, links: change(s.links) })),
    [],
  );
  const compact = useCompactView();

  // Nodes the spiral placed are saved once (spec §2 "Node rendering") — but only when placed on
  // the server's graph: the session's cached copy can be older than a move the user made since.
  useEffect(() => {
    if (fresh) editor.savePlaced(model.placed);
  }, [fresh, model.placed, editor]);

  const select = useCallback(
    (id: string) => {
      setNodes((ns) =>
        ns.map((n) => (n.selected === (n.id === id) ? n : { ...n, selected: n.id === id })),
      );
      setLinks(selectLink(null));
    },
    [setNodes, setLinks],
  );
  const { minZoom, maxZoom, centreOn, initial } = useViewportSetup(
    container,
    nodes,
    model.shown,
    select,
  );

  // addNode mode: a marker to drag where the new node should go, first at the view's centre.
  const [placement, setPlacement] = useState<{ for: CanvasMode; at: XYPosition } | null>(null);
  if (mode.kind === 'addNode' && placement?.for !== mode) {
    const { width, height, transform } = store.getState();
    const [tx, ty, zoom] = transform;
    const centre = { x: (width / 2 - tx) / zoom, y: (height / 2 - ty) / zoom };
    setPlacement({ for: mode, at: { x: Math.round(centre.x - 80), y: Math.round(centre.y - 24) } });
  }
  const marker = mode.kind === 'addNode' ? placement?.at : undefined;

  const shownNodes: AnyNode[] = useMemo(
    () =>
      marker
        ? [
            ...nodes,
            {
              id: PLACEMENT_ID,
              type: 'placement',
              position: marker,
              style: placedStyle(marker),
              data: {},
              selectable: false,
            },
          ]
        : nodes,
    [nodes, marker],
  );

  const onNodesChange = useCallback(
    (changes: NodeChange<AnyNode>[]) => {
      const own = changes.filter((c) => !('id' in c) || !isPlacement(c));
      for (const c of changes) {
        if (c.type === 'position' && isPlacement(c) && c.position) {
          const at = c.position;
          setPlacement((p) => (p ? { ...p, at } : p));
        }
      }
      if (own.length === 0) return;
      const moved = new Set(own.flatMap((c) => (c.type === 'position' ? [c.id] : [])));
      setNodes((ns) => {
        const next = applyNodeChanges(own as NodeChange<CardNode>[], ns);
        return moved.size === 0
          ? next
          : next.map((n) => (moved.has(n.id) ? withPlacedStyle(n) : n));
      });
      // Selecting a card ends the selection of a link (React Flow knows only the cards).
      if (own.some((c) => c.type === 'select' && c.selected)) setLinks(selectLink(null));
    },
    [setNodes, setLinks],
  );

  // Links take no pointer themselves (LinkLayer): a click or hover on the pane near one is on it.
  const linkAt = useCallback(
    (event: MouseEvent) => {
      const at = flow.screenToFlowPosition({ x: event.clientX, y: event.clientY });
      const zoom = store.getState().transform[2];
      return nearestCurve(at.x, at.y, curves, LINK_HIT_PX / zoom);
    },
    [flow, store, curves],
  );
  const hovered = useRef<string | undefined>(undefined);
  const hover = useCallback((id: string | undefined) => {
    if (hovered.current === id) return;
    hovered.current = id;
    container.current?.classList.toggle('canvas-link-hover', id !== undefined);
  }, []);
  const onPaneClick = useCallback(
    (event: MouseEvent) => {
      const id = linkAt(event);
      // React Flow unselects the cards itself after this (it knows no links).
      if (id) {
        setLinks(selectLink(id));
        return;
      }
      setLinks(selectLink(null));
      dispatch({ type: 'backgroundClick' });
    },
    [linkAt, setLinks, dispatch],
  );

  // Drag: where each dragged card started, so that the move can be saved and undone.
  const dragStart = useRef(new Map<string, { x: number; y: number }>());
  const onNodeDragStart = useCallback((_: unknown, __: Node, dragging: Node[]) => {
    dragStart.current = new Map(dragging.map((n) => [n.id, { ...n.position }]));
  }, []);
  const onNodeDragStop = useCallback(
    (_: unknown, __: Node, dropped: Node[]) => {
      const moves = dropped
        .filter((n) => !isPlacement(n) && dragStart.current.has(n.id))
        .map((n) => ({
          id: n.id,
          from: dragStart.current.get(n.id) as { x: number; y: number },
          to: { x: Math.round(n.position.x), y: Math.round(n.position.y) },
        }));
      editor.moveNodes(moves);
    },
    [editor],
  );

  const actions: CanvasActions = useMemo(
    () => ({
      ...graphActions(editor),
      addChild(parentId, section) {
        storeChildPrefill(section.member_label, section.edge_label, parentId);
        const parent = flow.getInternalNode(parentId);
        const at = parent?.internals.positionAbsolute ?? { x: CANVAS_SIZE / 2, y: CANVAS_SIZE / 2 };
        useCanvasStore.getState().openDialog({
          kind: 'createNode',
          position: { x: at.x + 40, y: at.y + (parent?.measured.height ?? 200) + 80 },
        });
      },
      focusNode: centreOn,
    }),
    [editor, flow, centreOn],
  );

  useCanvasKeys({
    deleteSelection() {
      const node = nodes.find((n) => n.selected);
      const edge = links.find((e) => e.selected);
      if (node) void editor.deleteNode(node.id);
      else if (edge) void editor.deleteEdge(edge.id);
    },
    undo: () => void editor.undo(),
    redo: () => void editor.redo(),
  });

  // Leaving the workspace or hiding the page sends what is waiting (spec "Writes").
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState !== 'hidden') return;
      void editor.flush();
      editor.persist();
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onHide);
      void editor.flush();
      editor.persist();
    };
  }, [editor]);

  return (
    <CanvasActionsContext value={actions}>
      <CompactView value={compact}>
        <div ref={container} className={`canvas${isEdgeMode(mode) ? ' canvas-edge-mode' : ''}`}>
          {/* Drawn once the canvas's size, and with it the first view, is known. */}
          {initial && (
            <ReactFlow<AnyNode>
              defaultViewport={initial}
              nodes={shownNodes}
              edges={NO_EDGES}
              nodeTypes={nodeTypes}
              onNodesChange={onNodesChange}
              onNodeDragStart={onNodeDragStart}
              onNodeDragStop={onNodeDragStop}
              onPaneClick={onPaneClick}
              onPaneMouseMove={(e) => hover(e.buttons === 0 ? linkAt(e) : undefined)}
              onPaneMouseLeave={() => hover(undefined)}
              onConnectStart={(_, { nodeId }) => {
                if (nodeId) dispatch({ type: 'pressSourceHandle', nodeId });
              }}
              onConnect={(c) => {
                const edge = dispatch({ type: 'releaseOnTarget', nodeId: c.target });
                if (edge) editor.addEdges([edge]);
              }}
              onConnectEnd={() => {
                if (useCanvasStore.getState().mode.kind === 'pickEdgeTarget')
                  dispatch({ type: 'cancelEdge' });
              }}
              isValidConnection={(c) => c.source !== c.target}
              connectionMode={ConnectionMode.Strict}
              connectOnClick={false}
              connectionRadius={40}
              nodeDragThreshold={DRAG_THRESHOLD_PX}
              // A move over 5 px is a drag and no click; under it, a click (spec §2).
              nodeClickDistance={DRAG_THRESHOLD_PX}
              deleteKeyCode={null}
              minZoom={minZoom}
              maxZoom={maxZoom}
              translateExtent={TRANSLATE_EXTENT}
              nodeExtent={NODE_EXTENT}
              // Far out, every card is in view and drawn compact; culling would only mount and
              // unmount cards at the view's edges on every frame of a pan.
              onlyRenderVisibleElements={!drawAll && !compact}
              zoomOnDoubleClick={false}
              proOptions={PRO_OPTIONS}
              colorMode={theme.dark ? 'dark' : 'light'}
              aria-label="Project graph"
            >
              <CanvasSheet />
              <LinkLayer links={links} curves={curves} theme={theme} compact={compact} />
              <Controls position="bottom-right" aria-label="Zoom controls" />
              {nodes.length <= MINIMAP_MAX_NODES && (
                <MiniMap
                  position="top-left"
                  pannable
                  zoomable
                  ariaLabel="Minimap"
                  className="canvas-minimap"
                />
              )}
              <Panel position="top-right">
                <Toolbar
                  projectId={projectId}
                  projectName={projectName}
                  graph={graph}
                  editor={editor}
                />
              </Panel>
              {marker && (
                <Panel position="bottom-left">
                  <button
                    type="button"
                    className="button"
                    onClick={() => {
                      useCanvasStore
                        .getState()
                        .openDialog({ kind: 'createNode', position: marker });
                      dispatch({ type: 'toggleAddNode' });
                    }}
                  >
                    Confirm Node Placement
                  </button>
                </Panel>
              )}
            </ReactFlow>
          )}
          <WriteStatusPill projectId={projectId} />
          <WorkspaceDialogs projectId={projectId} graph={graph} />
        </div>
      </CompactView>
    </CanvasActionsContext>
  );
}

/** The new model's nodes, each keeping React Flow's measured size and selection from before. */
function keepFlowState(before: readonly CardNode[], next: readonly CardNode[]): CardNode[] {
  const old = new Map(before.map((n) => [n.id, n]));
  return next.map((n) => {
    const p = old.get(n.id);
    if (!p) return n;
    if (p.data === n.data && p.position.x === n.position.x && p.position.y === n.position.y)
      return p;
    return { ...n, measured: p.measured, selected: p.selected };
  });
}

/** The state with the curves of its links (reusing those in `cache` whose cards are unchanged). */
function withCurves<S extends { nodes: readonly CardNode[]; links: readonly LinkView[] }>(
  s: S,
  cache?: CurveCache,
): S & { curves: Map<string, Curve>; cache: CurveCache } {
  return { ...s, ...linkCurves(s.nodes, s.links, cache) };
}

function keepSelection(before: readonly LinkView[], next: readonly LinkView[]): LinkView[] {
  const selected = new Set(before.filter((e) => e.selected).map((e) => e.id));
  return next.map((e) => (selected.has(e.id) ? { ...e, selected: true } : e));
}

/** An update making `id` the one selected link (none when null), keeping unchanged links. */
function selectLink(id: string | null) {
  return (links: LinkView[]) =>
    links.some((l) => l.selected !== (l.id === id))
      ? links.map((l) => (l.selected === (l.id === id) ? l : { ...l, selected: l.id === id }))
      : links;
}
