import { readFileSync } from 'node:fs';
import { createOfflineEngine } from '../src/planner/offline/engine';
import { loadKnowledgeLeniently } from '../src/planner/offline/knowledge/load';
import { simulate } from './simulate';

/** Writes a line to standard output (the report is the command's output). */
const print = (line = '') => process.stdout.write(`${line}\n`);

/**
 * `npm run plan -w server -- "open a ramen shop in Osaka"`: prints the plan the offline engine
 * makes for a goal (draft, then the system tasks flow), as a user would read it.
 * `npm run plan -w server -- --file goals.txt` prints one plan per line of the file (for a
 * reviewer reading many goals).
 */
const args = process.argv.slice(2);
const goals =
  args[0] === '--file' && args[1]
    ? readFileSync(args[1], 'utf8')
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean)
    : [args.join(' ').trim()].filter(Boolean);
if (goals.length === 0) {
  console.error('Usage: npm run plan -w server -- "<goal>" | --file <one goal per line>');
  process.exit(2);
}
const { skipped } = loadKnowledgeLeniently();
if (skipped.length > 0)
  console.error(
    `Left out, with problems (npm run knowledge lists them):\n  ${skipped.join('\n  ')}\n`,
  );
for (const [i, goal] of goals.entries()) {
  if (goals.length > 1) print(`\n## ${i + 1}. ${goal}\n`);
  print(await render(goal));
}

async function render(goal: string): Promise<string> {
  const o = await simulate(createOfflineEngine(), goal);
  const out = [
    `# ${o.name}  (${o.projectType}; profile ${o.profile})`,
    o.description,
    ...(o.notice ? [`Notice: ${o.notice}`] : []),
    '',
    'Questions:',
    ...o.questions.map((q) => `  - ${q}`),
    'Goals:',
    ...o.goals.map((g) => `  - [${g.priority}] ${g.name}`),
    'Types:',
    ...o.types.map(
      (t) =>
        `  - ${t.name}: ${t.fields
          .map((f) => {
            const extra = [
              f.unit,
              f.currency,
              f.options?.join('|'),
              f.relation && `→ ${f.relation} (${f.cardinality})`,
            ].filter(Boolean);
            return `${f.name}:${f.type}${extra.length ? `(${extra.join(' ')})` : ''}`;
          })
          .join(', ')}`,
    ),
    'Link types:',
    ...o.links.map((l) => `  - ${l}`),
    'Workstreams:',
    ...o.groups.map(
      (g) =>
        `  - ${g}: ${o.items
          .filter((i) => i.group === g)
          .map((i) => i.name)
          .join('; ')}`,
    ),
    'Observations:',
    ...o.observations.map((x) => `  - ${x}`),
    'System tasks:',
    ...o.tasks.map((t) => `  - ${t}`),
    ...(o.refused.length ? ['REFUSED by the server:', ...o.refused.map((r) => `  ! ${r}`)] : []),
  ];
  return out.join('\n');
}
