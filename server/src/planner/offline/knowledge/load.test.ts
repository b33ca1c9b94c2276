import { parse, stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { KnowledgeError, type KnowledgeFiles, loadKnowledge, readKnowledgeFiles } from './load';

/** The knowledge with one domain file changed (dog adoption, of the acquisition kind). */
const withDomain = (change: (d: Record<string, unknown>) => void): KnowledgeFiles => {
  const files = readKnowledgeFiles();
  const file = 'domains/dog-adoption.yaml';
  const d = parse(files.domains[file] ?? '') as Record<string, unknown>;
  change(d);
  return { ...files, domains: { ...files.domains, [file]: stringify(d) } };
};

const problemsOf = (files: KnowledgeFiles): string[] => {
  try {
    loadKnowledge(files);
    return [];
  } catch (e) {
    if (e instanceof KnowledgeError) return e.problems;
    throw e;
  }
};

describe('loading the knowledge', () => {
  it('loads the shipped files with no problem', () => {
    expect(problemsOf(readKnowledgeFiles())).toEqual([]);
  });

  it('lets a domain drop what its kind says that does not hold for it', () => {
    const question = 'Have you done this before';
    const before = loadKnowledge(withDomain(() => {}));
    const after = loadKnowledge(withDomain((d) => (d.drop = { questions: [question] })));
    const texts = (k: typeof after) =>
      (k.domains.get('dog-adoption')?.questions ?? []).map((q) => JSON.stringify(q));
    expect(texts(before).some((t) => t.includes(question))).toBe(true);
    expect(texts(after).some((t) => t.includes(question))).toBe(false);
    expect(texts(after)).toHaveLength(texts(before).length - 1);
  });

  it('names a drop that drops nothing, and a region the lexicon does not know', () => {
    const problems = problemsOf(
      withDomain((d) => {
        d.drop = { goals: ['Nothing starts like this'] };
        d.questions = [
          ...((d.questions as unknown[]) ?? []),
          { text: 'Which state shelter?', known_in: ['atlantis'] },
        ];
      }),
    );
    expect(problems.join('\n')).toMatch(/drop: the parent has no goal "Nothing starts like this…"/);
    expect(problems.join('\n')).toMatch(/known_in names atlantis/);
  });
});
