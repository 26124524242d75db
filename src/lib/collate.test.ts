import { compareIn } from './collate';

describe('compareIn', () => {
  it("sorts names the language's way, not by code point", () => {
    const names = ['Zoe', 'Álvaro', 'alba', 'Ñandú', 'Nora'];
    expect([...names].sort()).toEqual(['Nora', 'Zoe', 'alba', 'Álvaro', 'Ñandú']);
    expect([...names].sort(compareIn('es'))).toEqual(['alba', 'Álvaro', 'Nora', 'Ñandú', 'Zoe']);
  });

  it('keeps one collator per language', () => {
    expect(compareIn('ja')).toBe(compareIn('ja'));
  });
});
