import type { FieldDefinition, GoalPriority } from '@trellis/core';

/**
 * What an engine is shown of a project: a read-only snapshot, taken before the engine runs.
 * Engines plan against it and answer operations; they never see the store.
 */
export interface ProjectContext {
  projectId: string;
  project: {
    name: string;
    description: string;
    project_type: string;
    /** The offline engine's profile key (a domain, or `kind:<kind>`), kept from the draft so answers cannot switch it. */
    archetype: string;
  };
  /** The ids of the four system groups, the parents of questions, goals, observations, types. */
  groups: { questions: string; goals: string; observations: string; nodeTypes: string };
  /** Prompts the user has sent for this project, oldest first. */
  requests: string[];
  questions: ContextQuestion[];
  goals: ContextGoal[];
  observations: ContextItem[];
  nodeTypes: ContextNodeType[];
  linkTypes: ContextItem[];
  tasks: ContextTask[];
  /** Every other vertex: the domain nodes, node groups, the project's own work items. */
  nodes: ContextNode[];
  edges: ContextEdge[];
}

export interface ContextItem {
  id: string;
  name: string;
}

export interface ContextQuestion extends ContextItem {
  answer: string;
  answered: boolean;
  visible: boolean;
}

export interface ContextGoal extends ContextItem {
  priority: GoalPriority;
  visible: boolean;
}

export interface ContextNodeType extends ContextItem {
  fields: FieldDefinition[];
  notes: string;
  color_token: string | null;
  is_default: boolean;
}

export interface ContextTask extends ContextItem {
  /** A system task: planned by the engine, run by `execute`. */
  system: boolean;
  status: 'pending' | 'done';
  /** What executing it does (system tasks): see TASK_ACTIONS. */
  action: string | null;
  /** Free text the planner left for whoever executes it. */
  detail: string;
  visible: boolean;
}

export interface ContextNode extends ContextItem {
  label: string;
  type: string;
  visible: boolean;
  attributes: Record<string, unknown>;
}

export interface ContextEdge {
  from: string;
  to: string;
  label: string;
}
