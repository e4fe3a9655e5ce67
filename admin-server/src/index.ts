import { createApp } from './app.ts';
import { loadSettings } from './config.ts';
import { firebaseServices } from './firebase.ts';

const settings = loadSettings();
const { auth, db } = firebaseServices(settings.GCLOUD_PROJECT);
const app = createApp({
  auth,
  db,
  allowedOrigins: settings.ALLOWED_ORIGINS,
  rateLimitPerMinute: settings.RATE_LIMIT_PER_MINUTE,
});

app.listen(settings.PORT, () => {
  console.log(`Admin server listening on http://localhost:${settings.PORT}`);
});
