import type { GraphNode } from '@trellis/core';
import { Link } from 'react-router';
import { errorMessage } from '../api/client';
import { useProjectGraph } from '../api/queries';
import { useAutoRunPrompt } from '../flows/useAutoRunPrompt';
import { sectionPath } from '../project/sections';
import { useCurrentProjectId } from '../project/useCurrentProjectId';
import { NoProject } from '../pages/NoProject';
import './workspace.css';

/** Nodes a person reads: visible, not the engine's own (system tasks, prompt helpers). */
function shown(n: GraphNode): boolean {
  const label = n.label.toLowerCase();
  return (
    n.visible &&
    n.type !== 'sys' &&
    !label.startsWith('sys') &&
    label !== 'prompt helper' &&
    n.attributes.is_prompt_helper !== true
  );
}

/** A system group is named `{projectId}_Goals`; people read its title. */
function displayName(n: GraphNode): string {
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
  const visible = nodes.filter(shown);
  const byId = new Map(visible.map((n) => [n.id, n]));
  const project = nodes.find((n) => n.id === projectId);
  const groups = new Map<string, GraphNode[]>();
  for (const n of visible) {
    if (n.id === projectId) continue;
    const list = groups.get(n.label) ?? [];
    list.push(n);
    groups.set(n.label, list);
  }
  const outgoing = (id: string) =>
    edges
      .filter((e) => e.from === id && byId.has(e.to))
      .map((e) => ({ ...e, target: byId.get(e.to) as GraphNode }));
  const shownEdges = edges.filter((e) => byId.has(e.from) && byId.has(e.to)).length;

  return (
    <div className="page-body">
      <div className="page-header">
        <h1>{project?.name ?? 'Workspace'}</h1>
        <Link className="button secondary" to={sectionPath('manage', projectId)}>
          Project Management
        </Link>
      </div>
      <p className="muted">
        {visible.length} nodes and {shownEdges} links. The interactive canvas comes next; for now
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
                  <span className="node-name">{displayName(n)}</span>
                  {outgoing(n.id).length > 0 && (
                    <span className="muted node-links">
                      {outgoing(n.id)
                        .slice(0, 5)
                        .map((e) => `${e.label} → ${displayName(e.target)}`)
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
