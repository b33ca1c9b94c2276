import { projectOf, systemGroupKey } from '@trellis/core';
import { useId } from 'react';
import { useCall } from '../../api/call';
import { errorMessage } from '../../api/client';
import { useProjectGraph } from '../../api/queries';
import { useProjectWrite } from '../../api/useProjectWrite';
import { useCurrentProjectId } from '../../project/useCurrentProjectId';
import { BusyButton } from '../../ui/BusyButton';
import { NoProject } from '../NoProject';
import { AddTypeRow } from './AddTypeRow';
import { NodeTypeList } from './NodeTypeList';
import { SchemaPrompt } from './SchemaPrompt';
import './schemas.css';

/**
 * Schemas (spec §2, §4 "Schema page"): the project's node types. Until one exists the page
 * offers 'Generate Initial Schema'; then a prompt that adjusts the schema and the list of types.
 * The add row is there in both states, so a schema can also be started by hand.
 */
export default function SchemasPage() {
  const projectId = useCurrentProjectId();
  if (!projectId) return <NoProject title="Schemas" />;
  // Keyed, so that nothing typed, collapsed or running in one project carries over to another.
  return <Schemas key={projectId} projectId={projectId} />;
}

function Schemas({ projectId }: { projectId: string }) {
  const graph = useProjectGraph(projectId);
  const data = graph.data;
  const types = data?.node_types ?? [];
  const groupId = data?.system_groups.find((g) => systemGroupKey(g.key) === 'node types')?.id;

  return (
    <div className="page-body schemas-page">
      <title>Schemas · Trellis</title>
      <div className="page-header">
        <div className="schemas-title">
          <h1>Schemas</h1>
          {data && (
            <p className="schemas-project">
              {projectOf(data, projectId)?.name || 'Untitled Project'}
            </p>
          )}
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
            <GenerateSchema projectId={projectId} />
          ) : (
            <>
              <SchemaPrompt projectId={projectId} />
              <NodeTypeList projectId={projectId} types={types} />
            </>
          )}
          <AddTypeRow projectId={projectId} types={types} nodes={data.nodes} groupId={groupId} />
        </>
      )}
    </div>
  );
}

/** 'Generate Initial Schema' ('Working…' while the engine works): define_types without prompt. */
function GenerateSchema({ projectId }: { projectId: string }) {
  const titleId = useId();
  const call = useCall();
  const write = useProjectWrite(projectId);

  const generate = () =>
    void write.run('generate', 'generate', 'Generate schema failed', () =>
      call('define_types', { project_id: projectId }),
    );

  return (
    <section className="section" aria-labelledby={titleId}>
      <h2 id={titleId}>No node types yet</h2>
      <p className="muted">
        Generate a schema from what the project is about, or add types one by one below.
      </p>
      <BusyButton
        type="button"
        className="button"
        onClick={generate}
        busy={write.busy('generate') !== undefined}
        busyLabel="Working…"
      >
        Generate Initial Schema
      </BusyButton>
    </section>
  );
}
