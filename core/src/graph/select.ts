import { DEFAULT_PROJECT_NAME, GOAL_PRIORITIES } from '../constants';
import type { GoalPriority, GraphNode, ProjectGraph } from '../entities';
import { LABELS } from './defaults';
import { normaliseVertexLabel } from './labels';

/**
 * Read-side views of a project graph that the list pages show (spec §2 "Project Management",
 * §3 entities). Pure functions of the graph, so that every page reads a project the same way.
 */

export interface QuestionView {
  id: string;
  text: string;
  answer: string;
  answered: boolean;
}

export interface ObservationView {
  id: string;
  name: string;
  text: string;
  created_at: string;
}

export interface GoalView {
  id: string;
  name: string;
  priority: string;
}

export interface ProjectView {
  id: string;
  name: string;
  project_type: string;
  description: string;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

function byLabel(graph: Pick<ProjectGraph, 'nodes'>, label: string): GraphNode[] {
  const wanted = normaliseVertexLabel(label);
  return graph.nodes
    .filter((n) => normaliseVertexLabel(n.label) === wanted)
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
}

/** The project's own node: its name, type and description (kept in attributes). */
export function projectOf(
  graph: Pick<ProjectGraph, 'nodes'>,
  projectId: string,
): ProjectView | undefined {
  const node = graph.nodes.find((n) => n.id === projectId);
  if (!node) return undefined;
  return {
    id: node.id,
    name: node.name,
    project_type: str(node.attributes.project_type),
    description: str(node.attributes.description),
  };
}

/** Questions still on show (visible), oldest first; the text falls back to the name. */
export function questionsOf(graph: Pick<ProjectGraph, 'nodes'>): QuestionView[] {
  return byLabel(graph, LABELS.question)
    .filter((n) => n.visible)
    .map((n) => {
      const answer = str(n.attributes.answer);
      return {
        id: n.id,
        text: str(n.attributes.text) || n.name,
        answer,
        answered: n.attributes.answered === true || answer.trim() !== '',
      };
    });
}

/** Every observation, oldest first; the text falls back to the name. */
export function observationsOf(graph: Pick<ProjectGraph, 'nodes'>): ObservationView[] {
  return byLabel(graph, LABELS.observation).map((n) => ({
    id: n.id,
    name: n.name,
    text: str(n.attributes.text) || n.name,
    created_at: n.created_at,
  }));
}

/** Every goal, oldest first, with its priority (low, medium or high; medium when unset). */
export function goalsOf(graph: Pick<ProjectGraph, 'nodes'>): GoalView[] {
  return byLabel(graph, LABELS.goal).map((n) => ({
    id: n.id,
    name: n.name,
    priority: str(n.attributes.priority).trim().toLowerCase() || 'medium',
  }));
}

/** Whether a typed priority is one of low, medium and high (spec §5: entered, not enforced). */
export function isGoalPriority(value: string): value is GoalPriority {
  return (GOAL_PRIORITIES as readonly string[]).includes(value.trim().toLowerCase());
}

/** Projects named 'default project' are left out of lists and the default selection. */
export function isDefaultProject(name: string): boolean {
  return name.trim().toLowerCase() === DEFAULT_PROJECT_NAME;
}

/** "medium" → "Medium". */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
