import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { gEdge, gNode } from '../../../test/graph';
import {
  IMAGE_MAX_SIDE,
  download,
  downloadText,
  exportFilename,
  graphJson,
  imageFrame,
} from './exportGraph';

afterEach(() => vi.restoreAllMocks());

describe('graphJson', () => {
  const nodes = [
    gNode('b', { label: 'Task', name: 'Bake', x: 10, y: 20, attributes: { size: 'big' } }),
    gNode('a', { label: 'Goal', name: 'Open shop', type: 'complex', x: null, y: null }),
    gNode('c', { name: 'Loose end' }),
  ];
  const edges = [gEdge('b', 'a', 'supports'), gEdge('a', 'b', 'contains'), gEdge('a', 'hidden')];

  it('writes the project, the time and the shown nodes and edges in id order', () => {
    const before = Date.now();
    const text = graphJson(nodes, edges, { id: 'p1', name: 'Bakery' });
    expect(text).toContain('\n  "project"'); // pretty-printed
    const data = JSON.parse(text);
    expect(Object.keys(data)).toEqual(['project', 'exported_at', 'nodes', 'edges']);
    expect(data.project).toEqual({ id: 'p1', name: 'Bakery' });
    expect(Date.parse(data.exported_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(data.nodes).toEqual([
      {
        id: 'a',
        label: 'Goal',
        name: 'Open shop',
        type: 'complex',
        x: null,
        y: null,
        attributes: {},
      },
      {
        id: 'b',
        label: 'Task',
        name: 'Bake',
        type: 'vertex',
        x: 10,
        y: 20,
        attributes: { size: 'big' },
      },
      {
        id: 'c',
        label: 'Concept',
        name: 'Loose end',
        type: 'vertex',
        x: null,
        y: null,
        attributes: {},
      },
    ]);
    const sortedEdges = [edges[0], edges[1]].map((e) => e?.id).sort();
    expect(data.edges.map((e: { id: string }) => e.id)).toEqual(sortedEdges);
    expect(data.edges).toContainEqual({ id: edges[0]?.id, from: 'b', to: 'a', label: 'supports' });
  });

  it('leaves out store internals and edges to nodes that are not shown', () => {
    const data = JSON.parse(graphJson(nodes, edges, { id: 'p1', name: 'Bakery' }));
    for (const key of [
      'pk',
      'primary_key',
      'project_id',
      'visible',
      'focus',
      'created_at',
      'vertex_type',
    ])
      expect(data.nodes[0]).not.toHaveProperty(key);
    expect(data.edges[0]).not.toHaveProperty('properties');
    expect(data.edges[0]).not.toHaveProperty('created_at');
    expect(data.edges.some((e: { to: string }) => e.to === 'hidden')).toBe(false);
  });

  it('is the same text for the same graph in any input order, apart from the time', () => {
    const strip = (t: string) => t.replace(/"exported_at": "[^"]+"/, '');
    const a = graphJson(nodes, edges, { id: 'p1', name: 'Bakery' });
    const b = graphJson([...nodes].reverse(), [...edges].reverse(), { id: 'p1', name: 'Bakery' });
    expect(strip(b)).toBe(strip(a));
    expect(nodes.map((n) => n.id)).toEqual(['b', 'a', 'c']); // the caller's arrays are untouched
  });
});

describe('exportFilename', () => {
  const day = new Date(2026, 2, 7, 23, 30);

  it.each([
    ['Open a Bakery!', 'trellis-open-a-bakery-2026-03-07.png'],
    ['  --Café  Plan 2.0--  ', 'trellis-cafe-plan-2-0-2026-03-07.png'],
    ['', 'trellis-project-2026-03-07.png'],
    ['!!! ???', 'trellis-project-2026-03-07.png'],
    ['日本語', 'trellis-project-2026-03-07.png'],
  ])('%j → %s', (name, expected) => {
    expect(exportFilename(name, 'png', day)).toBe(expected);
  });

  it('keeps the slug to 60 characters without a dangling dash', () => {
    const name = `${'a'.repeat(59)} bcd`;
    expect(exportFilename(name, 'json', day)).toBe(`trellis-${'a'.repeat(59)}-2026-03-07.json`);
    expect(exportFilename('x'.repeat(100), 'svg', day)).toBe(
      `trellis-${'x'.repeat(60)}-2026-03-07.svg`,
    );
  });
});

describe('imageFrame', () => {
  it('draws the bounds one pixel per unit with 40 units of padding', () => {
    expect(imageFrame({ x: 100, y: 200, width: 800, height: 600 })).toEqual({
      width: 880,
      height: 680,
      transform: 'translate(-60px, -160px) scale(1)',
    });
  });

  it('scales a large graph down to 4096 pixels on its long side', () => {
    const frame = imageFrame({ x: -40, y: -40, width: 8112, height: 1000 });
    expect(frame.width).toBe(IMAGE_MAX_SIDE);
    expect(frame.height).toBe(540);
    expect(frame.transform).toBe('translate(40px, 40px) scale(0.5)');
  });
});

describe('download', () => {
  it('clicks a temporary link that names the file, then removes it', () => {
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.isConnected).toBe(true);
      clicked.push(this);
    });
    download('data:image/png;base64,AAAA', 'trellis-x-2026-03-07.png');
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toBe('trellis-x-2026-03-07.png');
    expect(clicked[0]?.getAttribute('href')).toBe('data:image/png;base64,AAAA');
    expect(clicked[0]?.isConnected).toBe(false);
  });

  it('saves text through a blob URL that is revoked afterwards', async () => {
    const blobs: Blob[] = [];
    const create = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:trellis/1';
    });
    const revoke = vi.fn();
    // jsdom has no object URLs; the browser test covers the real ones.
    const saved = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    onTestFinished(() => void Object.assign(URL, saved));
    const hrefs: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      hrefs.push(this.href);
    });
    downloadText('{"a":1}', 'g.json');
    expect(hrefs).toEqual(['blob:trellis/1']);
    expect(blobs[0]?.type).toBe('application/json');
    expect(await blobs[0]?.text()).toBe('{"a":1}');
    await vi.waitFor(() => expect(revoke).toHaveBeenCalledWith('blob:trellis/1'));
  });
});
