import type { ProjectContext } from '../context';
import { type Draft, type Engine, EngineError, type Plan } from '../engine';
import { type ChatClientOptions, type ChatMessage, createChatClient } from './client';
import { type Method, checkAnswer } from './check';
import { type DataExtras, dataMessage, repairMessage } from './data';
import { SYSTEM_PROMPTS } from './prompts';
import { DRAFT_FORMAT, PLAN_FORMAT } from './schema';

export type OpenAiEngineOptions = ChatClientOptions;

/** The part of a bad answer sent back with a repair request: enough to correct, not a flood. */
const ECHO_CHARS = 48 * 1024;

/**
 * The `openai` engine: any OpenAI-compatible Chat Completions endpoint (OpenAI, Azure OpenAI,
 * Ollama, vLLM, LM Studio, llama.cpp's server). Each method sends its fixed system prompt and
 * the project as data, checks the answer (check.ts), and when the answer cannot be used asks
 * once for a corrected one, listing the problems; a second bad answer is an `invalid_output`
 * EngineError that names them. Like every engine it never writes: it answers operations.
 */
export function createOpenAiEngine(options: OpenAiEngineOptions): Engine {
  const client = createChatClient(options);

  async function ask(
    method: Method,
    ctx: ProjectContext,
    extras: DataExtras,
    signal: AbortSignal | undefined,
  ): Promise<Draft | Plan> {
    const format = method === 'draft' ? DRAFT_FORMAT : PLAN_FORMAT;
    const messages: ChatMessage[] = [
      { role: 'system', content: SYSTEM_PROMPTS[method] },
      { role: 'user', content: dataMessage(ctx, extras) },
    ];
    const first = await client.complete(messages, format, signal);
    const checked = checkAnswer(method, first, ctx);
    if (checked.ok) return checked.value;

    const echo = checked.echo && first.content.length <= ECHO_CHARS;
    const repair: ChatMessage[] = [
      ...messages,
      ...(echo ? [{ role: 'assistant' as const, content: first.content }] : []),
      { role: 'user', content: repairMessage(checked.problems, echo) },
    ];
    const second = await client.complete(repair, format, signal);
    const rechecked = checkAnswer(method, second, ctx);
    if (rechecked.ok) return rechecked.value;
    throw new EngineError(
      `The language model's answer could not be used, even after one correction: ` +
        summarise(rechecked.problems),
      'invalid_output',
    );
  }

  return {
    name: 'openai',
    model: options.model,
    draft: (prompt, target, signal) =>
      ask('draft', target, { request: prompt }, signal) as Promise<Draft>,
    planTasks: (ctx, prompt, signal) => ask('planTasks', ctx, { request: prompt }, signal),
    executeTask: (ctx, task, signal) =>
      ask(
        'executeTask',
        ctx,
        {
          request: `Execute task: ${task.name}`,
          task: { id: task.id, name: task.name, action: task.action, detail: task.detail },
        },
        signal,
      ),
    generateGoals: (ctx, signal) => ask('generateGoals', ctx, {}, signal),
    defineTypes: (ctx, prompt, signal) =>
      ask('defineTypes', ctx, prompt === undefined ? {} : { request: prompt }, signal),
    askQuestion: (ctx, signal) => ask('askQuestion', ctx, {}, signal),
  };
}

/** The first problems, for a message a person reads in the app or the log. */
function summarise(problems: string[]): string {
  const shown = problems.slice(0, 3).join(' ');
  return problems.length > 3 ? `${shown} (and ${problems.length - 3} more problems)` : shown;
}
