import { createI18n } from '../i18n';
import { CATALOG } from './catalog.data';
import es from './locales/es.json';
import ja from './locales/ja.json';
import { TODO_MARK } from './table';
import { CATALOG_NAMESPACE, loadCatalogTexts } from './texts';

const esTexts: Record<string, string> = es;
const jaTexts: Record<string, string> = ja;
const capabilities = CATALOG.flatMap((app) => app.capabilities.map((capability) => ({ key: `${app.id}/${capability.id}`, capability })));
const texts = capabilities.flatMap(({ capability }) => [capability.title, capability.description]);

describe('catalog texts', () => {
  it('gives every capability an en-US title and description written by a person (no TODO left by the script)', () => {
    const missing = capabilities.filter(({ capability: c }) => !c.title.trim() || !c.description.trim()).map(({ key }) => key);
    const todo = capabilities.filter(({ capability: c }) => `${c.title} ${c.description}`.includes(TODO_MARK)).map(({ key }) => key);
    expect({ missing, todo }).toEqual({ missing: [], todo: [] });
  });

  it('titles each capability differently from the others of its app, and reads as plain text (no i18next markup)', () => {
    for (const app of CATALOG) {
      const titles = app.capabilities.map((c) => c.title);
      expect({ app: app.id, repeated: titles.filter((t, i) => titles.indexOf(t) !== i) }).toEqual({ app: app.id, repeated: [] });
    }
    expect(texts.filter((t) => t.includes('{{') || t.includes('$t('))).toEqual([]);
  });

  it('has a Spanish text for every title and description, and none that nothing uses', () => {
    const untranslated = [...new Set(texts.filter((t) => !esTexts[t]?.trim() || esTexts[t]?.includes(TODO_MARK)))];
    const unused = Object.keys(esTexts).filter((key) => !texts.includes(key));
    expect({ untranslated, unused }).toEqual({ untranslated: [], unused: [] });
  });

  it('has a Japanese text for every title and description, and none that nothing uses', () => {
    const untranslated = [...new Set(texts.filter((t) => !jaTexts[t]?.trim() || jaTexts[t] === t))];
    const unused = Object.keys(jaTexts).filter((key) => !texts.includes(key));
    expect({ untranslated, unused }).toEqual({ untranslated: [], unused: [] });
  });

  it('loads the Japanese texts with the catalog', async () => {
    const i18n = createI18n('en-US');
    await i18n.changeLanguage('ja');
    await loadCatalogTexts(i18n);
    expect(i18n.t('Ship orders', { ns: CATALOG_NAMESPACE })).toBe(jaTexts['Ship orders']);
  });

  it('shows the en-US texts as they are, without loading anything', async () => {
    const i18n = createI18n('en-US');
    await loadCatalogTexts(i18n);
    expect(i18n.hasResourceBundle('en-US', CATALOG_NAMESPACE)).toBe(false);
    expect(i18n.t('Ship orders', { ns: CATALOG_NAMESPACE })).toBe('Ship orders');
  });

  it('loads the Spanish texts into their own namespace, leaving the app texts alone', async () => {
    const i18n = createI18n('en-US');
    await i18n.changeLanguage('es');
    await loadCatalogTexts(i18n);
    expect(i18n.t('Ship orders', { ns: CATALOG_NAMESPACE })).toBe('Enviar pedidos');
    expect(i18n.t('Ship orders')).toBe('Ship orders');
    expect(i18n.t('Users app navigation')).not.toBe('Users app navigation');
    await loadCatalogTexts(i18n, 'es-MX');
    expect(i18n.getResource('es-MX', CATALOG_NAMESPACE, 'Ship orders')).toBe('Enviar pedidos');
  });
});
