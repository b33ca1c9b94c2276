/**
 * The project-scoped sections of the app and their paths (spec §2 "Routes"): the sidebar links
 * carry the selected project id as a path segment, and the dropdown keeps the user in the
 * section they are in.
 */
export type Section = 'workspace' | 'manage' | 'requests' | 'schemas';

const BASE: Record<Section, string> = {
  workspace: '/workspace',
  manage: '/projects/manage',
  requests: '/projects/requests',
  schemas: '/projects/schemas',
};

const PATTERN =
  /^\/(workspace|projects\/manage|projects\/requests|projects\/schemas|projects\/types)(?:\/([^/]+))?\/?$/;

/** The section a path is in, and the project id it names, if any. */
export function sectionOf(pathname: string): { section: Section | null; projectId: string | null } {
  const m = PATTERN.exec(pathname);
  if (!m) return { section: null, projectId: null };
  const base = m[1] as string;
  const section: Section =
    base === 'workspace'
      ? 'workspace'
      : base === 'projects/manage'
        ? 'manage'
        : base === 'projects/requests'
          ? 'requests'
          : 'schemas';
  let projectId: string | null = null;
  if (m[2]) {
    try {
      projectId = decodeURIComponent(m[2]);
    } catch {
      projectId = m[2];
    }
  }
  return { section, projectId };
}

/** The path of a section, for a project when there is one. */
export function sectionPath(section: Section, projectId: string | null | undefined): string {
  return projectId ? `${BASE[section]}/${encodeURIComponent(projectId)}` : BASE[section];
}
