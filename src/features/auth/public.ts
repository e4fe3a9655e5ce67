// What public pages of other features use of the auth feature: nothing that loads Firebase with
// the module. The catch form asks Auth for a member's name only when this phone holds a session.
export { hasStoredSession } from './api/has-stored-session';
export { sendPasswordReset } from './api/password-reset';
