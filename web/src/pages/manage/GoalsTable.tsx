import { type GoalView, capitalise, isGoalPriority, titleCase } from '@trellis/core';
import { useCall } from '../../api/call';
import { useDialogs } from '../../ui/dialogs';
import { useDeleteVertex } from './useDeleteVertex';
import { updateVertex } from './updateVertex';
import { useProjectWrite } from '../../api/useProjectWrite';
import { BusyButton } from '../../ui/BusyButton';
import { RowActions } from './RowActions';

const notBlank = (value: string) => (value.trim() === '' ? 'Name must not be blank' : undefined);
// The spec (§5) takes the priority as typed; refusing anything else spares a silent no-op.
const aPriority = (value: string) =>
  isGoalPriority(value) ? undefined : 'Enter low, medium or high';

/**
 * The project's goals (spec §2): a table of Goal (title-cased) and Priority (capitalised), or
 * 'No goals yet.'. 'Generate Goals' and 'Add Goal' are offered either way, since a user may want
 * more goals than the first ones. Edit asks for the name and the priority in one dialog; Delete
 * asks 'Delete this goal?' first.
 */
export function GoalsTable({ projectId, goals }: { projectId: string; goals: GoalView[] }) {
  const call = useCall();
  const dialogs = useDialogs();
  const write = useProjectWrite(projectId);
  const deleteRow = useDeleteVertex(projectId, write);
  const generating = write.busy('generate') !== undefined;
  const adding = write.busy('add') !== undefined;

  const generate = () =>
    void write.run('generate', 'generate', 'Generate goals failed', () =>
      call('generate_goals', { project_id: projectId }),
    );
  const add = () =>
    void write.run('add', 'add', 'Add goal failed', () =>
      call('add_goal', { project_id: projectId }),
    );

  const edit = async (g: GoalView) => {
    const values = await dialogs.prompt('Edit goal', [
      { label: 'Edit goal name', value: g.name, validate: notBlank },
      { label: 'Edit priority (low|medium|high)', value: g.priority, validate: aPriority },
    ]);
    if (!values) return;
    const [name = '', priority = ''] = values;
    await write.run(g.id, 'edit', 'Edit goal failed', () =>
      updateVertex(
        call,
        projectId,
        { id: g.id, label: 'goal' },
        {
          name: name.trim(),
          attributes: { priority: priority.trim().toLowerCase() },
        },
      ),
    );
  };

  const remove = (g: GoalView) => deleteRow({ id: g.id, label: 'goal' });

  return (
    <section className="section" aria-labelledby="goals-title">
      <div className="section-head">
        <h2 id="goals-title">Goals</h2>
        <div className="row">
          <BusyButton
            type="button"
            className="button small"
            onClick={generate}
            busy={generating}
            busyLabel="Generating…"
          >
            Generate Goals
          </BusyButton>
          <BusyButton
            type="button"
            className="button small secondary"
            onClick={add}
            busy={adding}
            busyLabel="Adding…"
          >
            Add Goal
          </BusyButton>
        </div>
      </div>
      {goals.length === 0 ? (
        <p className="muted">No goals yet.</p>
      ) : (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Goal</th>
                <th scope="col">Priority</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {goals.map((g) => {
                const busy = write.busy(g.id);
                const name = titleCase(g.name);
                return (
                  <tr key={g.id}>
                    <td className="manage-text-cell">{name}</td>
                    <td>
                      {/* A priority stored by another client may be any text: only a known
                          one names a class, or it could name any class of the app. */}
                      <span
                        className={
                          isGoalPriority(g.priority) ? `badge priority-${g.priority}` : 'badge'
                        }
                      >
                        {capitalise(g.priority)}
                      </span>
                    </td>
                    <td className="actions">
                      <RowActions
                        subject={`goal: ${name}`}
                        busy={busy}
                        onEdit={() => void edit(g)}
                        onDelete={() => void remove(g)}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
