// jsdom has no fetch. ky needs one, and nock 14 intercepts Node's own (undici) fetch, so the
// environment lends the page Node's fetch family and the stream/encoding globals ky relies on.
const { TestEnvironment } = require('jest-environment-jsdom');

const borrowed = [
  'fetch', 'Request', 'Response', 'Headers', 'FormData', 'Blob', 'File', 'AbortController',
  'AbortSignal', 'TextEncoder', 'TextDecoder', 'ReadableStream', 'WritableStream',
  'TransformStream', 'setImmediate', 'clearImmediate', 'structuredClone', 'DOMException',
  'BroadcastChannel', 'MessageChannel', 'MessagePort',
];

class JsdomFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of borrowed) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomFetchEnvironment;
