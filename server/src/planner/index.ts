import type { Config } from '../config';
import type { Engine } from './engine';
import { createOfflineEngine } from './offline/engine';
import { createOpenAiEngine } from './openai';

/** The engine the configuration asks for (PLANNER=offline|openai). */
export function createEngine(planner: Config['planner']): Engine {
  if (planner.engine === 'openai') {
    return createOpenAiEngine({
      baseUrl: planner.baseUrl,
      model: planner.model,
      timeoutMs: planner.timeoutMs,
      ...(planner.apiKey ? { apiKey: planner.apiKey } : {}),
    });
  }
  return createOfflineEngine();
}

export type { Engine } from './engine';
