import type { ProjectGraph } from '@trellis/core';
import { getNodesBounds, useReactFlow } from '@xyflow/react';
import { useTheme } from '../../theme/useTheme';
import { reportError } from '../../ui/notify';
import { useCanvasStore } from '../canvas/canvasStore';
import { isPlacement } from '../canvas/PlacementMarker';
import { type ExportFormat, ExportMenu } from '../tools/ExportMenu';

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

  const run = async (format: ExportFormat) => {
    try {
      const tools = await import('../tools/exportGraph');
      const shown = flow.getNodes().filter((n) => !isPlacement(n));
      if (format === 'json') {
        const ids = new Set(shown.map((n) => n.id));
        // The links shown are those between shown cards; graphJson keeps only those.
        const json = tools.graphJson(
          graph.nodes.filter((n) => ids.has(n.id)),
          graph.edges,
          {
            id: projectId,
            name: projectName,
          },
        );
        tools.downloadText(json, tools.exportFilename(projectName, 'json'));
        return;
      }
      const viewport = document.querySelector<HTMLElement>('.react-flow__viewport');
      if (!viewport || shown.length === 0) return;
      // Only cards in view are drawn (onlyRenderVisibleElements): draw them all for the picture.
      useCanvasStore.setState({ drawAll: true });
      try {
        await nextFrames(3);
        const url = await tools.exportImage(format, viewport, getNodesBounds(shown), background);
        tools.download(url, tools.exportFilename(projectName, format));
      } finally {
        useCanvasStore.setState({ drawAll: false });
      }
    } catch (err) {
      reportError('Export failed', err);
    }
  };

  return <ExportMenu onExport={(format) => void run(format)} />;
}
