import { describe, expect, it } from 'vitest';
import type { GraphNode } from '../entities';
import {
  cardKind,
  cardKinds,
  hiddenNodeIds,
  isPromptHelper,
  isSystemNode,
  shownEdges,
} from './cards';

function node(id: string, partial: Partial<GraphNode> = {}) {
  return {
    id,
    label: 'Concept',
    name: id,
    type: 'vertex',
    vertex_type: 'other',
    visible: true,
    attributes: {},
    ...partial,
  };
}
const edge = (from: string, to: string, label = 'contains') => ({ from, to, label });

describe('card kinds', () => {
  it.each([
    ['type group', node('a', { type: 'group' }), 'group'],
    ['vertex_type group', node('a', { vertex_type: 'group' }), 'group'],
    ['label goals', node('a', { label: 'Goals' }), 'group'],
    ['label node types', node('a', { label: 'Node Types' }), 'group'],
    ['label node group', node('a', { label: 'node group' }), 'group'],
    ['label sys goals', node('a', { label: 'sys goals' }), 'group'],
    ['label sys_node types', node('a', { label: 'sys_node types' }), 'group'],
    ['type complex', node('a', { type: 'complex' }), 'complex'],
    ['a question', node('a', { label: 'question' }), 'question'],
    ['anything else', node('a', { label: 'Ingredient' }), 'simple'],
    // "group" and "node group" have no sys form in the spec's list.
    ['label sys group', node('a', { label: 'sys group' }), 'simple'],
  ] as const)('%s → %s', (_case, n, kind) => {
    expect(cardKind(n, false)).toBe(kind);
  });

  it('makes a node that contains others a group, whatever its label', () => {
    const kinds = cardKinds(
      [node('menu', { label: 'Product' }), node('bread', { label: 'Product' })],
      [edge('menu', 'bread'), edge('bread', 'menu', 'made_with')],
    );
    expect(kinds.get('menu')).toBe('group');
    expect(kinds.get('bread')).toBe('simple');
  });
});

describe('what the canvas hides', () => {
  it('knows system nodes and prompt helpers', () => {
    expect(isSystemNode(node('t', { type: 'sys' }))).toBe(true);
    expect(isSystemNode(node('t', { name: 'Sys task 1' }))).toBe(true);
    expect(isSystemNode(node('t', { label: 'sys_tasks' }))).toBe(true);
    expect(isSystemNode(node('t', { name: 'System design' }))).toBe(true);
    expect(isSystemNode(node('t', { name: 'Design system' }))).toBe(false);
    expect(isPromptHelper(node('h', { label: 'prompt helper' }))).toBe(true);
    expect(isPromptHelper(node('h', { attributes: { is_prompt_helper: true } }))).toBe(true);
    expect(isPromptHelper(node('h', { attributes: { kind: 'topbar' } }))).toBe(true);
    expect(isPromptHelper(node('h', { attributes: { kind: 'define_types' } }))).toBe(true);
    expect(isPromptHelper(node('h', { attributes: { kind: 'note' } }))).toBe(false);
  });

  it('hides invisible, system and helper nodes and everything they contain, however deep', () => {
    const nodes = [
      node('project', { label: 'project' }),
      node('tasks', { type: 'sys' }),
      node('task1'),
      node('step1'),
      node('old', { visible: false }),
      node('old-child'),
      node('helper', { label: 'prompt helper' }),
      node('kept'),
      node('linked'),
    ];
    const edges = [
      edge('project', 'tasks'),
      edge('tasks', 'task1'),
      edge('task1', 'step1'),
      edge('project', 'old'),
      edge('old', 'old-child'),
      edge('project', 'kept'),
      // Only 'contains' carries hiding: a node linked otherwise stays.
      edge('old', 'linked', 'relates_to'),
    ];
    const hidden = hiddenNodeIds(nodes, edges);
    expect([...hidden].sort()).toEqual(['helper', 'old', 'old-child', 'step1', 'task1', 'tasks']);
    expect(shownEdges(edges, hidden)).toEqual([edge('project', 'kept')]);
  });

  it('survives a cycle of contains edges', () => {
    const hidden = hiddenNodeIds(
      [node('a', { visible: false }), node('b'), node('c')],
      [edge('a', 'b'), edge('b', 'c'), edge('c', 'a')],
    );
    expect([...hidden].sort()).toEqual(['a', 'b', 'c']);
  });

  it('drops edges to nodes the canvas does not know', () => {
    const edges = [edge('a', 'b', 'x'), edge('a', 'zzz', 'x')];
    expect(shownEdges(edges, new Set(), new Set(['a', 'b']))).toEqual([edge('a', 'b', 'x')]);
  });
});
