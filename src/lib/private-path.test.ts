import { describe, expect, it } from 'vitest';
import { isPrivatePath } from './private-path';

describe('isPrivatePath', () => {
  it.each([
    ['/admin', true],
    ['/ADMIN/manage-catches', true],
    ['/account', true],
    ['/account/card', true],
    ['/Account/sign-in', true],
    ['/day-tickets/abc123', true],
    ['/day-tickets', false],
    ['/day-tickets/', false],
    ['/join', false],
    ['/accounts-of-the-club', false],
    ['/', false],
  ])('%s: %s', (path, expected) => {
    expect(isPrivatePath(path)).toBe(expected);
  });
});
