import { describe, expect, it } from 'vitest';
import { failureActionOf } from './failure-action';

describe('failureActionOf', () => {
  it('reads "verb the noun" from a title or button label', () => {
    expect(failureActionOf('Add Contact')).toBe('add the contact');
    expect(failureActionOf('Save Newsletter')).toBe('save the newsletter');
    expect(failureActionOf('Edit Pike Entry')).toBe('edit the pike entry');
  });
});
