/**
 * A small catalog app for the evaluator's tests, as the data files hold one: each capability
 * `[action, expression]`, titled by its action, with COMMON_ADMIN as its admin id.
 */
import type { AppSource } from '../src/catalog/types';

export function appSource(id: string, access: string, passAll: string[], capabilities: [string, string][]): AppSource {
  return {
    id,
    name: id,
    access,
    adminIds: ['COMMON_ADMIN'],
    passAll,
    capabilities: capabilities.map(([action, expression]) => ({ id: action.toLowerCase(), action, expression, title: action, description: action })),
  };
}
