import { LABELS, systemGroupKey } from '@trellis/core';
import { useId, useState } from 'react';
import { useCall } from '../../api/call';
import { errorMessage } from '../../api/client';
import { useProjectGraph, useRefreshGraph } from '../../api/queries';
import { useCurrentProjectId } from '../../project/useCurrentProjectId';
import { reportError } from '../../ui/notify';
import { NoProject } from '../NoProject';
import { AddTypeRow } from './AddTypeRow';
import { NodeTypeList } from './NodeTypeList';
import { SchemaPrompt } from './SchemaPrompt';
import './schemas.css';
import { BusyButton } from '../../ui/BusyButton';

/**
 * Schemas (spec §2, §4 "Schema page"): the project's node types. Until one exists the page
 * offers 'Generate Initial Schema'; then a prompt that adjusts the schema and the list of types.
 * The add row is there in both states, so a schema can also be started by hand.
 */
export default function SchemasPage() {
  const projectId = useCurrentProjectId();
  const graph = useProjectGraph(projectId ?? undefined);

  if (!projectId) return <NoProject title="Schemas" />;

  const data = graph.data;
  const types = data?.node_types ?? [];
  const project =
    data?.nodes.find((n) => n.id === projectId) ??
    data?.nodes.find((n) => n.label.toLowerCase() === LABELS.project);
  const groupId = data?.system_groups.find((g) => systemGroupKey(g.key) === 'node types')?.id;

  return (
    <div className="page-body schemas-page">
      <title>Schemas · Trellis</title>
      <div className="page-header">
        <div className="schemas-title">
          <h1>Schemas</h1>
          {data && <p className="schemas-project">{project?.name || 'Untitled Project'}</p>}
        </div>
      </div>
      {!data && graph.isError ? (
        <p role="alert" className="alert">
          Error: {errorMessage(graph.error)}
        </p>
      ) : !data ? (
        <p role="status" className="muted">
          Loading schema…
        </p>
      ) : (
        <>
          {types.length === 0 ? (
            <GenerateSchema key={`generate:${projectId}`} projectId={projectId} />
          ) : (
            <>
              <SchemaPrompt key={`prompt:${projectId}`} projectId={projectId} />
              <NodeTypeList key={`types:${projectId}`} projectId={projectId} types={types} />
            </>
          )}
          <AddTypeRow
            key={`add:${projectId}`}
            projectId={projectId}
            types={types}
            nodes={data.nodes}
            groupId={groupId}
          />
        </>
      )}
    </div>
  );
}

/** 'Generate Initial Schema' ('Working…' while the engine works): define_types without prompt. */
function GenerateSchema({ projectId }: { projectId: string }) {
  const titleId = useId();
  const call = useCall();
  const refresh = useRefreshGraph();
  const [working, setWorking] = useState(false);

  const generate = async () => {
    if (working) return;
    setWorking(true);
    try {
      await call('define_types', { project_id: projectId });
      await refresh(projectId);
    } catch (err) {
      reportError('Generate schema failed', err);
    } finally {
      setWorking(false);
    }
  };

  return (
    <section className="section" aria-labelledby={titleId}>
      <h2 id={titleId}>No node types yet</h2>
      <p className="muted">
        Generate a schema from what the project is about, or add types one by one below.
      </p>
      <BusyButton
        type="button"
        className="button"
        onClick={() => void generate()}
        busy={working}
        busyLabel="Working…"
      >
        Generate Initial Schema
      </BusyButton>
    </section>
  );
}
