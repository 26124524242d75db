/**
 * Phrases and sentences run together the way the screen's language writes them: Japanese lists
 * with 、 and puts sentences side by side with no space (their 。 ends them); the others with ', '
 * and a space. Intl.ListFormat has no plain list (its 'unit' lists in Japanese are space-separated).
 */
const isJapanese = (language: string | undefined): boolean => (language ?? '').toLowerCase().startsWith('ja');

/** `items` as one list, without a closing 'and'. */
export function listIn(language: string | undefined, items: readonly string[]): string {
  return items.join(isJapanese(language) ? '、' : ', ');
}

/** Sentences (each with its own full stop) one after another. */
export function sentencesIn(language: string | undefined, sentences: readonly string[]): string {
  return sentences.join(isJapanese(language) ? '' : ' ');
}
