/**
 * Test harness for the workspace's cards and dialogs: renders one card the way the canvas does,
 * as a node of a real <ReactFlow>, so that its handles get a node id and a store; and stands in
 * for the canvas behind CanvasActionsContext, recording what a card or a dialog asked of it
 * (they talk to the real server themselves).
 */
import type { GraphNode } from '@trellis/core';
import { render } from '@testing-library/react';
import { ReactFlow, ReactFlowProvider } from '@xyflow/react';
import { type CanvasActions, CanvasActionsContext } from '../src/workspace/canvas/CanvasActions';
import type { CardData, CardNode, MemberRef } from '../src/workspace/canvas/types';
import { cardTypes } from '../src/workspace/cards/nodeTypes';

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

type Action = Exclude<keyof CanvasActions, 'projectId'>;

/**
 * CanvasActions that record every call, in order; an action in `overrides` also runs (a real
 * server call, or one that fails) after it is recorded.
 */
export function recordingActions(overrides: Partial<CanvasActions> = {}) {
  const calls: ActionCall[] = [];
  const recorded = <A extends Action>(name: A, idle: CanvasActions[A]): CanvasActions[A] =>
    // The cast keeps each action's own signature; the body only forwards its arguments.
    ((...args: never[]) => {
      calls.push({ name, args });
      return ((overrides[name] ?? idle) as (...a: never[]) => unknown)(...args);
    }) as CanvasActions[A];
  const actions: CanvasActions = {
    projectId: overrides.projectId ?? 'p-test',
    answerQuestion: recorded('answerQuestion', async () => {}),
    setVisible: recorded('setVisible', () => {}),
    setAttributes: recorded('setAttributes', async () => {}),
    addChild: recorded('addChild', () => {}),
    focusNode: recorded('focusNode', () => {}),
    showNode: recorded('showNode', () => {}),
    addEdges: recorded('addEdges', () => {}),
  };
  return { actions, calls };
}

/**
 * The dialogs' view of the recorded calls: action names in order (to check sequences such as
 * 'showNode' before 'focusNode'), and the arguments of each kind of action.
 */
export function canvasRecorder(projectId: string, overrides: Partial<CanvasActions> = {}) {
  const { actions, calls } = recordingActions({ ...overrides, projectId });
  const argsOf = (name: Action) => calls.filter((c) => c.name === name).map((c) => c.args);
  const record = {
    get calls() {
      return calls.map((c) => c.name);
    },
    get shown() {
      return argsOf('showNode').map(([node]) => node as GraphNode);
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
  return { actions, record };
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
    <ReactFlow
      nodes={[node]}
      nodeTypes={cardTypes}
      onError={(code, message) => {
        // jsdom gives the container no size (code 004); anything else is worth seeing.
        if (code !== '004') console.warn(message);
      }}
    />
  );
}

/** What a test gives a card: colour and members are optional (none). */
export type CardInput = Pick<CardData, 'node' | 'kind'> &
  Partial<Pick<CardData, 'color' | 'members'>>;

/** Renders one card on a React Flow canvas; `rerender` hands it new data as the canvas would. */
export function renderCard(
  data: CardInput,
  options: { actions?: CanvasActions; selected?: boolean } = {},
) {
  const { actions = recordingActions().actions, selected = false } = options;
  const tree = (d: CardInput) => (
    <CanvasActionsContext value={actions}>
      <ReactFlowProvider>
        <div style={{ width: 1200, height: 900 }}>
          <Flow data={{ color: null, members: [], ...d }} selected={selected} />
        </div>
      </ReactFlowProvider>
    </CanvasActionsContext>
  );
  const utils = render(tree(data));
  return { ...utils, rerender: (next: CardInput) => utils.rerender(tree(next)) };
}
