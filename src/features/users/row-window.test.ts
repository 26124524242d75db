import { firstRows } from './row-window';

describe('firstRows: the Users table before its virtualiser loads', () => {
  it('mounts the rows in view from the top plus the overscan, over the full height of every row', () => {
    expect(firstRows(500, 50, 8, 800, 200)).toEqual({ start: 0, end: 20, offset: 0, totalSize: 25_000, lastVisible: 11 });
  });

  it('mounts every row of a short list, and knows no visible range before the list is placed', () => {
    expect(firstRows(5, 50, 8, 800, 200)).toEqual({ start: 0, end: 5, offset: 0, totalSize: 250, lastVisible: 4 });
    expect(firstRows(500, 50, 8, 800, null).lastVisible).toBe(-1);
    expect(firstRows(0, 50, 8, 800, 200)).toEqual({ start: 0, end: 0, offset: 0, totalSize: 0, lastVisible: -1 });
  });
});
