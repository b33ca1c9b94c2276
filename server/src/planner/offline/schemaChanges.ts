import type { Field } from '../operations';
import type { TypeDef } from './content';
import { analyse } from './nlp';
import { singular } from './words';
import { titleCase } from './words';

/**
 * Reads a schema change typed on the Schemas page — "Add Creature and Location types",
 * "add a habitat field to Creature", "rename Location to Realm", "remove Potion",
 * "link Creature to Location as lives_in" — into changes the engine can plan.
 */
export type SchemaChange =
  | { kind: 'add'; names: string[]; fields: string[] }
  | { kind: 'add_fields'; type: string; fields: string[] }
  | { kind: 'remove'; names: string[] }
  | { kind: 'rename'; from: string; to: string }
  | { kind: 'link'; from: string; to: string; label: string };

const ART = String.raw`(?:(?:a|an|the|some|new|each|every)\s+)*`;
const TYPE_WORD = String.raw`(?:\s+(?:node\s+)?(?:types?|kinds?|entit(?:y|ies)))?`;

/** "Creatures" → "Creature"; "location" → "Location"; quotes and articles dropped. */
export function typeName(phrase: string): string | undefined {
  const words = phrase
    .replace(/["'“”‘’`]/g, '')
    .replace(new RegExp(`^${ART}`, 'i'), '')
    .replace(/\s+(?:node\s+)?(?:types?|kinds?)$/i, '')
    .trim();
  if (!/^[\p{L}\p{N}][\p{L}\p{N} -]{0,58}$/u.test(words)) return undefined;
  const tokens = analyse(words).tokens;
  const last = tokens[tokens.length - 1];
  if (!last || !['NOUN', 'PROPN'].includes(last.pos)) return undefined;
  if (tokens.some((t) => ['PRON', 'VERB', 'AUX', 'ADV', 'DET'].includes(t.pos))) return undefined;
  return titleCase(
    [...tokens.slice(0, -1).map((t) => t.text), singular(last.text)].join(' ').replace(/ - /g, '-'),
  );
}

/** "habitat, danger level and diet" → ["habitat", "danger level", "diet"]. */
const list = (text: string) =>
  text
    .split(/\s*(?:,|\band\b|&|\+)\s*/i)
    .map((s) =>
      s
        .replace(new RegExp(`^${ART}`, 'i'), '')
        .replace(/["'“”‘’`]/g, '')
        .trim(),
    )
    .filter((s) => s !== '');

/** `danger level` → `danger_level`. */
export function fieldName(text: string): string | undefined {
  const n = text
    .toLowerCase()
    .replace(/\s+(?:fields?|attributes?|properties?)$/, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return /^[a-z][a-z0-9_]{0,59}$/.test(n) ? n : undefined;
}

/** A field definition for a name, its type guessed from the name. */
export function guessField(name: string, typeNames: readonly string[]): Field {
  const ref = typeNames.find(
    (t) => t.toLowerCase().replace(/\s+/g, '_') === name.replace(/s$/, ''),
  );
  if (ref)
    return {
      name,
      type: 'reference',
      required: false,
      relation: ref,
      cardinality: name.endsWith('s') ? 'many' : 'one',
    };
  const type: Field['type'] = /(?:^|_)(?:date|deadline|due|day|birthday|start|end)s?$/.test(name)
    ? 'date'
    : /(?:^|_)(?:price|cost|budget|amount|fee|salary|revenue)$/.test(name)
      ? 'money'
      : /(?:^|_)(?:count|quantity|number|size|level|age|weight|height|length|score|rating|hours|minutes)$/.test(
            name,
          )
        ? 'number'
        : /^(?:is|has|can)_/.test(name)
          ? 'boolean'
          : /(?:^|_)(?:url|link|website|site)$/.test(name)
            ? 'url'
            : /(?:^|_)email$/.test(name)
              ? 'email'
              : /(?:^|_)(?:description|notes|summary|bio|details)$/.test(name)
                ? 'text'
                : 'string';
  return { name, type, required: false };
}

const PATTERNS: Array<[RegExp, (m: RegExpExecArray) => SchemaChange | undefined]> = [
  [
    new RegExp(
      `^(?:rename|call)\\s+${ART}(.+?)${TYPE_WORD}\\s+(?:to|as|into)\\s+${ART}(.+?)${TYPE_WORD}$`,
      'i',
    ),
    (m) => ({ kind: 'rename', from: m[1] as string, to: m[2] as string }),
  ],
  [
    new RegExp(`^(?:remove|delete|drop|get rid of)\\s+${ART}(.+?)${TYPE_WORD}$`, 'i'),
    (m) => ({ kind: 'remove', names: list(m[1] as string) }),
  ],
  [
    new RegExp(
      `^(?:add|include|give|put)\\s+${ART}(?:fields?|attributes?|properties?)\\s+(.+?)\\s+(?:to|on|for)\\s+${ART}(.+?)${TYPE_WORD}$`,
      'i',
    ),
    (m) => ({ kind: 'add_fields', type: m[2] as string, fields: list(m[1] as string) }),
  ],
  [
    new RegExp(
      `^(?:add|include|put)\\s+${ART}(.+?)\\s+(?:fields?|attributes?|properties?)\\s+(?:to|on|for)\\s+${ART}(.+?)${TYPE_WORD}$`,
      'i',
    ),
    (m) => ({ kind: 'add_fields', type: m[2] as string, fields: list(m[1] as string) }),
  ],
  [
    new RegExp(
      `^give\\s+${ART}(.+?)${TYPE_WORD}\\s+${ART}(.+?)\\s+(?:fields?|attributes?|properties?)$`,
      'i',
    ),
    (m) => ({ kind: 'add_fields', type: m[1] as string, fields: list(m[2] as string) }),
  ],
  [
    new RegExp(
      `^${ART}(.+?)${TYPE_WORD}\\s+(?:should have|needs|must have|has|gets)\\s+(.+?)(?:\\s+(?:fields?|attributes?|properties?))?$`,
      'i',
    ),
    (m) => ({ kind: 'add_fields', type: m[1] as string, fields: list(m[2] as string) }),
  ],
  [
    new RegExp(
      `^(?:link|connect|relate|join)\\s+${ART}(.+?)${TYPE_WORD}\\s+(?:to|with|and)\\s+${ART}(.+?)${TYPE_WORD}(?:\\s+(?:as|with|via|by|using|called|labelled|labeled)(?:\\s+(?:the\\s+)?(?:label|link|edge))?\\s+["'“‘]?([\\p{L}_ -]+?)["'”’]?)?$`,
      'iu',
    ),
    (m) => ({
      kind: 'link',
      from: m[1] as string,
      to: m[2] as string,
      label: (m[3] ?? 'relates_to').trim(),
    }),
  ],
  [
    new RegExp(
      `^(?:add|create|include|define|introduce|need|want|i need|we need)\\s+${ART}(?:types?\\s+(?:for|called|named)\\s+)?(.+?)${TYPE_WORD}(?:\\s+with\\s+(?:the\\s+)?(?:fields?\\s+|attributes?\\s+)?(.+))?$`,
      'i',
    ),
    (m) => ({ kind: 'add', names: list(m[1] as string), fields: m[2] ? list(m[2]) : [] }),
  ],
];

/** The changes a prompt asks for, clause by clause; empty when none is understood. */
export function readSchemaChanges(prompt: string): SchemaChange[] {
  const clauses = prompt
    .split(
      /[.;\n]+|,?\s+(?:and\s+)?then\s+|,\s+(?=(?:add|remove|delete|rename|link|connect|give)\b)/i,
    )
    .map((c) =>
      c
        .trim()
        .replace(/^(?:please|also|and)\s+/i, '')
        .replace(/[!?]+$/, ''),
    )
    .filter((c) => c !== '');
  const out: SchemaChange[] = [];
  for (const clause of clauses) {
    for (const [re, make] of PATTERNS) {
      const m = re.exec(clause);
      const change = m && make(m);
      if (change) {
        out.push(change);
        break;
      }
    }
  }
  return out;
}

/** A type for a name: the library's definition when one exists, else a plain one. */
export function typeFor(name: string, library: readonly TypeDef[]): TypeDef {
  const known = library.find((t) => t.name.toLowerCase() === name.toLowerCase());
  if (known) return { ...known, name };
  return {
    name,
    notes: `${name} nodes of this project.`,
    icon: 'circle',
    fields: [
      { name: 'name', type: 'string', required: true },
      { name: 'description', type: 'text', required: false },
    ],
  };
}
