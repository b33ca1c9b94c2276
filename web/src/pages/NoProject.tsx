import { Link } from 'react-router';

/** What a project page shows while no project is selected. */
export function NoProject({ title }: { title: string }) {
  return (
    <div className="page-body">
      <title>{`${title} · Trellis`}</title>
      <div className="page-header">
        <h1>{title}</h1>
        <Link className="button" to="/projects/create">
          Create New Project
        </Link>
      </div>
      <p className="muted">Create your first project to get started.</p>
    </div>
  );
}
