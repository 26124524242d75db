import enUS from './locales/en-US.json';
import es from './locales/es.json';
import ja from './locales/ja.json';
import { EN_US_TEXTS, createI18n, matchLocale } from '.';

describe('locales', () => {
  it('ships every en-US text that differs from its key (the rest are their own keys)', () => {
    const differing = Object.entries(enUS).filter(([key, text]) => key !== text);
    expect(EN_US_TEXTS).toEqual(Object.fromEntries(differing));
  });

  it('answers every en-US key with its en-US text, plural forms included', () => {
    const i18n = createI18n('en-US');
    for (const [key, text] of Object.entries(enUS)) {
      if (!/_(one|many|other)$/.test(key)) expect(i18n.t(key)).toBe(text);
    }
    expect(i18n.t('{{count}} users', { count: 1 })).toBe('1 user');
    expect(i18n.t('{{count}} users', { count: 7 })).toBe('7 users');
    // The bulk dialog's button (it read 'Apply to 1 users').
    expect(i18n.t('Apply to {{count}} users', { count: 1 })).toBe('Apply to 1 user');
    expect(i18n.t('Apply to {{count}} users', { count: 3 })).toBe('Apply to 3 users');
  });

  it('loads Spanish when the language changes to it', async () => {
    const i18n = createI18n('en-US');
    await i18n.changeLanguage('es');
    expect(i18n.t('Users app navigation')).toBe(es['Users app navigation']);
    expect(i18n.t('{{count}} users', { count: 2 })).toBe(es['{{count}} users_other'].replace('{{count}}', '2'));
    // The access review's failed attempts since the last login (it read '1 fallidos').
    expect(i18n.t('{{count}} failed since', { count: 1 })).toBe('1 fallido desde entonces');
    expect(i18n.t('{{count}} failed since', { count: 3 })).toBe('3 fallidos desde entonces');
  });

  it("names a section's Add in each language's word order", async () => {
    const i18n = createI18n('en-US');
    expect(i18n.t('Add {{section}}', { section: 'Security Group' })).toBe('Add Security Group');
    await i18n.changeLanguage('ja');
    expect(i18n.t('Add {{section}}', { section: 'セキュリティグループ' })).toBe('セキュリティグループを追加');
  });

  describe.each([
    ['es', es as Record<string, string>],
    ['ja', ja as Record<string, string>],
  ])('%s', (language, texts) => {
    const english = enUS as Record<string, string>;
    const PLURAL = /_(zero|one|two|few|many|other)$/;
    const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1]).sort();
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const baseKeys = [...new Set(Object.keys(english).map((key) => key.replace(PLURAL, '')))];
    const pluralBases = new Set(Object.keys(english).filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, '')));

    it("has every en-US text, a plural text in each of the language's plural forms, and nothing else", () => {
      const expected = baseKeys.flatMap((key) => (pluralBases.has(key) ? categories.map((category) => `${key}_${category}`) : [key])).sort();
      expect(Object.keys(texts).sort()).toEqual(expected);
    });

    it('keeps every placeholder of the en-US text, and no text is empty', () => {
      const wrong = Object.entries(texts)
        .filter(([key, text]) => {
          const source = pluralBases.has(key.replace(PLURAL, '')) ? english[`${key.replace(PLURAL, '')}_other`] : english[key];
          return !text.trim() || source === undefined || JSON.stringify(placeholders(text)) !== JSON.stringify(placeholders(source));
        })
        .map(([key]) => key);
      expect(wrong).toEqual([]);
    });
  });

  it('writes numbers in texts the language\'s way', async () => {
    const i18n = createI18n('en-US');
    expect(i18n.t('{{count}} users', { count: 10000 })).toBe('10,000 users');
    await i18n.changeLanguage('es');
    expect(i18n.t('{{count}} users', { count: 10000 })).toBe(es['{{count}} users_other'].replace('{{count}}', '10.000'));
    await i18n.changeLanguage('ja');
    expect(i18n.t('{{count}} users', { count: 10000 })).toBe(ja['{{count}} users_other'].replace('{{count}}', '10,000'));
  });

  it.each([
    ['ja-JP', 'ja'],
    ['ja', 'ja'],
    ['es-MX', 'es'],
    ['en', 'en-US'],
    ['fr-FR', 'en-US'],
    [undefined, 'en-US'],
  ])("takes a host's locale %s as %s", (locale, language) => {
    expect(matchLocale(locale)).toBe(language);
  });
});
