import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  assertPortFree,
  findFirestoreJar,
  startEmulators,
  StackError,
} from '../scripts/emulators/launcher';

describe('the emulator launcher fails fast, naming the missing piece', () => {
  const savedJava = process.env.JAVA;
  afterEach(() => {
    if (savedJava === undefined) delete process.env.JAVA;
    else process.env.JAVA = savedJava;
  });

  it('names a port that is already in use', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    await expect(assertPortFree(port, 'Firestore emulator')).rejects.toThrow(
      new StackError(
        `Port ${port} (Firestore emulator) is already in use. Stop whatever holds it (\`ss -ltnp | grep :${port}\` shows it) and try again.`,
      ),
    );
    blocker.close();
  });

  it('says Java is missing when it cannot be run', async () => {
    process.env.JAVA = '/nonexistent/java';
    await expect(startEmulators({ auth: 1, firestore: 2, storage: 3 })).rejects.toThrow(
      /Java was not found/,
    );
  });

  it('says the Firestore emulator is missing when its JAR is nowhere', () => {
    expect(() => findFirestoreJar(['/nonexistent/cloud-firestore-emulator.jar'])).toThrow(
      /The Cloud Firestore emulator was not found/,
    );
  });
});
