/**
 * Test harness for the workspace's cards and dialogs: renders one card the way the canvas does,
 * as a node of a real <ReactFlow>, so that its handles get a node id and a store; and stands in
 * for the canvas behind CanvasActionsContext, recording what a card or a dialog asked of it:
 * either doing nothing else, or, over a project on the test server, doing it with the real graph
 * editor and drawing again from the graph it changed (ProjectCanvas).
 */
import { type GraphNode, cardKinds } from '@trellis/core';
import { useQuery } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { ReactFlow, ReactFlowProvider } from '@xyflow/react';
import { type ReactNode, useEffect, useMemo } from 'react';
import { onTestFinished } from 'vitest';
import type { GraphResult } from '../src/api/graphCache';
import { keys } from '../src/api/keys';
import {
  type CanvasActions,
  CanvasActionsContext,
  graphActions,
} from '../src/workspace/canvas/CanvasActions';
import type { CardData, CardNode, MemberRef } from '../src/workspace/canvas/types';
import { type GraphEditor, useGraphEditor } from '../src/workspace/canvas/useGraphEditor';
import { cardTypes } from '../src/workspace/cards/nodeTypes';
import { renderPage } from './render';
import type { TestSession } from './session';

/** A graph node as the server sends it, with what a test cares about overridden. */
export function graphNode(fields: Partial<GraphNode> & { id: string }): GraphNode {
  return {
    primary_key: fields.id,
    pk: 'project.graph',
    project_id: 'p-test',
    label: 'task',
    name: `Node ${fields.id}`,
    type: 'node',
    vertex_type: 'node',
    visible: true,
    focus: false,
    x: 0,
    y: 0,
    attributes: {},
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    ...fields,
  };
}

export function member(id: string, fields: Partial<Omit<MemberRef, 'id'>> = {}): MemberRef {
  return {
    id,
    name: `Member ${id}`,
    label: 'task',
    visible: true,
    edgeLabel: 'contains',
    ...fields,
  };
}

export interface ActionCall {
  name: keyof CanvasActions;
  args: unknown[];
}

/** Actions that do nothing (a card test without a server checks only what was asked). */
const IDLE: CanvasActions = {
  answerQuestion: async () => {},
  setVisible: () => {},
  setAttributes: async () => {},
  showNode: () => {},
  nodeCreated: () => {},
  addEdges: () => {},
  addChild: () => {},
  focusNode: () => {},
};

/**
 * `base` with every call recorded in `calls`, in order; an action in `overrides` runs instead of
 * the base's (a real server call, or one that fails).
 */
function recorded(
  base: CanvasActions,
  calls: ActionCall[],
  overrides: Partial<CanvasActions> = {},
): CanvasActions {
  const wrap = <A extends keyof CanvasActions>(name: A): CanvasActions[A] =>
    // The cast keeps each action's own signature; the body only forwards its arguments.
    ((...args: never[]) => {
      calls.push({ name, args });
      return ((overrides[name] ?? base[name]) as (...a: never[]) => unknown)(...args);
    }) as CanvasActions[A];
  return {
    answerQuestion: wrap('answerQuestion'),
    setVisible: wrap('setVisible'),
    setAttributes: wrap('setAttributes'),
    showNode: wrap('showNode'),
    nodeCreated: wrap('nodeCreated'),
    addEdges: wrap('addEdges'),
    addChild: wrap('addChild'),
    focusNode: wrap('focusNode'),
  };
}

/** CanvasActions that record every call, in order, and do nothing else unless overridden. */
export function recordingActions(overrides: Partial<CanvasActions> = {}) {
  const calls: ActionCall[] = [];
  return { actions: recorded(IDLE, calls, overrides), calls };
}

/**
 * A view of recorded calls for the dialogs' tests: action names in order (to check sequences
 * such as 'nodeCreated' before 'focusNode'), and the arguments of each kind of action.
 */
export function callRecord(calls: readonly ActionCall[]) {
  const argsOf = (name: keyof CanvasActions) =>
    calls.filter((c) => c.name === name).map((c) => c.args);
  return {
    get calls() {
      return calls.map((c) => c.name);
    },
    get shown() {
      return argsOf('showNode').map(([node]) => node as GraphNode);
    },
    get created() {
      return argsOf('nodeCreated').map(([node]) => node as GraphNode);
    },
    get focused() {
      return argsOf('focusNode').map(([id]) => id as string);
    },
    get visible() {
      return argsOf('setVisible').map(([ids, visible]) => ({
        ids: [...(ids as string[])],
        visible: visible as boolean,
      }));
    },
    get attributes() {
      return argsOf('setAttributes').map(([id, attributes]) => ({
        id: id as string,
        attributes: attributes as Record<string, unknown>,
      }));
    },
    get edges() {
      return argsOf('addEdges').flatMap(
        ([edges]) => edges as { from: string; to: string; label: string }[],
      );
    },
  };
}

/**
 * Stands in for the canvas over a project's graph on the test server, as the workspace keeps it:
 * the graph sits in the query cache, the real graph editor changes it through the canvas's own
 * wiring (graphActions), and `children` are drawn from the cached graph, so that they re-render
 * with each change as they do on the canvas. Every action is recorded in `calls`; the view's
 * (focusNode, addChild) do nothing else, and one in `overrides` runs instead of the editor's.
 */
function ProjectCanvas({
  projectId,
  graph,
  calls,
  overrides,
  onEditor,
  children,
}: {
  projectId: string;
  graph: GraphResult;
  calls: ActionCall[];
  overrides: Partial<CanvasActions>;
  onEditor(editor: GraphEditor): void;
  children(graph: GraphResult): ReactNode;
}) {
  const { data } = useQuery({
    queryKey: keys.graph(projectId),
    queryFn: () => graph,
    initialData: graph,
    staleTime: Infinity,
  });
  const editor = useGraphEditor(projectId);
  const actions = useMemo(
    () => recorded({ ...IDLE, ...graphActions(editor) }, calls, overrides),
    [editor, calls, overrides],
  );
  useEffect(() => onEditor(editor), [editor, onEditor]);
  return <CanvasActionsContext value={actions}>{children(data)}</CanvasActionsContext>;
}

/**
 * A canvas over a project's graph for one test (ProjectCanvas): `around` wraps what it draws,
 * `record` reads the calls, and `editor()` is the graph editor once rendered (for undo). What
 * the editor queued is sent when the test ends, so that it reaches the server before the next.
 */
export function projectCanvas(
  projectId: string,
  graph: GraphResult,
  overrides: Partial<CanvasActions> = {},
) {
  const calls: ActionCall[] = [];
  let editor: GraphEditor | undefined;
  const onEditor = (e: GraphEditor) => {
    editor = e;
  };
  onTestFinished(() => editor?.flush());
  return {
    calls,
    record: callRecord(calls),
    around: (children: (graph: GraphResult) => ReactNode) => (
      <ProjectCanvas
        projectId={projectId}
        graph={graph}
        calls={calls}
        overrides={overrides}
        onEditor={onEditor}
      >
        {children}
      </ProjectCanvas>
    ),
    editor(): GraphEditor {
      if (!editor) throw new Error('the canvas is not rendered yet');
      return editor;
    },
  };
}

function Flow({ data, selected }: { data: CardData; selected: boolean }) {
  const node: CardNode = {
    id: data.node.id,
    type: data.kind,
    position: { x: 0, y: 0 },
    data,
    selected,
    // A fixed size stands in for the measurement jsdom cannot make; without one React Flow keeps
    // the node invisible.
    width: 480,
    height: 400,
  };
  return (
    <ReactFlowProvider>
      <div style={{ width: 1200, height: 900 }}>
        <ReactFlow
          nodes={[node]}
          nodeTypes={cardTypes}
          onError={(code, message) => {
            // jsdom gives the container no size (code 004); anything else is worth seeing.
            if (code !== '004') console.warn(message);
          }}
        />
      </div>
    </ReactFlowProvider>
  );
}

/** What a test gives a card: colour and members are optional (none). */
export type CardInput = Pick<CardData, 'node' | 'kind'> &
  Partial<Pick<CardData, 'color' | 'members'>>;

/** Renders one card on a React Flow canvas, with actions that do nothing unless given. */
export function renderCard(
  data: CardInput,
  options: { actions?: CanvasActions; selected?: boolean } = {},
) {
  const { actions = recordingActions().actions, selected = false } = options;
  return render(
    <CanvasActionsContext value={actions}>
      <Flow data={{ color: null, members: [], ...data }} selected={selected} />
    </CanvasActionsContext>,
  );
}

/**
 * Renders the card of a project's node as the workspace does (projectCanvas): its actions are
 * the real editor's, and the card is drawn again from the graph they change.
 */
export function renderProjectCard(
  session: TestSession,
  projectId: string,
  graph: GraphResult,
  nodeId: string,
) {
  const canvas = projectCanvas(projectId, graph);
  const page = renderPage(
    canvas.around((g) => {
      const node = g.nodes.find((n) => n.id === nodeId);
      const kind = cardKinds(g.nodes, g.edges).get(nodeId);
      return node && kind ? (
        <Flow data={{ node, kind, color: null, members: [] }} selected={false} />
      ) : null;
    }),
    session,
  );
  return { ...canvas, page };
}
