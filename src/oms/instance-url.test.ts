import { instanceWebRoot, resolveInstanceUrl } from './instance-url';

describe('resolveInstanceUrl', () => {
  it.each([
    ['https://acme.example.com', 'https://acme.example.com/api/'],
    ['https://acme.example.com/', 'https://acme.example.com/api/'],
    ['https://acme.example.com/api', 'https://acme.example.com/api/'],
    ['https://acme.example.com/api/', 'https://acme.example.com/api/'],
    ['http://127.0.0.1:3100', 'http://127.0.0.1:3100/api/'],
    ['http://127.0.0.1:3100/api/', 'http://127.0.0.1:3100/api/'],
    ['HTTPS://Acme.Example.com/API', 'HTTPS://Acme.Example.com/API/'],
    ['https://host.example/oms', 'https://host.example/oms/api/'],
    ['  https://acme.example.com  ', 'https://acme.example.com/api/'],
    ['acme', 'https://acme.hotwax.io/api/'],
    ['acme-uat', 'https://acme-uat.hotwax.io/api/'],
    [' acme ', 'https://acme.hotwax.io/api/'],
  ])('%j -> %s', (input, expected) => {
    expect(resolveInstanceUrl(input, 'hotwax.io')).toBe(expected);
  });

  it('puts bare names under the configured domain', () => {
    expect(resolveInstanceUrl('acme', 'oms.example.net')).toBe('https://acme.oms.example.net/api/');
  });

  it('refuses an empty instance', () => {
    expect(() => resolveInstanceUrl('   ')).toThrow('An OMS instance is required');
  });
});

describe('instanceWebRoot', () => {
  it('drops the trailing api/ so objectInfo paths resolve against the web root', () => {
    expect(instanceWebRoot('https://acme.hotwax.io/api/')).toBe('https://acme.hotwax.io/');
    expect(instanceWebRoot('http://127.0.0.1:3100/api/')).toBe('http://127.0.0.1:3100/');
  });
});
