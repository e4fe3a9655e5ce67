/**
 * The secretary's changes to a member: the admin server is the register's one writer, and
 * records each change in the Members history (docs/members.md, "Admin server routes").
 */
import { callAdminServer } from '../../../lib/admin-server';
import type { Guardian } from '../types';

const post = (path: string, body?: unknown) =>
  callAdminServer<unknown>(path, {
    method: 'POST',
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });

const memberPath = (id: string) => `/api/members/${encodeURIComponent(id)}`;

/** Waiting list → awaiting payment. */
export function approveMember(id: string) {
  return post(`${memberPath(id)}/approve`);
}

export interface PaymentReceived {
  method: 'cash' | 'bankTransfer';
  reference: string;
  amountPence: number;
}

/** A payment received by cash or bank transfer: the member is active for the season it pays. */
export function recordPayment(id: string, payment: PaymentReceived) {
  return post(`${memberPath(id)}/payments`, payment);
}

export interface MemberDetails {
  name: string;
  email: string;
  phone: string;
  address: string;
  typeId: string;
  publishName: boolean;
  publishPhotos: boolean;
  /** Kept as it is: the server checks a junior type against it. */
  dateOfBirth: string | null;
  /** A junior's guardian, who consented when they joined. */
  guardian?: Guardian & { consent: true };
}

export function updateMember(id: string, details: MemberDetails) {
  return callAdminServer<unknown>(memberPath(id), {
    method: 'PUT',
    body: JSON.stringify(details),
  });
}

/** Closes a membership (its permit revoked) or reactivates a closed one. */
export function setMemberStatus(id: string, status: 'closed' | 'active') {
  return post(`${memberPath(id)}/status`, { status });
}

/**
 * Puts back the record's details as they were at revision `rev` (never its money or status):
 * the version the change to `rev + 1` replaced.
 */
export function restoreMember(id: string, rev: number) {
  return post(`${memberPath(id)}/restore`, { rev });
}
