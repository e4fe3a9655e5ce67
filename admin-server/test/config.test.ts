/** Which listening addresses the admin server accepts with emulator settings (no emulator needed). */
import { describe, expect, it } from 'vitest';
import { assertSafeListenHost, isLoopback, listenHost, loadSettings } from '../src/config';

const emulated = loadSettings({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
const production = loadSettings({});

describe('the loopback rule', () => {
  it.each(['127.0.0.1', '127.1.2.3', 'localhost', '::1'])('counts %s as loopback', (host) => {
    expect(isLoopback(host)).toBe(true);
  });

  it.each(['0.0.0.0', '::', '192.168.1.20', 'example.org', '128.0.0.1'])(
    'does not count %s as loopback',
    (host) => {
      expect(isLoopback(host)).toBe(false);
    },
  );

  it('when an emulator is set, then listens on loopback by default and refuses any other address', () => {
    expect(listenHost(emulated)).toBe('127.0.0.1');
    expect(() => assertSafeListenHost(emulated, '127.0.0.1')).not.toThrow();
    expect(() => assertSafeListenHost(emulated, '0.0.0.0')).toThrow(
      /^Refusing to listen on 0\.0\.0\.0: FIREBASE_AUTH_EMULATOR_HOST is set/,
    );
  });

  it('when no emulator is set, then listens everywhere by default, as a container host expects', () => {
    expect(listenHost(production)).toBe('0.0.0.0');
    expect(() => assertSafeListenHost(production, '0.0.0.0')).not.toThrow();
  });
});
