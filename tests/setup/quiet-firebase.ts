/**
 * Vitest setup for the tests against the emulators: the Firebase SDKs log every refused request
 * (PERMISSION_DENIED) before rejecting with it, and the rules tests make thousands on purpose. The
 * tests assert each refusal (assertFails, expect(...).rejects), so the SDKs' own logs are silenced
 * here; an unexpected refusal still fails its test with the SDK's error.
 */
// Each SDK creates its logger when first loaded, and setLogLevel reaches only existing loggers: load
// them all first.
import 'firebase/auth';
import 'firebase/storage';
import { setLogLevel } from 'firebase/app';
import { setLogLevel as setFirestoreLogLevel } from 'firebase/firestore';
import { setLogLevel as setFirestoreLiteLogLevel } from 'firebase/firestore/lite';

setLogLevel('silent');
setFirestoreLogLevel('silent');
setFirestoreLiteLogLevel('silent');
