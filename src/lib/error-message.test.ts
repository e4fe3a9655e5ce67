import { describe, expect, it } from 'vitest';
import { errorMessage } from './error-message';

describe('errorMessage', () => {
  it('words the storage errors a member can meet', () => {
    expect(errorMessage({ code: 'storage/quota-exceeded' })).toMatch(/run out of photo storage/);
    expect(errorMessage({ code: 'storage/unauthorized' })).toMatch(/not allowed/);
    expect(errorMessage({ code: 'storage/retry-limit-exceeded' })).toMatch(/took too long/);
    expect(errorMessage({ code: 'storage/canceled' })).toBe('The upload was cancelled.');
    expect(errorMessage({ code: 'photo/unreadable' })).toMatch(/could not be read as a photo/);
    expect(errorMessage({ code: 'unavailable' })).toMatch(/cannot be reached/);
  });

  it('says what was being done', () => {
    expect(errorMessage({ code: 'permission-denied' }, 'delete the match')).toBe(
      'Could not delete the match. You do not have permission to do that.',
    );
  });

  it('falls back to the error message', () => {
    expect(errorMessage(new Error('Boom'))).toBe('Boom');
  });
});
