import type { ProjectView } from '@trellis/core';

/**
 * The project's header (spec §2): its saved name, type and description, with the spec's
 * fallbacks while a value is missing. It shows what the server holds, not the unsaved fields.
 */
export function ProjectHeader({ project }: { project: ProjectView | undefined }) {
  const name = project?.name.trim() || 'Untitled Project';
  const type = project?.project_type.trim() || 'Project Type';
  const description = project?.description.trim() ?? '';
  return (
    <section className="section project-header" aria-labelledby="project-name">
      <h2 id="project-name">{name}</h2>
      <p className="project-type">
        <span className="badge">{type}</span>
      </p>
      {description && <p className="project-description">{description}</p>}
    </section>
  );
}
