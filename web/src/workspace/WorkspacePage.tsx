import { type GraphNode, hiddenNodeIds, shownEdges } from '@trellis/core';
import { Link } from 'react-router';
import { errorMessage } from '../api/client';
import { useProjectGraph } from '../api/queries';
import { useAutoRunPrompt } from '../flows/useAutoRunPrompt';
import { sectionPath } from '../project/sections';
import { useCurrentProjectId } from '../project/useCurrentProjectId';
import { NoProject } from '../pages/NoProject';
import './workspace.css';

/** A system group is named `{projectId}_Goals`; people read its title. */
function nodeTitle(n: GraphNode): string {
  const title = n.attributes.title;
  return typeof title === 'string' && n.name.endsWith(`_${title}`) ? title : n.name;
}

/**
 * /workspace: runs prompts handed over by the top bar, and until the canvas lands shows the
 * project's graph as a read-only list of nodes by label, with the links of each.
 */
export default function WorkspacePage() {
  const projectId = useCurrentProjectId();
  useAutoRunPrompt(projectId ?? undefined);
  const graph = useProjectGraph(projectId ?? undefined);
  if (!projectId) return <NoProject title="Workspace" />;

  return (
    <div className="workspace-list">
      <title>Workspace · Trellis</title>
      {graph.isPending ? (
        <p role="status" className="muted">
          Loading project graph…
        </p>
      ) : graph.error && !graph.data ? (
        <p role="alert" className="alert">
          Error: {errorMessage(graph.error)}
        </p>
      ) : (
        <GraphList nodes={graph.data.nodes} edges={graph.data.edges} projectId={projectId} />
      )}
    </div>
  );
}

function GraphList({
  nodes,
  edges,
  projectId,
}: {
  nodes: GraphNode[];
  edges: { from: string; to: string; label: string }[];
  projectId: string;
}) {
  // The canvas's own hidden rules (core): no system nodes, prompt helpers or what they contain.
  const hidden = hiddenNodeIds(nodes, edges);
  const visible = nodes.filter((n) => !hidden.has(n.id));
  const byId = new Map(visible.map((n) => [n.id, n]));
  const links = shownEdges(edges, hidden);
  const project = nodes.find((n) => n.id === projectId);
  const groups = new Map<string, GraphNode[]>();
  for (const n of visible) {
    if (n.id === projectId) continue;
    const list = groups.get(n.label) ?? [];
    list.push(n);
    groups.set(n.label, list);
  }
  const outgoing = (id: string) =>
    links.filter((e) => e.from === id).map((e) => ({ ...e, target: byId.get(e.to) as GraphNode }));

  return (
    <div className="page-body">
      <div className="page-header">
        <h1>{project?.name ?? 'Workspace'}</h1>
        <Link className="button secondary" to={sectionPath('manage', projectId)}>
          Project Management
        </Link>
      </div>
      <p className="muted">
        {visible.length} nodes and {links.length} links. The interactive canvas comes next; for now
        the graph reads as a list.
      </p>
      {[...groups]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([label, members]) => (
          <section key={label} className="section" aria-label={label}>
            <h2>
              {label} <span className="badge">{members.length}</span>
            </h2>
            <ul className="node-list">
              {members.map((n) => (
                <li key={n.id}>
                  <span className="node-name">{nodeTitle(n)}</span>
                  {outgoing(n.id).length > 0 && (
                    <span className="muted node-links">
                      {outgoing(n.id)
                        .slice(0, 5)
                        .map((e) => `${e.label} → ${nodeTitle(e.target)}`)
                        .join(' · ')}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
    </div>
  );
}
