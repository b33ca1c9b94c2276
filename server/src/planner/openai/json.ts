/**
 * The JSON object in a model's text. Structured outputs make it the whole text; without them
 * (servers that ignore response_format) models wrap it in a code fence, or think aloud first
 * (`<think>…</think>`), so those are tolerated. What comes out is validated all the same.
 */
export function extractJson(content: string): { value: unknown } | { problem: string } {
  let text = content.replace(/<think>[\s\S]*?<\/think>/gi, '').trim();
  const fenced = /^```[a-z]*\s*\n([\s\S]*?)\n?```$/i.exec(text);
  if (fenced) text = (fenced[1] as string).trim();
  if (text === '') return { problem: 'The answer was empty: answer with the JSON object.' };
  try {
    return { value: JSON.parse(text) };
  } catch (err) {
    const first = text.indexOf('{');
    const last = text.lastIndexOf('}');
    if (first >= 0 && last > first && (first > 0 || last < text.length - 1)) {
      try {
        return { value: JSON.parse(text.slice(first, last + 1)) };
      } catch {
        // Fall through to the first error, which describes the text as sent.
      }
    }
    const why = err instanceof Error ? err.message : String(err);
    return {
      problem: `The answer is not valid JSON (${why}): answer with one JSON object and nothing else.`,
    };
  }
}
