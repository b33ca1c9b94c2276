import type { ProjectGraph } from '@trellis/core';
import { getNodesBounds, useReactFlow } from '@xyflow/react';
import { Download } from 'lucide-react';
import { useTheme } from '../../theme/useTheme';
import { reportError } from '../../ui/notify';
import { ToolMenu } from './ToolMenu';

const FORMATS = [
  { key: 'png', label: 'PNG image' },
  { key: 'svg', label: 'SVG image' },
  { key: 'json', label: 'JSON data' },
] as const;
type Format = (typeof FORMATS)[number]['key'];

const nextFrames = (n: number) =>
  new Promise<void>((resolve) => {
    const step = (left: number) =>
      left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1));
    step(n);
  });

/** Export of what the canvas shows: as a PNG or SVG picture of the whole graph, or as JSON. */
export function ExportControl({
  projectId,
  projectName,
  graph,
}: {
  projectId: string;
  projectName: string;
  graph: ProjectGraph;
}) {
  const flow = useReactFlow();
  const background = useTheme((s) => s.theme.ui.bg);

  const run = async (format: Format) => {
    try {
      const tools = await import('../tools/exportGraph');
      const shown = flow.getNodes().filter((n) => n.type !== 'placement');
      if (format === 'json') {
        const ids = new Set(shown.map((n) => n.id));
        const edgeIds = new Set(flow.getEdges().map((e) => e.id));
        const json = tools.graphJson(
          graph.nodes.filter((n) => ids.has(n.id)),
          graph.edges.filter((e) => edgeIds.has(e.id)),
          { id: projectId, name: projectName },
        );
        const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
        tools.download(url, tools.exportFilename(projectName, 'json'));
        setTimeout(() => URL.revokeObjectURL(url), 1000);
        return;
      }
      const viewport = document.querySelector<HTMLElement>('.react-flow__viewport');
      if (!viewport || shown.length === 0) return;
      // Only cards in view are drawn (onlyRenderVisibleElements): show them all for the picture.
      const before = flow.getViewport();
      await flow.fitView({ padding: 0.05 });
      await nextFrames(2);
      try {
        const url = await tools.exportImage(format, viewport, getNodesBounds(shown), background);
        tools.download(url, tools.exportFilename(projectName, format));
      } finally {
        await flow.setViewport(before);
      }
    } catch (err) {
      reportError('Export failed', err);
    }
  };

  return (
    <ToolMenu
      label="Export"
      button={
        <>
          <Download size={18} aria-hidden /> <span className="tool-text">Export</span>
        </>
      }
      items={FORMATS}
      onPick={(key) => void run(key as Format)}
    />
  );
}
