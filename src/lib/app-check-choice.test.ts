import { describe, expect, it } from 'vitest';
import { chooseAppCheck } from './app-check-choice';

describe('chooseAppCheck', () => {
  it('starts nothing on the emulators, with or without a site key', () => {
    expect(chooseAppCheck({ emulators: true, inBrowser: true })).toEqual({ provider: 'none' });
    expect(chooseAppCheck({ emulators: true, siteKey: 'key-1', inBrowser: true })).toEqual({
      provider: 'none',
    });
  });

  it('starts reCAPTCHA Enterprise when deployed with a site key', () => {
    expect(chooseAppCheck({ emulators: false, siteKey: ' key-1 ', inBrowser: true })).toEqual({
      provider: 'recaptcha-enterprise',
      siteKey: 'key-1',
    });
  });

  it('starts nothing deployed without a site key, nor on the server renderer', () => {
    expect(chooseAppCheck({ emulators: false, siteKey: '', inBrowser: true })).toEqual({
      provider: 'none',
    });
    expect(
      chooseAppCheck({ emulators: false, siteKey: 'key-1', debugToken: 'tok', inBrowser: false }),
    ).toEqual({ provider: 'none' });
  });

  it('starts the debug provider whenever a debug token is set, keeping the site key', () => {
    expect(
      chooseAppCheck({ emulators: false, siteKey: 'key-1', debugToken: 'tok-1', inBrowser: true }),
    ).toEqual({ provider: 'debug', debugToken: 'tok-1', siteKey: 'key-1' });
    expect(chooseAppCheck({ emulators: true, debugToken: 'tok-1', inBrowser: true })).toEqual({
      provider: 'debug',
      debugToken: 'tok-1',
    });
  });

  it('lets the SDK make and print a debug token when the setting is "true"', () => {
    expect(chooseAppCheck({ emulators: false, debugToken: 'true', inBrowser: true })).toEqual({
      provider: 'debug',
      debugToken: true,
    });
  });
});
