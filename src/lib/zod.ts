/**
 * Zod, as the app uses it: every schema imports `z` from here, never from 'zod' (eslint.config.js).
 * Zod compiles fast parsers with `new Function`, which the site's Content-Security-Policy refuses
 * (scripts/hosting/hosting-headers.ts); even its probe for it would be reported as a violation, so
 * it is told not to before any schema exists. Kept out of main.tsx so that zod loads only with the
 * forms that need it (the back office, the catch form), not on every public page.
 */
import { config, z } from 'zod';

config({ jitless: true });

export { z };
