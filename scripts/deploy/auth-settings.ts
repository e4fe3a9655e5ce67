/**
 * The Firebase Auth settings the deploy applies (issue 32, finding 15), through the Identity
 * Toolkit admin API (projects.updateConfig, PATCH .../admin/v2/projects/{id}/config) as the
 * signed-in user (application default credentials: `gcloud auth application-default login`):
 *   - email enumeration protection (emailPrivacyConfig.enableImprovedEmailPrivacy): sign-in
 *     answers INVALID_LOGIN_CREDENTIALS for an unknown address as for a wrong password, and
 *     fetchSignInMethodsForEmail tells nothing. The site uses neither that call nor a change of
 *     e-mail to an unverified address, which the setting turns off.
 * Only that field is named in updateMask: anonymous sign-in (catch submission), e-mail/password
 * and sign-up stay as they are (README, "Deploying", says which to keep on). What Firebase does
 * not let a project set (per-account sign-in limits, per-address reset limits) is in README.
 */
import { applicationDefault } from 'firebase-admin/app';
import { OpsError } from '../ops/target.ts';

export const AUTH_SETTINGS = { emailPrivacyConfig: { enableImprovedEmailPrivacy: true } };
export const AUTH_UPDATE_MASK = 'emailPrivacyConfig.enableImprovedEmailPrivacy';

export function authSettingsRequest(project: string, token: string) {
  return {
    url: `https://identitytoolkit.googleapis.com/admin/v2/projects/${encodeURIComponent(project)}/config?updateMask=${encodeURIComponent(AUTH_UPDATE_MASK)}`,
    init: {
      method: 'PATCH',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        // With a user's credentials the API bills and checks quota against a named project.
        'X-Goog-User-Project': project,
      },
      body: JSON.stringify(AUTH_SETTINGS),
    } satisfies RequestInit,
  };
}

/** firebase-admin's application default credential (its scopes include cloud-platform). */
const userToken = async () => (await applicationDefault().getAccessToken()).access_token;

/** Applies AUTH_SETTINGS to `project`; a dry run only says what it would do. */
export async function applyAuthSettings(
  project: string,
  {
    dryRun = false,
    token = userToken,
    send = fetch,
  }: { dryRun?: boolean; token?: () => Promise<string>; send?: typeof fetch } = {},
): Promise<void> {
  console.log(
    `\nAuth settings for ${project}: email enumeration protection on (${AUTH_UPDATE_MASK}).`,
  );
  if (dryRun) return;
  let access: string;
  try {
    access = await token();
  } catch {
    throw new OpsError(
      'No credentials to change the Auth settings with: run `gcloud auth application-default login` as a project owner, then deploy again.',
    );
  }
  const { url, init } = authSettingsRequest(project, access);
  const response = await send(url, init);
  if (!response.ok) {
    const detail = (await response.text()).slice(0, 300);
    throw new OpsError(
      `Firebase refused the Auth settings (${response.status}): ${detail}. Turn on "Email enumeration protection" by hand (Firebase console > Authentication > Settings > User actions) and deploy again.`,
    );
  }
}
