import { LIMITS, type ProjectView } from '@trellis/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useCall } from '../../api/call';
import { keys } from '../../api/keys';
import { notifySuccess } from '../../ui/notify';
import { useProjectWrite } from '../../api/useProjectWrite';
import { BusyButton } from '../../ui/BusyButton';

/**
 * The project's editable fields (spec §2): Name, Type and Description, saved together by
 * 'Confirm Changes' through upsert_node (spec §7: description and project_type go in
 * `properties`). The parent keys this form by the project node's `updated_at`, so a saved change
 * (here or elsewhere) starts it again from what the server holds.
 */
export function ProjectFields({
  projectId,
  project,
}: {
  projectId: string;
  project: ProjectView | undefined;
}) {
  const id = useId();
  const call = useCall();
  const client = useQueryClient();
  const write = useProjectWrite(projectId);
  const [name, setName] = useState(project?.name ?? '');
  const [type, setType] = useState(project?.project_type ?? '');
  const [description, setDescription] = useState(project?.description ?? '');
  const [nameError, setNameError] = useState<string | undefined>();
  const saving = write.busy('project') !== undefined;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    // The server refuses a blank name; say so beside the field rather than after a round trip.
    if (name.trim() === '') {
      setNameError('Name must not be blank');
      return;
    }
    setNameError(undefined);
    const ok = await write.run('project', 'save', 'Save project failed', () =>
      call('upsert_node', {
        id: projectId,
        project_id: projectId,
        name: name.trim(),
        properties: { project_type: type.trim(), description: description.trim() },
      }),
    );
    if (ok) {
      // The name also shows in the project dropdown and the lists.
      await client.invalidateQueries({ queryKey: keys.projects });
      notifySuccess('Project saved');
    }
  };

  return (
    <section className="section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Project details</h2>
      <form className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <div className="manage-field-pair">
          <div className="field">
            <label className="field-label" htmlFor={`${id}-name`}>
              Name
            </label>
            <input
              id={`${id}-name`}
              className="input"
              value={name}
              maxLength={LIMITS.nameLength}
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? `${id}-name-error` : undefined}
              onChange={(e) => setName(e.target.value)}
            />
            {nameError && (
              <span id={`${id}-name-error`} className="field-error" role="alert">
                {nameError}
              </span>
            )}
          </div>
          <div className="field">
            <label className="field-label" htmlFor={`${id}-type`}>
              Type
            </label>
            <input
              id={`${id}-type`}
              className="input"
              value={type}
              maxLength={200}
              onChange={(e) => setType(e.target.value)}
            />
          </div>
        </div>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-description`}>
            Description
          </label>
          <textarea
            id={`${id}-description`}
            className="textarea"
            rows={4}
            value={description}
            maxLength={LIMITS.promptLength}
            onChange={(e) => setDescription(e.target.value)}
          />
        </div>
        <div className="row">
          <BusyButton type="submit" className="button" busy={saving} busyLabel="Saving…">
            Confirm Changes
          </BusyButton>
        </div>
      </form>
    </section>
  );
}
