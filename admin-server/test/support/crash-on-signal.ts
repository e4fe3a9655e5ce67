/**
 * Preloaded into the admin server process by the crash tests, never shipped: on SIGUSR2 the running
 * server gets a promise rejection that nothing handles, on SIGHUP an exception nothing catches, as a
 * bug in a dependency would cause.
 */
process.on('SIGUSR2', () => {
  void Promise.reject(new Error('a rejection nobody handled'));
});
process.on('SIGHUP', () => {
  setImmediate(() => {
    throw new Error('an exception nobody caught');
  });
});
