import type { ProjectContext } from '../context';
import type { Brief, Constraint } from './brief/brief';
import { factsOf, parseBrief } from './brief/parse';
import { choose } from './choose';
import { compose } from './compose';
import type { Content } from './content';
import { type Knowledge, knowledge } from './knowledge/load';
import { slotsOf } from './slots';

/** What the offline engine makes of a project: its brief, and the knowledge rendered for it. */
export interface Understanding {
  brief: Brief;
  content: Content;
  /** The general kind rendered for the same brief: questions and goals of last resort. */
  general: Content | undefined;
  /** The subject as the plan's sentences name it: `ramen shop`, `private pilot licence`. */
  noun: string;
  /** Facts from the answers, each with the question it answered. */
  answered: Array<Constraint & { question: string; answer: string }>;
  knowledge: Knowledge;
}

/** The prompt the project was created from: its first request, else its description. */
export function originalPrompt(ctx: ProjectContext): string {
  return ctx.requests[0] ?? (ctx.project.description || ctx.project.name);
}

function understandBrief(
  brief: Brief,
  stored: string | undefined,
): Omit<Understanding, 'answered'> {
  const k = knowledge();
  const choice = choose(brief, k, stored);
  const content = compose(brief, choice, k.lexicon);
  const generalProfile = k.kindProfiles.get('general');
  const general =
    generalProfile && choice.profile !== generalProfile
      ? compose(brief, { profile: generalProfile, by: 'fallback' }, k.lexicon)
      : undefined;
  const noun = slotsOf(brief, choice.profile, k.lexicon).noun ?? choice.profile.noun;
  return { brief, content, general, noun, knowledge: k };
}

export function understand(ctx: ProjectContext): Understanding {
  const answers = ctx.questions.filter((q) => q.answered && q.answer !== '');
  const k = knowledge();
  const brief = parseBrief(
    originalPrompt(ctx),
    answers.map((q) => q.answer),
    k.lexicon,
  );
  const answered = answers.flatMap((q) =>
    factsOf(q.answer, k.lexicon).map((f) => ({ ...f, question: q.name, answer: q.answer })),
  );
  return { ...understandBrief(brief, ctx.project.archetype || undefined), answered };
}

/** Understanding a prompt for a new project. */
export function understandPrompt(prompt: string): Understanding {
  const brief = parseBrief(prompt, [], knowledge().lexicon);
  return { ...understandBrief(brief, undefined), answered: [] };
}
