/** `npm run seed`: loads the demo club into running emulators (the dev ports unless set by env). */
import { DEV_PORTS, emulatorEnv } from './emulators/config.ts';

for (const [key, value] of Object.entries(emulatorEnv(DEV_PORTS))) process.env[key] ??= value;
const { seedDemoData } = await import('./seed/seed-demo-data.ts');
await seedDemoData();
console.log('Demo data seeded.');
process.exit(0);
