import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useListedProjects } from '../api/queries';
import { sectionOf, sectionPath } from '../project/sections';
import { useSelection } from '../state/selection';

/**
 * The project dropdown (spec §2, §4): every project but 'default project'. Choosing one goes to
 * the same section for it, or to its workspace from anywhere else. Hidden on small screens.
 */
export function ProjectSelect() {
  const id = useId();
  const projects = useListedProjects().data ?? [];
  const selected = useSelection((s) => s.projectId);
  const select = useSelection((s) => s.select);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (projects.length === 0) return null;
  const known = projects.some((p) => p.id === selected);

  return (
    <div className="project-select">
      <label htmlFor={id} className="visually-hidden">
        Project
      </label>
      <select
        id={id}
        className="select"
        value={known ? (selected as string) : ''}
        onChange={(e) => {
          const projectId = e.target.value;
          select(projectId);
          void navigate(sectionPath(sectionOf(pathname).section ?? 'workspace', projectId));
        }}
      >
        {!known && (
          <option value="" disabled>
            Select a project
          </option>
        )}
        {projects.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </select>
    </div>
  );
}
