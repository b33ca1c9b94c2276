import type { Histogram } from 'prom-client';
import { ENGINE_STEPS, type Engine, EngineError, type EngineStep } from './engine';

/**
 * The engine with each call timed into `steps` (labels: engine, step, outcome: ok, or the
 * EngineError kind: unavailable, timeout, invalid_output; 'error' for anything else).
 */
export function meteredEngine(
  engine: Engine,
  steps: Histogram<'engine' | 'step' | 'outcome'>,
): Engine {
  const metered = { name: engine.name, model: engine.model } as Engine;
  for (const step of ENGINE_STEPS) {
    const call = engine[step].bind(engine) as (...args: unknown[]) => Promise<unknown>;
    (metered as unknown as Record<EngineStep, unknown>)[step] = async (...args: unknown[]) => {
      const end = steps.startTimer({ engine: engine.name, step });
      try {
        const result = await call(...args);
        end({ outcome: 'ok' });
        return result;
      } catch (err) {
        end({ outcome: err instanceof EngineError ? err.kind : 'error' });
        throw err;
      }
    };
  }
  return metered;
}
