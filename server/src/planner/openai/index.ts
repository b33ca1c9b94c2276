export { createOpenAiEngine, type OpenAiEngineOptions } from './engine';
