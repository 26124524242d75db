/**
 * Sorting what people read (names of groups, apps, users) the way their language sorts it:
 * `Intl.Collator` for the screen's language, one per language. Ids keep a plain code-point order.
 */
import { useTranslation } from 'react-i18next';

const collators = new Map<string, Intl.Collator>();

/** The compare function of `language`'s collation (accents and case as that language orders them). */
export function compareIn(language: string | undefined): (a: string, b: string) => number {
  const key = language ?? '';
  let collator = collators.get(key);
  if (!collator) {
    collator = new Intl.Collator(language || undefined);
    collators.set(key, collator);
  }
  return collator.compare;
}

/** The compare function of the screen's language. */
export function useCompare(): (a: string, b: string) => number {
  return compareIn(useTranslation().i18n.language);
}
