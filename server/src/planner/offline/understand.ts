import type { ProjectContext } from '../context';
import type { Archetype, Terms } from './archetype';
import { pickArchetype } from './match';
import { type Fact, type Reading, factsIn, readPrompt } from './terms';

/** What the offline engine makes of a project: its archetype and the user's terms and facts. */
export interface Understanding {
  archetype: Archetype;
  reading: Reading;
  terms: Terms;
  /** Facts from the answers, each with the question it answered. */
  answered: Array<Fact & { question: string; answer: string }>;
}

/** The prompt the project was created from: its first request, else its description. */
export function originalPrompt(ctx: ProjectContext): string {
  return ctx.requests[0] ?? (ctx.project.description || ctx.project.name);
}

export function understand(ctx: ProjectContext): Understanding {
  const answers = ctx.questions.filter((q) => q.answered && q.answer !== '');
  const reading = readPrompt(
    originalPrompt(ctx),
    answers.map((q) => q.answer),
  );
  const archetype = pickArchetype(reading, ctx.project.archetype || undefined);
  const terms: Terms = { ...reading.terms, subject: reading.terms.subject || archetype.subject };
  const answered = answers.flatMap((q) =>
    factsIn(q.answer).map((f) => ({ ...f, question: q.name, answer: q.answer })),
  );
  return { archetype, reading, terms, answered };
}

/** Understanding a prompt for a new project. */
export function understandPrompt(prompt: string): Understanding {
  const reading = readPrompt(prompt);
  const archetype = pickArchetype(reading);
  return {
    archetype,
    reading,
    terms: { ...reading.terms, subject: reading.terms.subject || archetype.subject },
    answered: [],
  };
}
