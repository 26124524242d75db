import { LookupCache } from './cache';

describe('LookupCache', () => {
  it('answers from the cache until the maximum age, then loads again', async () => {
    let now = 0;
    const cache = new LookupCache(3600_000, () => now);
    const load = jest.fn().mockResolvedValueOnce(['a']).mockResolvedValueOnce(['b']);
    await expect(cache.get('roles', 'k', load)).resolves.toEqual(['a']);
    now = 3599_999;
    await expect(cache.get('roles', 'k', load)).resolves.toEqual(['a']);
    now = 3600_000;
    await expect(cache.get('roles', 'k', load)).resolves.toEqual(['b']);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent callers', async () => {
    const cache = new LookupCache();
    const load = jest.fn().mockResolvedValue([1]);
    await Promise.all([cache.get('facilities', 'all', load), cache.get('facilities', 'all', load)]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load', async () => {
    const cache = new LookupCache();
    const load = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(['ok']);
    await expect(cache.get('productStores', 'all', load)).rejects.toThrow('down');
    await expect(cache.get('productStores', 'all', load)).resolves.toEqual(['ok']);
  });

  it('drops only the invalidated tags', async () => {
    const cache = new LookupCache();
    const roles = jest.fn().mockResolvedValue(['r']);
    const stores = jest.fn().mockResolvedValue(['s']);
    await cache.get('roles', 'all', roles);
    await cache.get('productStores', 'all', stores);
    cache.invalidate('roles');
    await cache.get('roles', 'all', roles);
    await cache.get('productStores', 'all', stores);
    expect(roles).toHaveBeenCalledTimes(2);
    expect(stores).toHaveBeenCalledTimes(1);
  });
});
