/**
 * OpenAI-compatible servers differ in what they accept. The client starts with what OpenAI
 * documents and, when a server refuses one of these parameters with a message naming it, drops
 * to the next thing down and remembers that for the client's life:
 *
 * - `response_format`: `json_schema` (OpenAI, Azure, vLLM, Ollama, LM Studio, llama.cpp) →
 *   `json_object` (older local servers) → none (the prompt alone asks for JSON; answers are
 *   validated either way). llama.cpp refuses schemas it cannot turn into a grammar with a
 *   "JSON schema conversion failed" 400; ik_llama answers 500 naming response_format.
 * - the token cap: `max_tokens`, which every server takes, → `max_completion_tokens` when a
 *   model refuses the former and names the latter (OpenAI's reasoning models).
 * - `temperature`: 0.2 → left out when a model accepts only its default.
 */
export interface Compat {
  format: 'json_schema' | 'json_object' | 'none';
  tokens: 'max_tokens' | 'max_completion_tokens';
  temperature: boolean;
}

/** Adapts `compat` to a refusal; true when something changed and the request is worth resending. */
export function adaptTo(compat: Compat, status: number, message: string): boolean {
  if (status !== 400 && status !== 422 && status !== 500) return false;
  const m = message.toLowerCase();
  if (
    compat.tokens === 'max_tokens' &&
    m.includes('max_tokens') &&
    m.includes('max_completion_tokens')
  ) {
    compat.tokens = 'max_completion_tokens';
    return true;
  }
  if (compat.temperature && m.includes('temperature')) {
    compat.temperature = false;
    return true;
  }
  if (
    compat.format !== 'none' &&
    /response_format|json_schema|json_object|json schema|grammar/.test(m)
  ) {
    compat.format = compat.format === 'json_schema' ? 'json_object' : 'none';
    return true;
  }
  return false;
}

/** The error text of a failed call: OpenAI's `{error: {message}}` and the usual variants. */
export function serverMessage(text: string): string {
  let message: string;
  try {
    const body = JSON.parse(text) as Record<string, unknown> | null;
    const error = body?.error;
    const candidates = [
      (error as { message?: unknown } | undefined)?.message,
      error,
      body?.message,
      body?.detail,
    ];
    message = (candidates.find((c) => typeof c === 'string') as string | undefined) ?? '';
  } catch {
    // Not JSON: a proxy's page or plain text. Show it only when it is short and not markup.
    message = /^\s*</.test(text) ? '' : text;
  }
  message = message.replace(/\s+/g, ' ').trim();
  return message.length > 300 ? `${message.slice(0, 300)}…` : message;
}
