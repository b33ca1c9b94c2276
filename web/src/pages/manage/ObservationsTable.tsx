import { LIMITS, type ObservationView } from '@trellis/core';
import { useCall } from '../../api/call';
import { formatDate } from '../../lib/format';
import { useDialogs } from '../../ui/dialogs';
import { useDeleteVertex } from './useDeleteVertex';
import { updateVertex } from './updateVertex';
import { useProjectWrite } from '../../api/useProjectWrite';
import { RowActions } from './RowActions';

const notBlank = (value: string) => (value.trim() === '' ? 'Text must not be blank' : undefined);

/**
 * The project's observations (spec §2): a table of Observation and Created, shown only when
 * there are any (the page decides). Edit asks for the new text ('Edit observation text') and
 * saves it as the text attribute and the name; Delete asks 'Delete this observation?' first.
 */
export function ObservationsTable({
  projectId,
  observations,
}: {
  projectId: string;
  observations: ObservationView[];
}) {
  const call = useCall();
  const dialogs = useDialogs();
  const write = useProjectWrite(projectId);
  const deleteRow = useDeleteVertex(projectId, write);

  const edit = async (o: ObservationView) => {
    const values = await dialogs.prompt('Edit observation', [
      { label: 'Edit observation text', value: o.text, validate: notBlank },
    ]);
    const text = values?.[0]?.trim();
    if (!text) return;
    await write.run(o.id, 'edit', 'Edit observation failed', () =>
      updateVertex(
        call,
        projectId,
        { id: o.id, label: 'observation' },
        {
          // The name is the text too (spec §3: observations carry both), cut to a name's length.
          name: text.slice(0, LIMITS.nameLength).trim(),
          attributes: { text },
        },
      ),
    );
  };

  const remove = (o: ObservationView) => deleteRow({ id: o.id, label: 'observation' });

  return (
    <section className="section" aria-labelledby="observations-title">
      <h2 id="observations-title">Observations</h2>
      <div className="table-wrap">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">Observation</th>
              <th scope="col">Created</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {observations.map((o) => {
              const busy = write.busy(o.id);
              return (
                <tr key={o.id}>
                  <td className="manage-text-cell">{o.text}</td>
                  <td className="manage-date-cell">
                    <time dateTime={o.created_at}>{formatDate(o.created_at)}</time>
                  </td>
                  <td className="actions">
                    <RowActions
                      subject={`observation: ${o.text}`}
                      busy={busy}
                      onEdit={() => void edit(o)}
                      onDelete={() => void remove(o)}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
