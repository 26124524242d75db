import enUS from './locales/en-US.json';
import es from './locales/es.json';
import { EN_US_TEXTS, createI18n } from '.';

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
  });

  it('loads Spanish when the language changes to it', async () => {
    const i18n = createI18n('en-US');
    await i18n.changeLanguage('es');
    expect(i18n.t('Users app navigation')).toBe(es['Users app navigation']);
    expect(i18n.t('{{count}} users', { count: 2 })).toBe(es['{{count}} users_other'].replace('{{count}}', '2'));
  });
});
