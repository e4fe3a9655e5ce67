import { createApp } from './app.ts';
import { loadSettings } from './config.ts';
import { firebaseServices } from './firebase.ts';

const settings = loadSettings();
const { auth, db } = firebaseServices(settings.GCLOUD_PROJECT);
const app = createApp({ auth, db, allowedOrigins: settings.ALLOWED_ORIGINS });

app.listen(settings.PORT, () => {
  console.log(`Admin server listening on http://localhost:${settings.PORT}`);
});
