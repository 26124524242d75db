/**
 * A name's initials as Fluent UI's Avatar shows them (left to right): brackets and what they
 * enclose, punctuation and symbols are dropped; the first word's first letter, and the last
 * word's when there are two or three; none for a phone number or a name written in a script
 * Avatar does not abbreviate (Arabic, Hangul, kana, CJK ideographs: it shows an icon). The
 * picture cannot import Avatar's own helper without the component package (initials.test.ts
 * compares the two over many names).
 */
/** A bracket and what it encloses (an unclosed one stays, as text). */
const BRACKETED = /[([{][^)\]}]*[)\]}]/g;
/** ASCII controls and punctuation, Latin-1 symbols, IPA and combining marks, private use and specials. */
const NOT_A_LETTER = /[\p{Cc}!-/:-@[-`{-\u00bf\u0250-\u036f\ue000-\uffff]/gu;
const PHONE_NUMBER = /^\d[\d\s]*(?:\d|(?:ext|x)\s*\d+)$/i;
const NOT_ABBREVIATED = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\u1100-\u11ff\u3040-\u30ff\u3130-\u318f\u3400-\u4dbf\u4e00-\u9fff\ua960-\ua97f\uac00-\ud7ff\uf900-\ufaff]/;

const firstLetter = (word: string | undefined): string => [...(word ?? '')][0]?.toUpperCase() ?? '';

export function initialsOf(name: string): string {
  const cleaned = name.replace(BRACKETED, '').replace(NOT_A_LETTER, '').replace(/\s+/g, ' ').trim();
  if (!cleaned || NOT_ABBREVIATED.test(firstLetter(cleaned)) || PHONE_NUMBER.test(cleaned)) return '';
  const words = cleaned.split(' ');
  const last = words.length === 2 || words.length === 3 ? words[words.length - 1] : undefined;
  return firstLetter(words[0]) + firstLetter(last);
}
