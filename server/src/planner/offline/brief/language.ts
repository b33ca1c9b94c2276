import type { Lexicon } from '../knowledge/schema';
import type { Language } from './brief';

/** Scripts that are not Latin, each with the language it most often means here. */
const SCRIPTS: Array<[RegExp, string, string]> = [
  [/\p{Script=Hiragana}|\p{Script=Katakana}/u, 'ja', 'Japanese'],
  [/\p{Script=Hangul}/u, 'ko', 'Korean'],
  [/\p{Script=Han}/u, 'zh', 'Chinese'],
  [/\p{Script=Cyrillic}/u, 'ru', 'Russian'],
  [/\p{Script=Arabic}/u, 'ar', 'Arabic'],
  [/\p{Script=Hebrew}/u, 'he', 'Hebrew'],
  [/\p{Script=Greek}/u, 'el', 'Greek'],
  [/\p{Script=Devanagari}/u, 'hi', 'Hindi'],
  [/\p{Script=Thai}/u, 'th', 'Thai'],
];

const ENGLISH: Language = { code: 'en', name: 'English', english: true };

/**
 * The language of a goal, told by its script, else by which language's common words it uses
 * most. A goal is read as English unless another language clearly leads: at least two of its
 * common words and more than English's, so "open a café in São Paulo" stays English.
 */
export function detectLanguage(text: string, lexicon: Lexicon): Language {
  const letters = text.replace(/[^\p{L}]/gu, '');
  for (const [re, code, name] of SCRIPTS) {
    const count = [...letters].filter((c) => re.test(c)).length;
    if (count > 0 && count >= letters.length / 3) return { code, name, english: false };
  }
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (words.length === 0) return ENGLISH;
  const englishWords = new Set(lexicon.languages.en?.words ?? []);
  // A word English shares ("a", "as", "in") says nothing for another language.
  const score = (code: string) => {
    const list = new Set(lexicon.languages[code]?.words ?? []);
    return words.filter((w) => list.has(w) && (code === 'en' || !englishWords.has(w))).length;
  };
  const english = score('en');
  let best: { code: string; n: number } | undefined;
  for (const code of Object.keys(lexicon.languages)) {
    if (code === 'en') continue;
    const n = score(code);
    if (n > (best?.n ?? 0)) best = { code, n };
  }
  if (best && best.n >= 2 && best.n > english) {
    return {
      code: best.code,
      name: lexicon.languages[best.code]?.name ?? best.code,
      english: false,
    };
  }
  return ENGLISH;
}
