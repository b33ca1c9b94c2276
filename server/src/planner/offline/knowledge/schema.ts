import { z } from 'zod';
import { FIELD_TYPES } from '../../operations';
import { templateProblems } from './template';

/**
 * The shape of the knowledge files (`server/knowledge/`): kinds of undertaking, the domains that
 * inherit from them, and the lexicon. Each file is checked against these schemas when the server
 * starts and in the tests; the cross-references between them (a workstream's type, a link's
 * ends, a field's relation) are checked after inheritance is resolved, in `load.ts`.
 */

/** One template string: slots and filters must be known (`template.ts`). */
const TemplateText = z
  .string()
  .trim()
  .min(1)
  .superRefine((text, ctx) => {
    for (const message of templateProblems(text)) ctx.addIssue({ code: 'custom', message });
  });

/** Lower-case words or phrases, matched against the user's goal. */
const Words = z.array(z.string().trim().min(1).toLowerCase());

/** Country codes or regions of the lexicon's `countries` (`uk`, `us`, `eu`); checked in `load.ts`. */
const Regions = z.array(z.string().regex(/^[a-z]{2,}$/)).min(1);

/**
 * `when`: kept only if the goal or its answers mention one of these words. `unless`: dropped if
 * they mention any (a vegan bakery has no butter). Words match lemmas; phrases match in order.
 * `only_in`: a country's own rules (the DVLA, RIBA stages), dropped when the goal is set
 * elsewhere; kept when it does not say where. `known_in`: kept only when the goal is known to be
 * set there (a US variant beside the British default).
 */
const Conditions = {
  when: Words.optional(),
  unless: Words.optional(),
  only_in: Regions.optional(),
  known_in: Regions.optional(),
};

/**
 * A template, or variants of it tried in order (the first whose slots are all known and whose
 * conditions hold is used): `{ text, when: [online] }` is a variant for online businesses only.
 */
export const Template = z.union([
  TemplateText,
  z.array(z.union([TemplateText, z.strictObject({ text: TemplateText, ...Conditions })])).min(1),
]);

/** Facts a question asks for. A question is not asked once its fact is known. */
export const FACTS = [
  'place',
  'budget',
  'deadline',
  'duration',
  'frequency',
  'headcount',
  'audience',
  'topic',
  'target',
  'baseline',
  'level',
] as const;
export type FactKind = (typeof FACTS)[number];

export const Question = z.strictObject({
  text: Template,
  covers: z.enum(FACTS).optional(),
  ...Conditions,
});

export const Goal = z.strictObject({
  name: Template,
  priority: z.enum(['high', 'medium', 'low']),
  ...Conditions,
});

const snake = z
  .string()
  .regex(/^[a-z][a-z0-9_]*$/, 'must be snake_case')
  .max(60);
/** A name starting with "sys" marks a system node, which the canvas hides (spec §2). */
const notSystem = (name: string) => !/^\s*sys/i.test(name);
const SYSTEM_MESSAGE = 'starts with "sys", which marks a system node the canvas hides';

const TypeName = z
  .string()
  .trim()
  .regex(/^[A-Z0-9][\p{L}\p{N} '&/-]*$/u, 'must be words in Title Case')
  .max(60)
  .refine(notSystem, SYSTEM_MESSAGE);

export const FieldDef = z
  .strictObject({
    // Keys an engine may not set (`operations/common.ts`): a plan that set them is rejected.
    name: snake.refine((n) => !['system', 'tags', 'is_prompt_helper'].includes(n), {
      message: 'is a reserved attribute (system, tags, is_prompt_helper)',
    }),
    type: z.enum(FIELD_TYPES),
    required: z.boolean().default(false),
    description: z.string().trim().min(1).max(300).optional(),
    /** number, integer, duration: what one unit is (`kg`, `minutes`, `sqm`). */
    unit: z.string().trim().min(1).max(30).optional(),
    /** money: a fixed currency; otherwise the project's (its budget's or its place's). */
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .optional(),
    /** enum: the values it takes. */
    options: z.array(z.string().trim().min(1)).min(2).optional(),
    /** reference: the type it points at, and how many. */
    relation: TypeName.optional(),
    cardinality: z.enum(['one', 'many']).optional(),
    instantiate: z.boolean().optional(),
  })
  .superRefine((f, ctx) => {
    const problem = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (f.type === 'enum' && !f.options) problem(`enum field ${f.name} needs options`);
    if (f.type !== 'enum' && f.options) problem(`only an enum field has options (${f.name})`);
    if (f.type === 'reference' && (!f.relation || !f.cardinality))
      problem(`reference field ${f.name} needs a relation and a cardinality`);
    if (f.type !== 'reference' && (f.relation || f.cardinality))
      problem(`only a reference field has a relation (${f.name})`);
    if (f.type === 'duration' && !f.unit) problem(`duration field ${f.name} needs a unit`);
    if (f.unit && !['number', 'integer', 'duration'].includes(f.type))
      problem(`only a number, integer or duration field has a unit (${f.name})`);
    if (f.currency && f.type !== 'money') problem(`only a money field has a currency (${f.name})`);
  });
export type FieldDef = z.infer<typeof FieldDef>;

export const TypeDef = z.strictObject({
  name: TypeName,
  notes: Template,
  icon: z.string().trim().min(1).max(40),
  fields: z.array(FieldDef).min(3).max(10),
  ...Conditions,
});
export type TypeDef = z.infer<typeof TypeDef>;

export const LinkDef = z.strictObject({
  label: snake,
  from: TypeName,
  to: TypeName,
  description: z.string().trim().min(1),
});

/** A link from an item to an item of another workstream: `[label, item name]`. */
const ItemLink = z.tuple([snake, z.string().trim().min(1)]);

export const Item = z.strictObject({
  name: Template,
  attributes: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
  links: z.array(ItemLink).optional(),
  ...Conditions,
});

export const Workstream = z.strictObject({
  name: z.string().trim().min(1).max(60).refine(notSystem, SYSTEM_MESSAGE),
  type: TypeName,
  /** Words that, in a later prompt, point to this workstream. */
  keywords: Words.min(1),
  summary: Template,
  items: z.array(Item).min(3),
  ...Conditions,
});

export const Observation = z.union([Template, z.strictObject({ text: Template, ...Conditions })]);

/** The content sections a kind has and a domain may give (what it does not give, it inherits). */
const Content = {
  /** The Project Management "type": `Restaurant`, `Certification`. */
  project_type: z.string().trim().min(1).max(60),
  /** The subject when the goal names none more exact: `restaurant`, `licence`. */
  noun: z.string().trim().min(1),
  /** The project name: 2–5 words a person would choose. */
  name: Template,
  description: Template,
  questions: z.array(Question),
  goals: z.array(Goal),
  types: z.array(TypeDef),
  links: z.array(LinkDef),
  workstreams: z.array(Workstream),
  observations: z.array(Observation),
};

export const Kind = z.strictObject({
  key: z.string().regex(/^[a-z][a-z0-9-]*$/),
  /** One line: what undertakings of this kind are. */
  summary: z.string().trim().min(1),
  /** How a goal shows its kind when no domain names it. */
  cues: z.strictObject({
    /** Lead verbs: `open`, `launch`. */
    verbs: Words,
    /** Nouns and phrases of the subject: `shop`, `salon`, `restaurant`. */
    nouns: Words,
    /** Words that rule the kind out whatever else the goal says (`child` for acquisition). */
    not: Words.optional(),
    /** Only the kind's own verbs tell it: a house or a dog is an acquisition only when bought or adopted. */
    needs_verb: z.boolean().optional(),
    /** A place in the goal supports the kind when its verb leads ("move to Japan"). */
    place: z.boolean().optional(),
    /** Whom a head count counts that points to the kind: `participants`, `guests` for events. */
    counts: Words.optional(),
    /** A route between systems ("from Sage to Xero") points to the kind, or one between places. */
    route: z.enum(['systems', 'places']).optional(),
  }),
  ...Content,
  questions: Content.questions.min(6),
  goals: Content.goals.min(4),
  types: Content.types.min(3),
  workstreams: Content.workstreams.min(3),
  observations: Content.observations.min(3),
});
export type Kind = z.infer<typeof Kind>;

export const Domain = z.strictObject({
  key: z.string().regex(/^[a-z][a-z0-9-]*$/),
  kind: z.string(),
  /** A domain of the same kind whose content this one starts from (`ramen-shop` extends `restaurant`). */
  extends: z.string().optional(),
  match: z.strictObject({
    /** Words or phrases that clearly name this domain; one must occur in the goal. */
    names: Words.min(1),
    /** Words that rule this domain out even when a name occurs. */
    not: Words.optional(),
    /**
     * Nouns that choose this domain, when no domain's name occurs, if one is the head of the
     * goal's subject and the goal is of this domain's kind: "a sleep clinic" is a clinic.
     */
    heads: Words.optional(),
    /** Chosen for a goal of its kind whose route crosses a border ("from Toronto to Lisbon"). */
    abroad: z.boolean().optional(),
    /** One-word names that count only as a noun of their own, not before another noun ("Korean" names the language, "Korean snack box" does not). */
    alone: Words.optional(),
  }),
  /** Words that mark this domain's content: another domain's plan must not contain them. */
  signature: Words.optional(),
  /** Types of the parent (kind or extended domain) to keep beside the domain's own. */
  inherit_types: z.array(TypeName).optional(),
  /** Workstreams of the parent to keep beside the domain's own, by name. */
  inherit_workstreams: z.array(z.string()).optional(),
  /**
   * The parent's questions, goals and observations that do not hold for this domain, each by the
   * first words of its text: a queen-rearing business drops "Have you kept bees before?".
   */
  drop: z
    .strictObject({
      questions: z.array(z.string().trim().min(3)).optional(),
      goals: z.array(z.string().trim().min(3)).optional(),
      observations: z.array(z.string().trim().min(3)).optional(),
    })
    .optional(),
  project_type: Content.project_type.optional(),
  noun: Content.noun,
  name: Content.name.optional(),
  description: Content.description.optional(),
  questions: Content.questions.optional(),
  goals: Content.goals.optional(),
  types: Content.types.optional(),
  links: Content.links.optional(),
  workstreams: Content.workstreams.optional(),
  observations: Content.observations.optional(),
});
export type Domain = z.infer<typeof Domain>;

/** Words and spellings the brief reader needs, kept as data. */
export const Lexicon = z.strictObject({
  /** Spellings of acronyms and brand-cased words: `soc: SOC`, `ios: iOS`. */
  acronyms: z.record(z.string(), z.string()),
  /** Words a title drops from the front of a subject: `small`, `new`. */
  size_words: Words,
  /** Nouns that name an organisation a goal is for: `clinic`, `company`, `hospital`. */
  organisations: Words,
  /** Currency symbols and words → ISO code. */
  currencies: z.record(z.string(), z.string().regex(/^[A-Z]{3}$/)),
  /**
   * Countries by a short code (`uk`, `pt`): their currency (for money fields when no budget names
   * one), the regions they belong to (`eu`) and the names of their places, to tell where a goal
   * is set.
   */
  countries: z.record(
    z.string().regex(/^[a-z]{2}$/),
    z.strictObject({
      currency: z.string().regex(/^[A-Z]{3}$/),
      groups: z.array(z.string().regex(/^[a-z]{2,}$/)).optional(),
      places: Words.min(1),
      /**
       * Names of this country's own bodies and rules (`HMRC`, `DVLA`, `401(k)`): a plan for a
       * goal set in another country must not show them (the evaluation checks it).
       */
      own: Words.optional(),
    }),
  ),
  /**
   * Where the things a brief says it needs go ("We need a venue, insurance and chip timing"):
   * a workstream of this type, unless the profile has a type of the same name to hold them.
   */
  requirements: z.strictObject({
    stream: z.strictObject({
      name: z.string().trim().min(1).max(60),
      summary: Template,
      keywords: Words.min(1),
    }),
    type: TypeDef,
  }),
  /**
   * The country of every city of 15,000 people or more, by lower-case name, from
   * `gazetteer.json` (written by `scripts/gazetteer.ts` from GeoNames): where a place the
   * countries' own lists do not name is (`Nakuru` is in Kenya).
   */
  // Checked entry by entry by the loader: 23,000 entries through zod take 0.4 s at start-up.
  gazetteer: z
    .custom<Record<string, string>>((v) => typeof v === 'object' && v !== null && !Array.isArray(v))
    .default({}),
  /** Common words of other languages, to tell a goal's language: `es: [el, la, de, …]`. */
  languages: z.record(z.string(), z.strictObject({ name: z.string(), words: Words.min(10) })),
});
export type Lexicon = z.infer<typeof Lexicon>;
