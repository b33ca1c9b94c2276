import { KnowledgeError, loadKnowledge } from './load';

/** Writes a line to standard output (the report is the command's output). */
const print = (line = '') => process.stdout.write(`${line}\n`);

/**
 * `npm run knowledge -w server`: loads and checks the knowledge files, then lists what they hold
 * (or every problem found, exit 1). For authors of the data files.
 */
try {
  const k = loadKnowledge();
  const byKind = new Map<string, string[]>();
  for (const d of k.domains.values()) byKind.set(d.kind, [...(byKind.get(d.kind) ?? []), d.key]);
  print(`${k.kinds.size} kinds, ${k.domains.size} domains: all checks passed`);
  for (const kind of k.kinds.keys())
    print(`  ${kind}: ${(byKind.get(kind) ?? []).join(', ') || '(no domains yet)'}`);
} catch (err) {
  if (!(err instanceof KnowledgeError)) throw err;
  console.error(err.message);
  process.exitCode = 1;
}
