import { describe, expect, it } from 'vitest';
import { addEdges, localEdge, patchNodes, putNode, removeEdge, removeNode } from './graphPatch';
import { gEdge, gGraph, gNode } from '../../../test/graph';

describe('graph patches', () => {
  const graph = gGraph(
    [gNode('a', { attributes: { keep: 1, drop: 2 } }), gNode('b')],
    [gEdge('a', 'b')],
  );

  it('patches only the named nodes; attributes merge and null removes a key', () => {
    const next = patchNodes(
      graph,
      new Map([['a', { x: 5, visible: false, attributes: { drop: null, add: 'x' } }]]),
    );
    expect(next.nodes[0]).toMatchObject({
      x: 5,
      visible: false,
      attributes: { keep: 1, add: 'x' },
    });
    expect(next.nodes[1]).toBe(graph.nodes[1]);
    expect(graph.nodes[0]?.x).toBeNull();
  });

  it('answers the same graph when nothing changes', () => {
    expect(patchNodes(graph, new Map())).toBe(graph);
    expect(addEdges(graph, [gEdge('a', 'b')])).toBe(graph);
  });

  it('removes a node with every edge at either end', () => {
    const next = removeNode(graph, 'b');
    expect(next.nodes.map((n) => n.id)).toEqual(['a']);
    expect(next.edges).toEqual([]);
  });

  it('puts a node in place of the one with its id, or adds it', () => {
    expect(putNode(graph, gNode('a', { name: 'A' })).nodes[0]?.name).toBe('A');
    expect(putNode(graph, gNode('c')).nodes).toHaveLength(3);
  });

  it("builds a local edge with the normalised label and the ends' names; none for a self-link", () => {
    const e = localEdge(graph, { from: 'b', to: 'a', label: 'Relates To' });
    expect(e).toMatchObject({
      from: 'b',
      to: 'a',
      label: 'relates_to',
      properties: { sourceName: 'b', targetName: 'a' },
    });
    expect(localEdge(graph, { from: 'a', to: 'a', label: 'x' })).toBeNull();
    expect(localEdge(graph, { from: 'a', to: 'nope', label: 'x' })).toBeNull();
    expect(removeEdge(addEdges(graph, [e!]), e!.id).edges).toEqual(graph.edges);
  });
});
