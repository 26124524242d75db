/** ReadsTogether: each read ends with its own signal or with all of them, and leaves no listener behind. */
import { getEventListeners } from 'node:events';
import { ReadsTogether } from './reads-together';

/** A read that settles when told to, or rejects when its signal aborts. */
function heldRead() {
  let release: (value: string) => void = () => undefined;
  let given: AbortSignal | undefined;
  const read = (signal: AbortSignal) => {
    given = signal;
    return new Promise<string>((resolve, reject) => {
      release = resolve;
      if (signal.aborted) reject(signal.reason);
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    });
  };
  return { read, release: (value: string) => release(value), signal: () => given };
}

describe('ReadsTogether', () => {
  it('end() aborts every read under way, and a read started after it starts aborted', async () => {
    const reads = new ReadsTogether();
    const held = Array.from({ length: 12 }, () => heldRead());
    const runs = held.map((one) => reads.run(new AbortController().signal, one.read));
    reads.end();
    const outcomes = await Promise.allSettled(runs);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(Array(12).fill('rejected'));
    const late = heldRead();
    await expect(reads.run(new AbortController().signal, late.read)).rejects.toThrow();
    expect(late.signal()?.aborted).toBe(true);
  });

  it("a read's own signal aborts that read only", async () => {
    const reads = new ReadsTogether();
    const mine = new AbortController();
    const first = heldRead();
    const second = heldRead();
    const aborted = reads.run(mine.signal, first.read);
    const kept = reads.run(new AbortController().signal, second.read);
    mine.abort(new Error('replaced'));
    await expect(aborted).rejects.toThrow('replaced');
    second.release('answer');
    await expect(kept).resolves.toBe('answer');
  });

  it('a settled read leaves no listener on the signal it was given', async () => {
    const reads = new ReadsTogether();
    const signal = new AbortController().signal;
    const one = heldRead();
    const run = reads.run(signal, one.read);
    expect(getEventListeners(signal, 'abort')).toHaveLength(1);
    one.release('done');
    await run;
    expect(getEventListeners(signal, 'abort')).toHaveLength(0);
  });
});
