import { ProjectPageFrame } from './ProjectPageFrame';

/** What a project page shows while no project is selected. */
export function NoProject({ title }: { title: string }) {
  return (
    <ProjectPageFrame title={title}>
      <p className="muted">Create your first project to get started.</p>
    </ProjectPageFrame>
  );
}
