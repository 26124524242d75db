/** The first paint's hand-over: the first outcome counts; the app removes the picture once. */
import { FIRST_PAINT_ID, endFirstPaint, firstPaintSettled, settleFirstPaint } from './first-paint';

it('settles with the first outcome', async () => {
  settleFirstPaint('painted');
  settleFirstPaint('timeout');
  await expect(firstPaintSettled()).resolves.toBe('painted');
});

it('removes the picture when the app took over, and nothing else', () => {
  const picture = document.createElement('div');
  picture.id = FIRST_PAINT_ID;
  const other = document.createElement('div');
  document.body.append(other, picture);
  endFirstPaint();
  expect(document.getElementById(FIRST_PAINT_ID)).toBeNull();
  // Nothing to remove: nothing happens.
  endFirstPaint();
  expect(document.body.children).toHaveLength(1);
  expect(document.body.firstElementChild).toBe(other);
});
