/** The first paint's texts follow the app's i18next rules: plural entries, interpolation, numbers. */
import { formatCount, loadTexts, translator } from './texts';

describe('translator', () => {
  const table = { '{{count}} users_one': '{{count}} user', '{{count}} users_other': '{{count}} users', 'Created by {{userLoginId}}': 'Creado por {{userLoginId}}' };

  it('picks the plural entry of the language and groups numbers its way', () => {
    expect(translator('en-US', table)('{{count}} users', { count: 1 })).toBe('1 user');
    expect(translator('en-US', table)('{{count}} users', { count: 10_250 })).toBe('10,250 users');
    expect(translator('es', table)('{{count}} users', { count: 10_250 })).toBe('10.250 users');
  });

  it('falls back to the key without a plural entry, and to the key itself without an entry', () => {
    const t = translator('en-US', table);
    expect(t('+{{count}} more', { count: 3 })).toBe('+3 more');
    expect(t('Created by {{userLoginId}}', { userLoginId: 'admin' })).toBe('Creado por admin');
    expect(t('Users')).toBe('Users');
    expect(t('Missing {{value}}')).toBe('Missing {{value}}');
  });
});

describe('loadTexts', () => {
  it('maps the profile locale to a shipped language and loads its texts', async () => {
    const es = await loadTexts('es-MX');
    expect(es.language).toBe('es');
    expect(es.t('Users')).toBe('Usuarios');
    expect(es.t('{{count}} users', { count: 1 })).toBe('1 usuario');
    const ja = await loadTexts('ja-JP');
    expect(ja.t('{{count}} users', { count: 5 })).toBe('5人のユーザー');
    const en = await loadTexts(undefined);
    expect(en.language).toBe('en-US');
    expect(en.t('{{count}} users', { count: 1 })).toBe('1 user');
    expect((await loadTexts('fr-FR')).t('Users')).toBe('Users');
  });
});

describe('formatCount', () => {
  it('groups whole numbers exactly as Intl.NumberFormat does in each shipped language', () => {
    const samples = [0, 7, 999, 1000, 1234, 9999, 10_000, 10_250, 99_999, 100_000, 123_456, 1_000_000, 12_345_678, 987_654_321, 2 ** 40];
    for (const language of ['en-US', 'es', 'ja']) {
      const intl = new Intl.NumberFormat(language);
      for (const value of samples) expect([language, formatCount(value, language)]).toEqual([language, intl.format(value)]);
    }
  });

  it('asks Intl for other languages and other numbers', () => {
    expect(formatCount(10_250, 'de')).toBe(new Intl.NumberFormat('de').format(10_250));
    expect(formatCount(1.5, 'en-US')).toBe('1.5');
  });
});
