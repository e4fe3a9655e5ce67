/** The member's own calls to the admin server (docs/members.md): each with their ID token. */
import { callAdminServer } from '../../../lib/admin-server';
import type { MemberDetails, PayInstruction, Permit } from '../types';

const json = (method: string, body?: unknown): RequestInit => ({
  method,
  ...(body !== undefined && { body: JSON.stringify(body) }),
});

/** Links the record joined with this email to the signed-in member (once). */
export const claimMembership = () =>
  callAdminServer<{ memberId: string }>('/api/account/claim', json('POST', {}));

export const saveDetails = (details: MemberDetails) =>
  callAdminServer<unknown>('/api/account/details', json('PUT', details));

export const requestClose = () => callAdminServer<unknown>('/api/account/close', json('POST', {}));

/** A renewal, or a first payment left half way: by card (where the club takes cards) or by hand. */
export const renewMembership = (payBy?: 'card' | 'treasurer') =>
  callAdminServer<{ pay: PayInstruction; paymentReference?: string; amountPence?: number }>(
    '/api/account/renew',
    json('POST', payBy ? { payBy } : {}),
  );

export const fetchPermit = () => callAdminServer<Permit>('/api/account/permit');

/** GET /api/account/export: the member's record, payments and catches, saved as a JSON file. */
export async function downloadMyData(): Promise<void> {
  const data = await callAdminServer<unknown>('/api/account/export');
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'pac-my-data.json';
  link.click();
  // After the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
