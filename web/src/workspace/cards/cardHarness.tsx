/**
 * Test harness for the cards (used by the *.test.tsx files here, never by the app): renders one
 * card the way the canvas does, as a node of a real <ReactFlow>, so that its handles get a node
 * id and a store, with a CanvasActions stand-in that records what the card asked for.
 */
import type { GraphNode } from '@trellis/core';
import { render } from '@testing-library/react';
import { ReactFlow, ReactFlowProvider } from '@xyflow/react';
import { type CanvasActions, CanvasActionsContext } from '../canvas/CanvasActions';
import type { CardData, CardNode, MemberRef } from '../canvas/types';
import { cardTypes } from './nodeTypes';

/**
 * jsdom has no layout: React Flow needs a ResizeObserver (it measures nodes with it) and, when a
 * node is measured, DOMMatrixReadOnly to read the zoom. Neither ever reports anything here; the
 * harness gives nodes a fixed size instead, which is what makes React Flow show them.
 */
export function stubFlowDom(): void {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  if (!('DOMMatrixReadOnly' in globalThis)) {
    Object.assign(globalThis, {
      DOMMatrixReadOnly: class {
        m22 = 1;
      },
    });
  }
}

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

/** CanvasActions that record every call; `overrides` replace single actions (a real server call). */
export function recordingActions(overrides: Partial<CanvasActions> = {}) {
  const calls: ActionCall[] = [];
  const record =
    (name: keyof CanvasActions) =>
    (...args: unknown[]) => {
      calls.push({ name, args });
    };
  const actions: CanvasActions = {
    projectId: 'p-test',
    answerQuestion: async (...args) => record('answerQuestion')(...args),
    setVisible: record('setVisible'),
    setAttributes: async (...args) => record('setAttributes')(...args),
    addChild: record('addChild'),
    focusNode: record('focusNode'),
    showNode: record('showNode'),
    addEdges: record('addEdges'),
    ...overrides,
  };
  return { actions, calls };
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
  stubFlowDom();
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
