import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useCreateProject } from '../../flows/useCreateProject';
import { sectionPath } from '../../project/sections';
import { reportError } from '../../ui/notify';
import { BusyButton } from '../../ui/BusyButton';

/**
 * Create Project (spec §2, §5): a description, 'Create Project' disabled while it is blank and
 * reading 'Creating…' while it works; then the new project's management page.
 */
export default function CreateProjectPage() {
  const id = useId();
  const [text, setText] = useState('');
  const [creating, setCreating] = useState(false);
  const createProject = useCreateProject();
  const navigate = useNavigate();
  const blank = text.trim() === '';

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (blank || creating) return;
    setCreating(true);
    try {
      const projectId = await createProject(text);
      if (projectId) await navigate(sectionPath('manage', projectId));
    } catch (err) {
      reportError('Create project failed', err);
    } finally {
      setCreating(false);
    }
  };

  return (
    <div className="page-body narrow-page">
      <title>Create Project · Trellis</title>
      <div className="page-header">
        <h1>Create Project</h1>
        <Link to="/projects/manage">Back to Project Management</Link>
      </div>
      <form className="section form" onSubmit={(e) => void onSubmit(e)}>
        <label className="field" htmlFor={id}>
          <span className="field-label">Describe your project</span>
        </label>
        <textarea
          id={id}
          className="textarea"
          rows={6}
          value={text}
          maxLength={4000}
          onChange={(e) => setText(e.target.value)}
          placeholder="What are you trying to achieve? How should the system help?"
        />
        <div className="row">
          <BusyButton
            type="submit"
            className="button"
            disabled={blank}
            busy={creating}
            busyLabel="Creating…"
          >
            Create Project
          </BusyButton>
        </div>
      </form>
    </div>
  );
}
