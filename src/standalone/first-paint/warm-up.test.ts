/**
 * The warm-up runs its steps one task at a time (an answer arriving meanwhile is handled between
 * two of them), leaves nothing in the document, and stops once the picture no longer needs it.
 */
import { warmUp } from './warm-up';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

const marks: string[] = [];
const warmed = () => [...marks];

// jsdom has no performance marks: each step marks itself (users:warm-<step>) as it starts.
beforeAll(() => Object.defineProperty(performance, 'mark', { configurable: true, value: (name: string) => void marks.push(name) }));
afterAll(() => Reflect.deleteProperty(performance, 'mark'));

it('runs one step per task, leaves the document as it was, and stops when no longer wanted', async () => {
  let wanted = true;
  const before = document.body.innerHTML;
  warmUp(document, ['text', 'emoji', 'dates', 'plurals'], () => wanted);
  // Nothing at once: the requests just sent leave first.
  expect(warmed()).toEqual([]);
  await nextTask();
  expect(warmed()).toEqual(['users:warm-text']);
  await nextTask();
  expect(warmed()).toEqual(['users:warm-text', 'users:warm-emoji']);
  expect(document.body.innerHTML).toBe(before);
  wanted = false;
  await nextTask();
  await nextTask();
  expect(warmed()).toEqual(['users:warm-text', 'users:warm-emoji']);
});

it('makes the first date in the zone the picture will show (its formatter is kept for the picture)', async () => {
  const made = jest.spyOn(Intl, 'DateTimeFormat');
  try {
    warmUp(document, ['dates'], () => true, 'Pacific/Chatham');
    await nextTask();
    expect(made.mock.calls.map(([, options]) => options?.timeZone)).toContain('Pacific/Chatham');
  } finally {
    made.mockRestore();
  }
});
