import ProjectManagementPage from '../src/pages/manage/ProjectManagementPage';
import SchemasPage from '../src/pages/schemas/SchemasPage';
import { renderPage } from './render';
import type { TestSession } from './session';

/** The prompt most page tests start from: its project has questions and four node types. */
export const BAKERY = 'open a small bakery in Lisbon';

/** A new project of the session's user, made from `prompt` by the server's engine; its id. */
export async function newProject(session: TestSession, prompt = BAKERY): Promise<string> {
  return (await session.call('create_project', { prompt })).project_id;
}

/** The project's graph as the server holds it now. */
export function projectGraph(session: TestSession, projectId: string) {
  return session.call('get_project_graph', { project_id: projectId });
}

/** A new project whose node types have all been deleted; its id. */
export async function projectWithoutTypes(session: TestSession, prompt?: string) {
  const id = await newProject(session, prompt);
  for (const t of (await projectGraph(session, id)).node_types) {
    await session.call('delete_vertex', { project_id: id, id: t.id });
  }
  return id;
}

/** The Schemas page of a project, opened at its URL. */
export function openSchemas(session: TestSession, projectId: string) {
  return renderPage(<SchemasPage />, session, {
    path: `/projects/schemas/${encodeURIComponent(projectId)}`,
    route: '/projects/schemas/:projectId',
  });
}

/** The Project Management page of a project, opened at its URL. */
export function openManagement(session: TestSession, projectId: string) {
  return renderPage(<ProjectManagementPage />, session, {
    path: `/projects/manage/${encodeURIComponent(projectId)}`,
    route: '/projects/manage/:projectId',
  });
}
