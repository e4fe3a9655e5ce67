/** `npm run emulators`: only the emulator stack, on the dev ports, until Ctrl-C. */
import { DEV_PORTS } from './emulators/config.ts';
import { StackError, startEmulators } from './emulators/launcher.ts';

try {
  const stack = await startEmulators(DEV_PORTS);
  console.log('Emulators running:', stack.env);
  const stop = () => void stack.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof StackError ? `\n  ${error.message}\n` : error);
  process.exit(1);
}
