import { OmsError } from './errors';

describe('OmsError.serverMessage', () => {
  it.each(['http', 'service', 'unauthorised', 'forbidden'] as const)('is the first message of an answer the server gave (%s)', (kind) => {
    expect(new OmsError({ kind, messages: ['', 'Party 1 not found', 'second'] }).serverMessage).toBe('Party 1 not found');
  });

  it.each(['parse', 'network', 'timeout', 'aborted'] as const)('is never set when the server said nothing (%s), whatever the app attached', (kind) => {
    const error = new OmsError({ kind, messages: ['createUpdatePartyEmailAddress answered without a contactMechId'] });
    expect(error.serverMessage).toBeUndefined();
    expect(error.message).toBe('createUpdatePartyEmailAddress answered without a contactMechId');
  });
});
