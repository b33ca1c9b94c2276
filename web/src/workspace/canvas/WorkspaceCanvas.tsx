import { DRAG_THRESHOLD_PX, type GraphNode, type ProjectGraph } from '@trellis/core';
import {
  Background,
  ConnectionMode,
  Controls,
  type Edge,
  type EdgeChange,
  MiniMap,
  type Node,
  type NodeChange,
  type XYPosition,
  Panel,
  ReactFlow,
  applyEdgeChanges,
  applyNodeChanges,
  useReactFlow,
  useStoreApi,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { cardTypes } from '../cards/nodeTypes';
import { WorkspaceDialogs } from '../dialogs/WorkspaceDialogs';
import { Toolbar } from '../toolbar/Toolbar';
import { useTheme } from '../../theme/useTheme';
import { type CanvasActions, CanvasActionsContext } from './CanvasActions';
import { useCanvasStore } from './canvasStore';
import type { CanvasMode } from './modes';
import { buildFlow } from './flowModel';
import { PLACEMENT_ID, PlacementMarker } from './PlacementMarker';
import type { CardNode } from './types';
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
  [5000 + PAD, 5000 + PAD],
];
const NODE_EXTENT: [[number, number], [number, number]] = [
  [0, 0],
  [5000, 5000],
];
/**
 * The minimap redraws every node on each change; past this many it costs more frame time than
 * it gives (the fit-view and zoom controls stay).
 */
const MINIMAP_MAX_NODES = 400;
const PRO_OPTIONS = { hideAttribution: false };

type AnyNode = CardNode | Node<Record<string, never>, 'placement'>;

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
  const flow = useReactFlow();
  const store = useStoreApi();
  const container = useRef<HTMLDivElement>(null);

  // The model follows the graph, the theme and the filters. It is rebuilt during render when one
  // of them changes (React's "adjust state on a prop change"), reusing the previous model's card
  // data, and what React Flow knows about each card (its measured size, whether it is selected)
  // is kept, so that unchanged cards are neither measured nor drawn again.
  const [state, setState] = useState(() => {
    const model = buildFlow(graph, { projectId, theme, hiddenKinds });
    return { graph, theme, hiddenKinds, model, nodes: model.nodes, edges: model.edges };
  });
  if (state.graph !== graph || state.theme !== theme || state.hiddenKinds !== hiddenKinds) {
    const previous = new Map(state.model.nodes.map((n) => [n.id, n]));
    const model = buildFlow(graph, { projectId, theme, hiddenKinds, previous });
    setState({
      graph,
      theme,
      hiddenKinds,
      model,
      nodes: keepFlowState(state.nodes, model.nodes),
      edges: keepSelection(state.edges, model.edges),
    });
  }
  const { model, nodes, edges } = state;
  const setNodes = useCallback(
    (change: (nodes: CardNode[]) => CardNode[]) =>
      setState((s) => ({ ...s, nodes: change(s.nodes) })),
    [],
  );
  const setEdges = useCallback(
    (change: (edges: Edge[]) => Edge[]) => setState((s) => ({ ...s, edges: change(s.edges) })),
    [],
  );

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
      setEdges((es) => es.map((e) => (e.selected ? { ...e, selected: false } : e)));
    },
    [setNodes, setEdges],
  );
  const { minZoom, maxZoom, centreOn } = useViewportSetup(container, model.shown, select);

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
              data: {},
              selectable: false,
            },
          ]
        : nodes,
    [nodes, marker],
  );

  const onNodesChange = useCallback(
    (changes: NodeChange<AnyNode>[]) => {
      const own = changes.filter((c) => !('id' in c) || c.id !== PLACEMENT_ID);
      for (const c of changes) {
        if (c.type === 'position' && c.id === PLACEMENT_ID && c.position) {
          const at = c.position;
          setPlacement((p) => (p ? { ...p, at } : p));
        }
      }
      if (own.length > 0) setNodes((ns) => applyNodeChanges(own as NodeChange<CardNode>[], ns));
    },
    [setNodes],
  );
  const onEdgesChange = useCallback(
    (changes: EdgeChange[]) => setEdges((es) => applyEdgeChanges(changes, es)),
    [setEdges],
  );

  // Drag: where each dragged card started, so that the move can be saved and undone.
  const dragStart = useRef(new Map<string, { x: number; y: number }>());
  const onNodeDragStart = useCallback((_: unknown, __: Node, dragging: Node[]) => {
    dragStart.current = new Map(dragging.map((n) => [n.id, { ...n.position }]));
  }, []);
  const onNodeDragStop = useCallback(
    (_: unknown, __: Node, dropped: Node[]) => {
      const moves = dropped
        .filter((n) => n.id !== PLACEMENT_ID && dragStart.current.has(n.id))
        .map((n) => ({
          id: n.id,
          from: dragStart.current.get(n.id) as { x: number; y: number },
          to: { x: Math.round(n.position.x), y: Math.round(n.position.y) },
        }));
      editor.moveNodes(moves);
    },
    [editor],
  );

  const dispatch = useCanvasStore((s) => s.dispatch);
  const actions: CanvasActions = useMemo(
    () => ({
      projectId,
      answerQuestion: editor.answerQuestion,
      setVisible: editor.setVisible,
      setAttributes: editor.setAttributes,
      addEdges: editor.addEdges,
      addChild(parentId, section) {
        storeChildPrefill(section.member_label, section.edge_label, parentId);
        const parent = flow.getInternalNode(parentId);
        const at = parent?.internals.positionAbsolute ?? { x: 2500, y: 2500 };
        useCanvasStore.getState().openDialog({
          kind: 'createNode',
          position: { x: at.x + 40, y: at.y + (parent?.measured.height ?? 200) + 80 },
        });
      },
      focusNode: centreOn,
      showNode: (node: GraphNode) => editor.nodeCreated(node),
    }),
    [projectId, editor, flow, centreOn],
  );

  useCanvasKeys({
    deleteSelection() {
      const node = nodes.find((n) => n.selected);
      const edge = edges.find((e) => e.selected);
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

  const edgeMode = mode.kind === 'addEdge' || mode.kind === 'pickEdgeTarget';
  return (
    <CanvasActionsContext value={actions}>
      <div ref={container} className={`canvas${edgeMode ? ' canvas-edge-mode' : ''}`}>
        <ReactFlow<AnyNode>
          nodes={shownNodes}
          edges={edges}
          nodeTypes={nodeTypes}
          onNodesChange={onNodesChange}
          onEdgesChange={onEdgesChange}
          onNodeDragStart={onNodeDragStart}
          onNodeDragStop={onNodeDragStop}
          onPaneClick={() => dispatch({ type: 'backgroundClick' })}
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
          onlyRenderVisibleElements={!drawAll}
          elevateEdgesOnSelect
          zoomOnDoubleClick={false}
          proOptions={PRO_OPTIONS}
          colorMode={theme.dark ? 'dark' : 'light'}
          aria-label="Project graph"
        >
          <Background gap={40} />
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
                  useCanvasStore.getState().openDialog({ kind: 'createNode', position: marker });
                  dispatch({ type: 'toggleAddNode' });
                }}
              >
                Confirm Node Placement
              </button>
            </Panel>
          )}
        </ReactFlow>
        <WriteStatusPill projectId={projectId} />
        <WorkspaceDialogs projectId={projectId} graph={graph} />
      </div>
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

function keepSelection(before: readonly Edge[], next: readonly Edge[]): Edge[] {
  const selected = new Set(before.filter((e) => e.selected).map((e) => e.id));
  return next.map((e) => (selected.has(e.id) ? { ...e, selected: true } : e));
}
