/**
 * What every project holds from the start (spec §3 "Defaults", "Node Group", "Prompt Helper"):
 * the four system groups, the default node and link types, and the prompt helpers.
 */

/** Labels of the vertices Trellis itself gives meaning to. */
export const LABELS = {
  project: 'project',
  request: 'request',
  question: 'question',
  goal: 'goal',
  observation: 'observation',
  task: 'task',
  nodeType: 'Node Type',
  linkType: 'Link Type',
  promptHelper: 'prompt helper',
} as const;

/** Partitions (the `pk` of a vertex). */
export const PARTITIONS = {
  project: 'project',
  schema: 'project.schema',
  meta: 'project.meta',
  questions: 'project.questions',
  goals: 'project.goals',
  observations: 'project.observations',
  requests: 'project.requests',
  tasks: 'project.tasks',
  groups: 'project.groups',
} as const;

export type SystemGroupKey = 'goals' | 'questions' | 'observations' | 'node types';

export interface SystemGroupDef {
  key: SystemGroupKey;
  /** Title used in the group's name: `{projectId}_{title}`. */
  title: string;
  /** Label of the vertices the group contains. */
  memberLabel: string;
  instructions: string;
}

export const SYSTEM_GROUPS: readonly SystemGroupDef[] = [
  {
    key: 'goals',
    title: 'Goals',
    memberLabel: LABELS.goal,
    instructions: 'What the project sets out to achieve, each with a priority.',
  },
  {
    key: 'questions',
    title: 'Questions',
    memberLabel: LABELS.question,
    instructions: 'Clarifying questions; answers shape what is planned next.',
  },
  {
    key: 'observations',
    title: 'Observations',
    memberLabel: LABELS.observation,
    instructions: 'Facts and findings noted while the project runs.',
  },
  {
    key: 'node types',
    title: 'Node Types',
    memberLabel: LABELS.nodeType,
    instructions: 'The schema: the kinds of node this project uses.',
  },
];

/** Id (and name) of a project's system group: `{projectId}_Goals` and so on. */
export function systemGroupId(projectId: string, key: SystemGroupKey): string {
  const def = SYSTEM_GROUPS.find((g) => g.key === key);
  if (!def) throw new Error(`unknown system group ${key}`);
  return `${projectId}_${def.title}`;
}

/** Finds a system group from what a caller may send: `goals`, `Goals`, `{id}_Goals`, `Node Types`. */
export function systemGroupKey(text: string): SystemGroupKey | undefined {
  const t = text.trim().toLowerCase().replace(/[_-]+/g, ' ');
  return SYSTEM_GROUPS.find((g) => t === g.key || t.endsWith(` ${g.key}`))?.key;
}

export const DEFAULT_NODE_TYPES = ['Concept', 'Schema', 'Project', 'Task'] as const;
export const DEFAULT_LINK_TYPES = ['connects_to', 'references', 'relates_to'] as const;

/** The Create Vertex dialog offers exactly the default node types as labels. */
export const CREATE_VERTEX_LABELS = DEFAULT_NODE_TYPES;

export interface PromptHelperDef {
  kind: string;
  text: string;
}

/** Helpers the engine reads when it turns user prompts into work. Hidden from the canvas. */
export const PROMPT_HELPERS: readonly PromptHelperDef[] = [
  {
    kind: 'topbar',
    text: 'Treat the user prompt as a goal or change request for this project; plan system tasks that move it forward.',
  },
  {
    kind: 'define_types',
    text: 'Describe the node types this project needs, with fields, colours and the links between them.',
  },
];

/** Labels whose vertices render as group cards (spec §2 "Node rendering"). */
export const GROUP_LABELS = [
  'node group',
  'group',
  'observations',
  'questions',
  'tasks',
  'goals',
  'requests',
  'node types',
] as const;

/** The partition a new vertex of this label goes to when the caller names none. */
export function defaultPartition(label: string): string {
  switch (label.trim().toLowerCase()) {
    case LABELS.project:
      return PARTITIONS.project;
    case LABELS.question:
      return PARTITIONS.questions;
    case LABELS.goal:
      return PARTITIONS.goals;
    case LABELS.observation:
      return PARTITIONS.observations;
    case LABELS.request:
      return PARTITIONS.requests;
    case LABELS.task:
      return PARTITIONS.tasks;
    case LABELS.promptHelper:
      return PARTITIONS.meta;
    default:
      return (GROUP_LABELS as readonly string[]).includes(label.trim().toLowerCase())
        ? PARTITIONS.groups
        : PARTITIONS.schema;
  }
}
