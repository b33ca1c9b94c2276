import { LABELS, nodeTypeId } from '@trellis/core';
import type { ContextTask, ProjectContext } from '../context';
import type { Draft, Engine, Plan, TaskAction } from '../engine';
import { nameKey, shownName } from '../text';
import { composeTypes } from './compose';
import type { QuestionDef, TypeDef } from './content';
import type { FactKind } from './knowledge/schema';
import { knowledge } from './knowledge/load';
import { mentions } from './brief/brief';
import { parseBrief } from './brief/parse';
import { knows, nearDuplicate } from './compose';
import { PlanWriter } from './planWriter';
import { readSchemaChanges, typeFor, typeName, fieldName, guessField } from './schemaChanges';
import { type Understanding, originalPrompt, understand, understandPrompt } from './understand';
import { breakDown, factWork, factWorkName } from './work';
import { capitalise, escapeRe, secondPerson } from './words';

/** How many questions a new project is asked (the spec wants 3–6). */
const DRAFT_QUESTIONS = 5;
/** How many workstreams the first run maps. */
const FIRST_WORKSTREAMS = 3;

const FACT_LABEL: Partial<Record<string, string>> = {
  budget: 'Budget',
  deadline: 'Deadline',
  duration: 'Time frame',
  frequency: 'Frequency',
  place: 'Location',
  audience: 'Audience',
  headcount: 'People',
};

/** The user's words could not be read as a change (define_types with a prompt). */
export class PromptNotUnderstoodError extends Error {}

/** Questions not yet asked whose fact is not known: the profile's first, then general ones. */
function freshQuestions(
  u: Understanding,
  ctx: ProjectContext,
  extra: QuestionDef[] = [],
): string[] {
  const asked = new Set(ctx.questions.map((q) => nameKey(q.name)));
  const covered = new Set<FactKind>();
  const pool = [...extra, ...u.content.questions, ...(u.general?.questions ?? [])];
  const out: string[] = [];
  for (const q of pool) {
    const key = nameKey(q.text);
    if (asked.has(key) || knows(u.brief, q.covers)) continue;
    if (q.covers && covered.has(q.covers)) continue;
    asked.add(key);
    if (q.covers) covered.add(q.covers);
    out.push(q.text);
  }
  return out;
}

/** The profile's types plus those the facts call for (a budget, a deadline) when it has none. */
function schemaFor(u: Understanding): TypeDef[] {
  const types = [...u.content.types];
  const budget = u.brief.constraints.filter((c) => c.kind === 'budget').pop();
  const deadline = u.brief.constraints.filter((c) => c.kind === 'deadline').pop();
  if (budget && !types.some((x) => /budget|cost|expense/i.test(x.name))) {
    types.push({
      name: 'Budget Item',
      notes: `A cost line of the ${budget.value} budget.`,
      icon: 'wallet',
      fields: [
        { name: 'name', type: 'string', required: true },
        {
          name: 'amount',
          type: 'money',
          required: true,
          description: `Part of the ${budget.value} budget`,
          ...(budget.currency ? { currency: budget.currency } : {}),
        },
        {
          name: 'timing',
          type: 'enum',
          required: false,
          options: ['one-off', 'monthly', 'yearly'],
        },
        { name: 'paid', type: 'boolean', required: false },
      ],
    });
  }
  if (deadline && !types.some((x) => /milestone|phase|deadline/i.test(x.name))) {
    types.push({
      name: 'Milestone',
      notes: `A step on the way, everything done by ${deadline.value}.`,
      icon: 'flag',
      fields: [
        { name: 'name', type: 'string', required: true },
        {
          name: 'due_date',
          type: 'date',
          required: true,
          description: `On or before ${deadline.value}`,
        },
        {
          name: 'status',
          type: 'enum',
          required: false,
          options: ['planned', 'in progress', 'done'],
        },
      ],
    });
  }
  return types;
}

/** Every type the engine knows, for define_types prompts naming one ("add a Supplier type"). */
function typeLibrary(u: Understanding): TypeDef[] {
  const k = knowledge();
  const others = [...k.domains.values(), ...k.kindProfiles.values()].flatMap((profile) =>
    composeTypes(u.brief, profile, k.lexicon),
  );
  return [...schemaFor(u), ...others];
}

/** The offline engine: deterministic, no network; knowledge files read through a brief of the goal. */
export function createOfflineEngine(): Engine {
  // Loaded and checked once, at start-up: a broken knowledge file stops the server here, with
  // every problem listed, rather than failing a user's first request.
  knowledge();
  const plan = (w: PlanWriter, summary: string): Plan => ({ operations: w.ops, summary });

  function goalsPlan(ctx: ProjectContext, max = 6): Plan {
    const u = understand(ctx);
    const w = new PlanWriter(ctx);
    // The profile's goals, those that carry what the user told us (a budget, a date) first;
    // the general kind's only when the profile's are used up. A goal that says what one of
    // the project's goals says already is not added again.
    const t = u.brief.target;
    const facts = [
      ...u.brief.constraints
        .filter((c) => ['deadline', 'duration', 'budget', 'headcount'].includes(c.kind))
        .map((c) => c.value),
      ...(t ? [t.change, t.target ?? ''].filter((x) => x !== '') : []),
    ];
    // A fact as a whole: a target of "5" is not carried by "15–20 data points".
    const carries = (name: string) =>
      facts.some(
        (f) =>
          f && new RegExp(`(?<![\\p{L}\\p{N}])${escapeRe(f)}(?![\\p{L}\\p{N}])`, 'u').test(name),
      )
        ? 1
        : 0;
    const own = [...u.content.goals].sort((a, b) => carries(b.name) - carries(a.name));
    const candidates = [...own, ...(u.general?.goals ?? [])];
    const have = ctx.goals.map((g) => g.name);
    let made = 0;
    for (const g of candidates) {
      if (made >= max) break;
      if (w.find(LABELS.goal, g.name) || have.some((x) => nearDuplicate(x, g.name))) continue;
      w.node(LABELS.goal, g.name, ctx.groups.goals, { priority: g.priority });
      have.push(g.name);
      made++;
    }
    return plan(w, `${made} goals`);
  }

  function schemaPlan(ctx: ProjectContext): Plan {
    const u = understand(ctx);
    const w = new PlanWriter(ctx);
    const types = schemaFor(u);
    let made = 0;
    for (const t of types) if (w.type(t)) made++;
    const names = new Set(types.map((t) => t.name));
    for (const l of u.content.links)
      if (names.has(l.from) && names.has(l.to)) w.linkType(l.label, l.from, l.to, l.description);
    return plan(
      w,
      made > 0 ? `${made} node types for the ${u.noun}` : 'The schema is already defined',
    );
  }

  function schemaChangePlan(ctx: ProjectContext, prompt: string): Plan {
    const u = understand(ctx);
    const w = new PlanWriter(ctx);
    const library = typeLibrary(u);
    const existing = (name: string) =>
      ctx.nodeTypes.find((t) => nodeTypeId(t.name) === nodeTypeId(name));
    const typeNames = ctx.nodeTypes.map((t) => t.name);
    const fieldNames = (names: string[]) =>
      names.map(fieldName).filter((f): f is string => f !== undefined);
    /** The type with these fields added to its own (those it has are kept as they are). */
    const withFields = (base: TypeDef, names: string[]): TypeDef => ({
      ...base,
      fields: [
        ...base.fields,
        ...names
          .filter((f, i) => !base.fields.some((x) => x.name === f) && names.indexOf(f) === i)
          .map((f) => guessField(f, typeNames)),
      ],
    });
    const done: string[] = [];
    const addFields = (name: string, fields: string[]) => {
      const t = existing(name);
      const base: TypeDef = t
        ? { name: t.name, notes: t.notes, icon: 'circle', fields: t.fields as TypeDef['fields'] }
        : typeFor(name, library);
      w.type(withFields(base, fields), true);
      done.push(`gave ${base.name} ${fields.join(', ')}`);
    };
    for (const change of readSchemaChanges(prompt)) {
      switch (change.kind) {
        case 'add':
          for (const raw of change.names) {
            const name = typeName(raw);
            const extra = fieldNames(change.fields);
            if (!name) continue;
            if (!existing(name)) {
              w.type(withFields(typeFor(name, library), extra));
              done.push(`added ${name}`);
            } else if (extra.length > 0) {
              addFields(name, extra);
            }
          }
          break;
        case 'add_fields': {
          const name = typeName(change.type);
          const fields = fieldNames(change.fields);
          if (name && fields.length > 0) addFields(name, fields);
          break;
        }
        case 'remove':
          for (const raw of change.names) {
            const t = existing(typeName(raw) ?? raw);
            if (t && !t.is_default) {
              w.push({ op: 'delete_node', id: t.id });
              done.push(`removed ${t.name}`);
            }
          }
          break;
        case 'rename': {
          const from = existing(typeName(change.from) ?? change.from);
          const to = typeName(change.to);
          if (from && to && !existing(to)) {
            w.type({
              name: to,
              notes: from.notes || `${to} nodes of this project.`,
              icon: 'circle',
              fields: from.fields as TypeDef['fields'],
            });
            w.push({ op: 'merge', from: from.id, into: nodeTypeId(to) });
            done.push(`renamed ${from.name} to ${to}`);
          }
          break;
        }
        case 'link': {
          const from = typeName(change.from);
          const to = typeName(change.to);
          const label = change.label
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, '_')
            .replace(/^_|_$/g, '');
          if (from && to && label) {
            for (const n of [from, to])
              if (!existing(n) && !w.hasType(n)) w.type(typeFor(n, library));
            w.linkType(label, from, to, `${from} ${label.replace(/_/g, ' ')} ${to}`);
            done.push(`linked ${from} to ${to}`);
          }
          break;
        }
      }
    }
    if (w.ops.length === 0) {
      throw new PromptNotUnderstoodError(
        'The schema change was not understood. Try "Add Creature and Location types", ' +
          '"Add a habitat field to Creature", "Rename Location to Realm", "Remove Potion" ' +
          'or "Link Creature to Location as lives_in".',
      );
    }
    return plan(w, capitalise(done.join(', ')) || 'Schema adjusted');
  }

  function questionsPlan(ctx: ProjectContext, count: number, about?: string): Plan {
    const u = understand(ctx);
    const w = new PlanWriter(ctx);
    const extra: QuestionDef[] = [];
    // A request with a verb ("find suppliers for flour") gets questions about itself first.
    const r = about === undefined ? undefined : parseBrief(about, [], knowledge().lexicon);
    if (r?.verb && r.action.includes(' ')) {
      const doing = secondPerson(r.action.charAt(0).toLowerCase() + r.action.slice(1));
      extra.push({ text: `What matters most to you in how you ${doing}?` });
      extra.push({ text: `By when do you need to ${doing}?`, covers: 'deadline' });
    }
    const fresh = freshQuestions(u, ctx, extra).slice(0, count);
    for (const q of fresh) w.node(LABELS.question, q, ctx.groups.questions);
    return plan(w, fresh.length > 0 ? `${fresh.length} questions` : 'No new question to ask');
  }

  function observationsPlan(ctx: ProjectContext): Plan {
    const u = understand(ctx);
    const w = new PlanWriter(ctx);
    const seen = ctx.observations.map((o) => o.name.toLowerCase());
    let made = 0;
    for (const f of u.answered) {
      const label = FACT_LABEL[f.kind];
      if (!label) continue;
      const text = `${label}: ${f.value}, from your answer to "${f.question}"`;
      if (seen.some((o) => o.startsWith(`${label.toLowerCase()}: ${f.value.toLowerCase()}`)))
        continue;
      if (!w.find(LABELS.observation, text)) {
        w.node(LABELS.observation, text, ctx.groups.observations, { text, source: 'answer' });
        made++;
      }
    }
    for (const o of u.content.observations.slice(0, 5)) {
      if (w.find(LABELS.observation, o)) continue;
      w.node(LABELS.observation, o, ctx.groups.observations, { text: o, source: 'engine' });
      made++;
    }
    return plan(w, `${made} observations`);
  }

  function domainPlan(ctx: ProjectContext, workstream: string): Plan {
    const u = understand(ctx);
    const w = new PlanWriter(ctx);
    const streams = u.content.workstreams;
    const ws = streams.find((s) => nameKey(s.name) === nameKey(workstream)) ?? streams[0];
    if (!ws) return plan(w, 'Nothing to map');
    const def = u.content.types.find((t) => t.name === ws.type);
    if (def) w.type(def);
    const group = w.node('node group', ws.name, ctx.projectId, {
      child_vertex_type: ws.type,
      instructions: ws.summary,
    });
    for (const item of ws.items) w.node(ws.type, item.name, group.id, item.attributes);
    // Links between items, wherever both ends now exist: this stream's and earlier ones'.
    for (const s of streams) {
      for (const item of s.items) {
        const from = w.find(s.type, item.name);
        for (const [label, target] of item.links ?? []) {
          const to = streams.find((x) => x.items.some((i) => i.name === target));
          const toId = to && w.find(to.type, target);
          if (from && toId) w.link(from, toId, label);
        }
      }
    }
    return plan(w, `${ws.name}: ${ws.items.length} ${ws.type} nodes`);
  }

  function workPlan(ctx: ProjectContext, request: string): Plan {
    const u = understand(ctx);
    const w = new PlanWriter(ctx);
    const r = parseBrief(request, [], knowledge().lexicon);
    const fact = /^(budget|deadline): (.+)$/.exec(request);
    const work = fact
      ? factWork(fact[1] as 'budget' | 'deadline', fact[2] as string, u.noun)
      : breakDown(r.action, r.verb);
    const attrs: Record<string, unknown> = { status: 'open', request };
    const deadline = u.brief.constraints.filter((c) => c.kind === 'deadline').pop();
    const budget = u.brief.constraints.filter((c) => c.kind === 'budget').pop();
    if (deadline) attrs.due = deadline.value;
    if (budget && /budget|cost|spend|price|money/i.test(request)) attrs.budget = budget.value;
    const item = w.node(LABELS.task, work.name, ctx.projectId, attrs);
    work.steps.forEach((step, i) =>
      w.node(LABELS.task, step, item.id, { status: 'open', step: i + 1 }),
    );
    // Tie the work to the areas of the project it is about.
    for (const ws of u.content.workstreams) {
      const group = w.find('node group', ws.name);
      if (group && ws.keywords.some((k) => mentions(r, k))) w.link(item.id, group, 'relates_to');
    }
    return plan(w, `${work.name}: ${work.steps.length} steps`);
  }

  /** The first run after drafting: schema, the main areas, goals, what is known. */
  function kickoff(ctx: ProjectContext, u: Understanding, w: PlanWriter) {
    const s = u.noun;
    if (ctx.nodeTypes.every((t) => t.is_default))
      w.task(`Define the ${s} schema`, 'define_types', 'Node types and link types for this domain');
    const built = new Set(
      ctx.nodes.filter((n) => n.label === 'node group').map((n) => nameKey(n.name)),
    );
    // What the brief asked for is mapped beside the profile's first workstreams, not instead.
    const unmapped = u.content.workstreams.filter((ws) => !built.has(nameKey(ws.name)));
    unmapped
      .slice(0, FIRST_WORKSTREAMS + (unmapped[0]?.fromBrief ? 1 : 0))
      .forEach((ws) =>
        w.task(`Map ${ws.name.toLowerCase()} for the ${s}`, 'build_domain', ws.name),
      );
    if (ctx.goals.length === 0) w.task(`Set goals for the ${s}`, 'generate_goals');
    if (ctx.observations.length === 0)
      w.task(`Note what matters for the ${s}`, 'record_observations');
  }

  /** Tasks for what the answers changed: a goal and an observation per new fact. */
  function followAnswers(ctx: ProjectContext, u: Understanding, w: PlanWriter) {
    const facts = u.answered.filter((f) => f.kind === 'budget' || f.kind === 'deadline');
    const what = (f: (typeof facts)[number]) =>
      f.kind === 'budget' ? `the ${f.value} budget` : `the ${f.value} deadline`;
    const inGoals = facts.filter((f) => !ctx.goals.some((g) => g.name.includes(f.value)));
    if (inGoals.length > 0) {
      const list = inGoals.map(what).join(' and ');
      w.task(`Bring goals in line with ${list}`, 'generate_goals', list);
    }
    const noted = facts.filter((f) => !ctx.observations.some((o) => o.name.includes(f.value)));
    if (noted.length > 0) w.task(`Record ${noted.map(what).join(' and ')}`, 'record_observations');
    // Work items for the facts, once: a plan for the money and one for the dates.
    const planned = (name: string) =>
      ctx.tasks.some((t) => nameKey(t.name) === nameKey(name)) ||
      ctx.nodes.some((n) => nameKey(n.name) === nameKey(name));
    for (const f of facts) {
      const name = factWorkName(f.kind as 'budget' | 'deadline', f.value);
      if (!planned(name)) w.task(name, 'plan_work', `${f.kind}: ${f.value}`);
    }
  }

  return {
    name: 'offline',
    model: 'knowledge files + wink-nlp',

    async draft(prompt, target): Promise<Draft> {
      const u = understandPrompt(prompt);
      const w = new PlanWriter(target);
      const c = u.content;
      let name = shownName(c.name);
      if (!c.notice && nameKey(name) === nameKey(prompt)) name = `${name} Project`;
      w.push({
        op: 'set_attributes',
        id: target.projectId,
        attributes: { archetype: c.key, kind: c.kind },
      });
      const questions = freshQuestions(u, target).slice(0, DRAFT_QUESTIONS);
      for (const q of questions) w.node(LABELS.question, q, target.groups.questions);
      return {
        name,
        project_type: c.projectType,
        description: c.description,
        ...(c.notice ? { notice: c.notice } : {}),
        operations: w.ops,
        summary: `${questions.length} questions`,
      };
    },

    async planTasks(ctx, prompt) {
      const u = understand(ctx);
      const w = new PlanWriter(ctx);
      const first = nameKey(prompt) === nameKey(originalPrompt(ctx));
      if (first || ctx.nodes.every((n) => n.label !== 'node group')) kickoff(ctx, u, w);
      followAnswers(ctx, u, w);
      if (!first) {
        const r = parseBrief(prompt, [], knowledge().lexicon);
        const built = new Set(
          ctx.nodes.filter((n) => n.label === 'node group').map((n) => nameKey(n.name)),
        );
        for (const ws of u.content.workstreams) {
          if (!built.has(nameKey(ws.name)) && ws.keywords.some((k) => mentions(r, k)))
            w.task(`Map ${ws.name.toLowerCase()} for the ${u.noun}`, 'build_domain', ws.name);
        }
        w.task(capitalise(r.action), 'plan_work', prompt);
        w.task(`Ask what is unclear about: ${r.action}`, 'ask_questions', prompt);
      }
      if (w.ops.length === 0)
        w.task(
          `Take the next step on the ${u.noun}`,
          'plan_work',
          `take the next step on the ${u.noun}`,
        );
      return plan(w, `${w.ops.length} system tasks`);
    },

    async executeTask(ctx, task: ContextTask) {
      switch (task.action as TaskAction | null) {
        case 'define_types':
          return schemaPlan(ctx);
        case 'generate_goals':
          return goalsPlan(ctx, 4);
        case 'ask_questions':
          return questionsPlan(ctx, 2, task.detail || undefined);
        case 'record_observations':
          return observationsPlan(ctx);
        case 'build_domain':
          return domainPlan(ctx, task.detail || task.name);
        case 'plan_work':
          return workPlan(ctx, task.detail || task.name);
        default:
          return workPlan(ctx, task.name);
      }
    },

    async generateGoals(ctx) {
      return goalsPlan(ctx);
    },

    async defineTypes(ctx, prompt) {
      return prompt === undefined ? schemaPlan(ctx) : schemaChangePlan(ctx, prompt);
    },

    async askQuestion(ctx) {
      return questionsPlan(ctx, 1);
    },
  };
}
