import type { ProjectContext, ContextTask } from './context';

/**
 * The one interface every engine implements (DESIGN.md "The engine"). An engine never writes:
 * each method answers a plan, a list of operations from the allow-list in `operations/`, which
 * the server checks and applies whole or not at all (`apply.ts`). Engines may be slow or remote,
 * so they run outside any transaction and honour the abort signal.
 */
export interface Engine {
  /** `offline` or `openai`. */
  readonly name: string;
  /** What produces the text: a model name, or the offline engine's own description. */
  readonly model: string;
  /** A new project from the user's prompt: its name, type, description and first questions. */
  draft(prompt: string, target: ProjectContext, signal?: AbortSignal): Promise<Draft>;
  /** System tasks (create_task operations) that move the project toward this prompt. */
  planTasks(ctx: ProjectContext, prompt: string, signal?: AbortSignal): Promise<Plan>;
  /** The changes one pending system task makes. The server marks it done after applying them. */
  executeTask(ctx: ProjectContext, task: ContextTask, signal?: AbortSignal): Promise<Plan>;
  /** 3–6 goals the project does not have yet, each with a priority. */
  generateGoals(ctx: ProjectContext, signal?: AbortSignal): Promise<Plan>;
  /** Without a prompt, the initial schema for the project's domain; with one, that change to it. */
  defineTypes(ctx: ProjectContext, prompt: string | undefined, signal?: AbortSignal): Promise<Plan>;
  /** One relevant clarifying question the project has not been asked. */
  askQuestion(ctx: ProjectContext, signal?: AbortSignal): Promise<Plan>;
}

/** The Engine's methods: the steps the server times and the OpenAI engine prompts for. */
export const ENGINE_STEPS = [
  'draft',
  'planTasks',
  'executeTask',
  'generateGoals',
  'defineTypes',
  'askQuestion',
] as const satisfies readonly Exclude<keyof Engine, 'name' | 'model'>[];
export type EngineStep = (typeof ENGINE_STEPS)[number];
/** Fails to compile when the Engine gains a method ENGINE_STEPS does not list. */
type Unlisted = Exclude<Exclude<keyof Engine, 'name' | 'model'>, EngineStep>;
const everyStepListed: [Unlisted] extends [never] ? true : never = true;
void everyStepListed;

/** An engine's answer: operations (unchecked: `applyPlan` validates them) and a one-line summary. */
export interface Plan {
  operations: unknown[];
  summary: string;
}

/** What `draft` answers: the project's own details plus the plan that fills it. */
export interface Draft extends Plan {
  name: string;
  project_type: string;
  description: string;
  /** Said to the user with the answer when the engine could not fully read the goal. */
  notice?: string;
}

/** What a system task can ask `execute` to do. */
export const TASK_ACTIONS = [
  'define_types',
  'generate_goals',
  'ask_questions',
  'record_observations',
  'build_domain',
  'plan_work',
] as const;
export type TaskAction = (typeof TASK_ACTIONS)[number];

/** The engine failed for a reason that is not the caller's: unreachable, slow, or nonsense. */
export class EngineError extends Error {
  constructor(
    message: string,
    /** `unavailable` (network, 5xx, 429 after retries), `timeout`, or `invalid_output`. */
    readonly kind: 'unavailable' | 'timeout' | 'invalid_output',
    /** Seconds after which a retry may succeed, when the endpoint said so. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}
