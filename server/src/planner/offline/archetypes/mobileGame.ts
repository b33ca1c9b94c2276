import type { Archetype, GoalDef, QuestionDef, Terms, Workstream } from '../archetype';
import { subjectTitle } from '../phrases';
import { bare, by, titleCase, wordCount } from '../words';
import { linksTo } from './links';

const ACRONYMS: Record<string, string> = {
  ios: 'iOS',
  pc: 'PC',
  rpg: 'RPG',
  mmo: 'MMO',
  vr: 'VR',
  ar: 'AR',
  '2d': '2D',
  '3d': '3D',
};

/** Words a title drops from the front of the subject: `my first simple game` → `Game`. */
const SIZE_WORDS = ['small', 'little', 'tiny', 'new', 'first', 'simple'];

/**
 * A plural noun made singular for use as a modifier (`dragons` → `dragon`), the word itself when
 * it is not plural, or undefined when the plural is irregular enough to get wrong.
 */
function singular(word: string): string | undefined {
  const lower = word.toLowerCase();
  if (/[A-Z]/.test(word.charAt(0)) || lower.length <= 3) return word;
  if (/(ss|us|is|ics|ews)$/.test(lower) || !lower.endsWith('s')) return word;
  if (/(ies|ches|shes|xes|zes|oes|sses|ves)$/.test(lower)) return undefined;
  return word.slice(0, -1);
}

export const mobileGame: Archetype = {
  key: 'mobile-game',
  projectType: 'Game development',
  keywords: [
    'game',
    'video game',
    'mobile game',
    'indie game',
    'gamedev',
    'game jam',
    'unity',
    'godot',
    'unreal',
    'steam',
    'ios game',
    'android game',
    'platformer',
    'roguelike',
    'rpg',
    'puzzle game',
    'multiplayer',
    'level',
    'player',
  ],
  subject: 'game',

  name(t: Terms): string {
    const core = subjectTitle(t.subject, 'Game', { drop: SIZE_WORDS, acronyms: ACRONYMS });
    const topic = t.topic?.trim() ?? '';
    const words = topic.split(/\s+/).filter(Boolean);
    if (topic !== '' && !t.subject.toLowerCase().includes(topic.toLowerCase())) {
      const last = words[words.length - 1] ?? '';
      const one = words.length <= 2 ? singular(last) : undefined;
      if (one !== undefined) {
        const modifier = titleCase([...words.slice(0, -1), one].join(' '), ACRONYMS);
        const head = core.replace(/^(Indie|Casual|Simple) (?=\S)/, '');
        if (wordCount(`${modifier} ${head}`) <= 5) return `${modifier} ${head}`;
      }
      const about = `${core} About ${titleCase(topic, ACRONYMS)}`;
      if (wordCount(about) <= 5) return about;
    }
    const audience = t.audience?.trim() ?? '';
    if (audience !== '' && wordCount(`${core} for ${audience}`) <= 5) {
      return `${core} for ${titleCase(audience, ACRONYMS)}`;
    }
    return `${core} Production Plan`;
  },

  description(t: Terms): string {
    const about =
      t.topic && !t.subject.toLowerCase().includes(t.topic.toLowerCase())
        ? ` about ${t.topic}`
        : '';
    const forWhom = t.audience ? ` for ${t.audience}` : '';
    const when = t.deadline ? `, aiming for release ${by(t.deadline)}` : '';
    return (
      `Making the ${bare(t.subject, 'game')}${about}${forWhom}${when}: core mechanics, levels, ` +
      'characters, art and audio, playtests and store release.'
    );
  },

  questions(t: Terms): QuestionDef[] {
    const yours = `your ${bare(t.subject, 'game')}`;
    return [
      { text: `What is ${yours} about: its theme, setting or story?`, covers: 'topic' },
      {
        text: 'Which genre and core mechanic do you have in mind, for example puzzle, platformer, idle, strategy or roguelike?',
      },
      {
        text: 'Which platforms are you targeting first: iOS, Android, PC through Steam, consoles or the web?',
      },
      {
        text: 'Who is it for: casual players on a commute, dedicated core gamers, children, or another group?',
        covers: 'audience',
      },
      {
        text: 'How many people are working on it, and who covers programming, art, sound and design?',
        covers: 'people',
      },
      {
        text: 'Which engine will you use (Unity, Godot, Unreal or your own), and how experienced are you with it?',
      },
      {
        text: 'When do you want to release it, or to have a first playable build?',
        covers: 'deadline',
      },
      {
        text: 'What budget do you have for art, sound, tools, store fees and marketing?',
        covers: 'budget',
      },
      {
        text: 'How will it make money: a one-off price, ads, in-app purchases, or not at all?',
      },
      {
        text: 'How long should a typical play session last, and how many hours of content are you aiming for?',
      },
      {
        text: 'Is it single-player only, or does it need online features such as multiplayer, leaderboards or cloud saves?',
      },
      {
        text: 'Will you make the art and music yourself, commission them, or use asset packs?',
      },
    ];
  },

  goals(t: Terms): GoalDef[] {
    const noun = bare(t.subject, 'game');
    return [
      {
        name: t.deadline
          ? `Release the ${noun} ${by(t.deadline)}`
          : `Release version 1.0 of the ${noun} on its first store`,
        priority: 'high',
      },
      {
        name: 'Build a playable prototype of the core loop within four weeks',
        priority: 'high',
      },
      {
        name: 'Reach a vertical slice with one level at final art, sound and polish',
        priority: 'high',
      },
      {
        name: t.budget
          ? `Keep development and launch costs within ${t.budget}`
          : 'Set a budget covering tools, assets, store fees and marketing',
        priority: 'medium',
      },
      {
        name: t.audience
          ? `Run playtests with at least 20 players from the target audience of ${t.audience} before launch`
          : 'Run playtests with at least 20 players from outside the team before launch',
        priority: 'medium',
      },
      { name: 'Keep the crash-free session rate above 99% at launch', priority: 'medium' },
      {
        name: 'Gather 1,000 wishlists or pre-registrations before release day',
        priority: 'medium',
      },
      { name: 'Reach day-one retention of 35% or more in a soft launch', priority: 'low' },
    ];
  },

  types: [
    {
      name: 'Mechanic',
      notes:
        'A rule or system players interact with: controls, the core loop, progression, scoring.',
      icon: 'gamepad-2',
      fields: [
        { name: 'name', type: 'string', required: true },
        { name: 'description', type: 'text', required: false },
        {
          name: 'priority',
          type: 'enum',
          required: false,
          description: 'must, should, could',
        },
        {
          name: 'prototype_status',
          type: 'enum',
          required: false,
          description: 'to prototype, prototyped, tuned, final',
        },
        {
          name: 'playtest_score',
          type: 'number',
          required: false,
          description: 'Average playtester rating out of 5.',
        },
      ],
    },
    {
      name: 'Level',
      notes: 'A level, stage, world or mode, in the order players meet it.',
      icon: 'map',
      fields: [
        { name: 'name', type: 'string', required: true },
        { name: 'order', type: 'integer', required: false },
        { name: 'theme', type: 'string', required: false },
        {
          name: 'target_minutes',
          type: 'number',
          required: false,
          description: 'How long a first play-through should take.',
        },
        {
          name: 'mechanics',
          type: 'reference',
          required: false,
          relation: 'Mechanic',
          cardinality: 'many',
          description: 'The mechanics this level introduces.',
        },
      ],
    },
    {
      name: 'Character',
      notes: 'The player character, an enemy, a boss or a non-player character.',
      icon: 'ghost',
      fields: [
        { name: 'name', type: 'string', required: true },
        {
          name: 'role',
          type: 'enum',
          required: false,
          description: 'player, enemy, boss, non-player character',
        },
        { name: 'abilities', type: 'text', required: false },
        {
          name: 'assets',
          type: 'reference',
          required: false,
          relation: 'Asset',
          cardinality: 'many',
          instantiate: true,
        },
      ],
    },
    {
      name: 'Asset',
      notes: 'Art, animation, music, sound or UI that ships in the game.',
      icon: 'image',
      fields: [
        { name: 'name', type: 'string', required: true },
        {
          name: 'kind',
          type: 'enum',
          required: false,
          description: 'sprite, 3D model, animation, music, sound effect, UI',
        },
        {
          name: 'source',
          type: 'enum',
          required: false,
          description: 'made in-house, commissioned, bought, free',
        },
        { name: 'licence', type: 'string', required: false },
        { name: 'status', type: 'string', required: false },
      ],
    },
    {
      name: 'Milestone',
      notes: 'A build with agreed exit criteria: prototype, vertical slice, beta, launch.',
      icon: 'flag',
      fields: [
        { name: 'name', type: 'string', required: true },
        { name: 'target_date', type: 'date', required: false },
        {
          name: 'exit_criteria',
          type: 'text',
          required: false,
          description: 'What must be true for the milestone to count as reached.',
        },
        {
          name: 'levels',
          type: 'reference',
          required: false,
          relation: 'Level',
          cardinality: 'many',
        },
      ],
    },
    {
      name: 'Platform',
      notes: 'A store or device family the game is released on.',
      icon: 'smartphone',
      fields: [
        { name: 'name', type: 'string', required: true },
        { name: 'store', type: 'string', required: false },
        { name: 'revenue_share', type: 'string', required: false },
        { name: 'developer_fee', type: 'string', required: false },
        {
          name: 'requirements',
          type: 'text',
          required: false,
          description: 'Accounts, reviews and technical rules to meet before release.',
        },
      ],
    },
  ],

  links: [
    {
      label: 'introduces',
      from: 'Level',
      to: 'Mechanic',
      description: 'The level teaches the player this mechanic.',
    },
    {
      label: 'appears_in',
      from: 'Character',
      to: 'Level',
      description: 'The character is met in this level.',
    },
    {
      label: 'uses_asset',
      from: 'Character',
      to: 'Asset',
      description: 'The character is drawn, animated or voiced with this asset.',
    },
    {
      label: 'includes',
      from: 'Milestone',
      to: 'Level',
      description: 'The level must be playable in this milestone build.',
    },
    {
      label: 'ships_on',
      from: 'Milestone',
      to: 'Platform',
      description: 'The milestone build is released, or tested, on this platform.',
    },
  ],

  workstreams(t: Terms): Workstream[] {
    const loop = 'Core gameplay loop';
    const controls = 'Player controls';
    const progression = 'Progression and unlocks';
    const failRetry = 'Fail and retry rules';
    const scoring = 'Scoring and rewards';
    const tutorial = 'Tutorial level';
    const opening = 'Opening levels';
    const midGame = 'Mid-game levels';
    const bossLevel = 'Boss level';
    const challenge = 'Challenge mode';
    const playerArt = 'Player character art and animations';
    const enemyArt = 'Enemy art set';
    const bossArt = 'Boss art and animations';
    const ios = 'iOS on the App Store';
    const android = 'Android on Google Play';
    const steam = 'PC on Steam';
    const theme: Record<string, string> = t.topic ? { theme: t.topic } : {};

    return [
      {
        name: 'Core mechanics',
        type: 'Mechanic',
        keywords: ['mechanic', 'gameplay', 'control', 'loop', 'rule', 'system'],
        summary: `The rules and systems players interact with${t.topic ? `, built around ${t.topic}` : ''}, prototyped and tuned before content is made.`,
        items: [
          {
            name: loop,
            attributes: {
              description:
                'The short cycle players repeat every session: act, get feedback, earn a reward.',
              priority: 'must',
              prototype_status: 'to prototype',
            },
          },
          {
            name: controls,
            attributes: {
              description:
                'Responsive input tuned for the target devices: touch, controller or keyboard.',
              priority: 'must',
              prototype_status: 'to prototype',
            },
          },
          {
            name: failRetry,
            attributes: {
              description:
                'What happens when the player fails, and how quickly they are back in play.',
              priority: 'must',
              prototype_status: 'to prototype',
            },
          },
          {
            name: scoring,
            attributes: {
              description:
                'Points, stars or currency that reward skill and give a reason to replay.',
              priority: 'should',
              prototype_status: 'to prototype',
            },
          },
          {
            name: progression,
            attributes: {
              description: 'New levels, abilities or cosmetics that unlock as the player advances.',
              priority: 'should',
              prototype_status: 'to prototype',
            },
          },
          {
            name: 'Save and resume',
            attributes: {
              description: 'Progress saved automatically, so an interrupted session loses nothing.',
              priority: 'must',
              prototype_status: 'to prototype',
            },
          },
        ],
      },
      {
        name: 'Levels',
        type: 'Level',
        keywords: ['level', 'stage', 'world', 'mode', 'map', 'difficulty'],
        summary:
          'The levels and modes in the order players meet them, with the difficulty curve between them.',
        items: [
          {
            name: tutorial,
            attributes: { order: 1, target_minutes: 3, ...theme },
            links: linksTo('introduces', controls, loop),
          },
          {
            name: opening,
            attributes: { order: 2, target_minutes: 15, ...theme },
            links: linksTo('introduces', failRetry, scoring),
          },
          {
            name: midGame,
            attributes: { order: 3, target_minutes: 60, ...theme },
            links: [['introduces', progression]],
          },
          { name: bossLevel, attributes: { order: 4, target_minutes: 10, ...theme } },
          { name: challenge, attributes: { order: 5, target_minutes: 5, ...theme } },
        ],
      },
      {
        name: 'Characters',
        type: 'Character',
        keywords: ['character', 'hero', 'enemy', 'boss', 'npc', 'villain'],
        summary:
          'Who the player controls and who they meet, with the abilities and art each one needs.',
        items: [
          {
            name: 'Player character',
            attributes: {
              role: 'player',
              abilities: 'Move, jump or act, plus one signature move.',
            },
            links: [
              ['appears_in', tutorial],
              ['uses_asset', playerArt],
            ],
          },
          {
            name: 'Basic enemy',
            attributes: { role: 'enemy', abilities: 'One predictable attack pattern.' },
            links: [
              ['appears_in', opening],
              ['uses_asset', enemyArt],
            ],
          },
          {
            name: 'Elite enemy',
            attributes: {
              role: 'enemy',
              abilities: 'A combination of two patterns that tests mastery.',
            },
            links: [
              ['appears_in', midGame],
              ['uses_asset', enemyArt],
            ],
          },
          {
            name: 'Final boss',
            attributes: {
              role: 'boss',
              abilities: 'Several phases that use every mechanic learnt.',
            },
            links: [
              ['appears_in', bossLevel],
              ['uses_asset', bossArt],
            ],
          },
        ],
      },
      {
        name: 'Art and audio',
        type: 'Asset',
        keywords: ['art', 'asset', 'sprite', 'animation', 'music', 'sound', 'audio', 'ui'],
        summary:
          'The art, animation, music and sound the game ships with, where each comes from and under which licence.',
        items: [
          {
            name: playerArt,
            attributes: { kind: 'sprite', source: 'made in-house', status: 'to do' },
          },
          {
            name: enemyArt,
            attributes: { kind: 'sprite', source: 'made in-house', status: 'to do' },
          },
          {
            name: bossArt,
            attributes: { kind: 'animation', source: 'commissioned', status: 'to do' },
          },
          {
            name: 'Environment tiles and backgrounds',
            attributes: { kind: 'sprite', source: 'bought', status: 'to do' },
          },
          {
            name: 'UI kit and icons',
            attributes: { kind: 'UI', source: 'made in-house', status: 'to do' },
          },
          {
            name: 'Music and sound effects',
            attributes: { kind: 'music', source: 'commissioned', status: 'to do' },
          },
        ],
      },
      {
        name: 'Milestones',
        type: 'Milestone',
        keywords: ['milestone', 'prototype', 'alpha', 'beta', 'build', 'launch', 'release'],
        summary: t.deadline
          ? `The builds between the first prototype and release ${by(t.deadline)}, each with exit criteria.`
          : 'The builds between the first prototype and release, each with exit criteria.',
        items: [
          {
            name: 'Playable prototype',
            attributes: {
              exit_criteria:
                'The core loop is playable with placeholder art and fun for five minutes.',
            },
            links: [['includes', tutorial]],
          },
          {
            name: 'Vertical slice',
            attributes: {
              exit_criteria: 'One level at final art, sound and polish, shown to outside players.',
            },
            links: [['includes', opening]],
          },
          {
            name: 'Content-complete beta',
            attributes: {
              exit_criteria: 'Every level playable, known bugs listed, testers invited.',
            },
            links: [
              ['includes', midGame],
              ['includes', bossLevel],
              ['ships_on', ios],
              ['ships_on', android],
            ],
          },
          {
            name: 'Version 1.0 launch',
            attributes: {
              exit_criteria: 'Store pages approved, crash-free rate above 99%, launch posts ready.',
            },
            links: linksTo('ships_on', ios, android, steam),
          },
          {
            name: 'First post-launch update',
            attributes: {
              exit_criteria: 'Fixes from player reports and one piece of new content.',
            },
            links: [['includes', challenge]],
          },
        ],
      },
      {
        name: 'Platforms and release',
        type: 'Platform',
        keywords: ['platform', 'store', 'release', 'ios', 'android', 'steam', 'publish'],
        summary:
          'The stores the game ships on, their fees and revenue share, and what each requires before release.',
        items: [
          {
            name: ios,
            attributes: {
              store: 'Apple App Store',
              revenue_share:
                '15% for members of the App Store Small Business Program, otherwise 30%',
              developer_fee: 'US$99 a year',
              requirements:
                'Apple Developer Program membership, a Mac with Xcode to build, App Review and privacy details.',
            },
          },
          {
            name: android,
            attributes: {
              store: 'Google Play',
              revenue_share: '15% on the first US$1 million a year, then 30%',
              developer_fee: 'US$25 once',
              requirements:
                'Current target API level, a Data safety form, and a closed test before production for new personal accounts.',
            },
          },
          {
            name: steam,
            attributes: {
              store: 'Steam',
              revenue_share: '30%, falling at higher sales tiers',
              developer_fee: 'US$100 per game, recouped after US$1,000 in sales',
              requirements:
                'Store page and build review, and a coming-soon page live early to gather wishlists.',
            },
          },
        ],
      },
    ];
  },

  observations(): string[] {
    return [
      'Scope is the most common reason indie games are never finished: cut to a core loop you can ship, and add content after launch.',
      'Test the core loop with real players early; a mechanic that is not fun as a grey-box prototype rarely becomes fun with better art.',
      'The App Store and Google Play take 15–30% of sales and in-app purchases; small developers usually qualify for the 15% rate.',
      'On Steam, wishlists drive visibility at launch, so the store page should be live months before release.',
      'Record the source and licence of every bought, free or commissioned asset, so the game can ship without rights problems.',
      'Players decide within the first minutes whether to keep a mobile game, so the tutorial and first level deserve extra polish.',
    ];
  },
};
