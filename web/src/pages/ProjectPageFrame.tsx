import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The frame of a project page that offers a new project: the document title, the heading and
 * the 'Create New Project' link, then the page's own content.
 */
export function ProjectPageFrame({
  title,
  className,
  children,
}: {
  title: string;
  /** Classes besides page-body. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ? `page-body ${className}` : 'page-body'}>
      <title>{`${title} · Trellis`}</title>
      <div className="page-header">
        <h1>{title}</h1>
        <Link className="button" to="/projects/create">
          Create New Project
        </Link>
      </div>
      {children}
    </div>
  );
}
