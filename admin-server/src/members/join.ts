/**
 * Joining (POST /members/join): the record created awaiting payment, or on the waiting list once
 * the type's cap is reached, with the next member number; recorded in history as a create.
 */
import type { DecodedIdToken } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import {
  ageBandProblem,
  ageOn,
  type MembershipType,
  type MemberStatus,
} from '../../../src/config/membership.ts';
import { HttpError } from '../http-error.ts';
import { MEMBER_COUNTER, MEMBERS, paymentReferenceOf, type MemberRecord } from './member-record.ts';
import { writeRecorded } from './recorded.ts';
import type { JoinInput } from './schemas.ts';

/** The first member number when memberCounters/next has none (the seed sets it past its members). */
export const FIRST_MEMBER_NUMBER = 1001;

export async function readType(db: Firestore, typeId: string): Promise<MembershipType> {
  const type = await db.doc(`membershipTypes/${typeId}`).get();
  if (!type.exists) throw new HttpError(400, 'There is no such membership type: choose another.');
  return type.data() as MembershipType;
}

/** The age and guardian checks a type asks for: a sentence, or null when all is well. */
export function joinProblem(type: MembershipType, input: JoinInput, today: string): string | null {
  const dateOfBirth = input.dateOfBirth ?? null;
  if (dateOfBirth !== null && dateOfBirth > today) return 'The date of birth is in the future.';
  const problem = ageBandProblem(type.ageBand, dateOfBirth ? ageOn(dateOfBirth, today) : null);
  if (problem) return problem;
  if (type.ageBand === 'junior' && !input.guardian) {
    return 'A junior needs a parent or guardian who gives their name, email, phone and consent.';
  }
  return null;
}

export interface Joined {
  memberId: string;
  memberNumber: string;
  paymentReference: string;
  amountPence: number;
  status: MemberStatus;
  typeName: string;
  email: string;
}

export async function join(
  db: Firestore,
  input: JoinInput,
  caller: DecodedIdToken | null,
  today: string,
): Promise<Joined> {
  const type = await readType(db, input.typeId);
  const problem = joinProblem(type, input, today);
  if (problem) throw new HttpError(400, problem);
  // The caller's uid is linked only when it is theirs to link: an anonymous identity (upgraded
  // later with the joining email, keeping its uid) or an account with this verified email.
  const provider = caller?.firebase?.sign_in_provider;
  const ownsEmail = caller?.email === input.email && caller.email_verified === true;
  const uid = caller && (provider === 'anonymous' || ownsEmail) ? caller.uid : null;

  const members = db.collection(MEMBERS);
  const memberRef = members.doc();
  const counterRef = db.doc(MEMBER_COUNTER);
  return db.runTransaction(async (tx) => {
    const sameEmail = await tx.get(members.where('email', '==', input.email).limit(5));
    if (sameEmail.docs.some((doc) => doc.get('status') !== 'closed')) {
      throw new HttpError(
        409,
        'This email already has a membership: sign in with it to see, renew or pay for it.',
      );
    }
    if (uid) {
      const linked = await tx.get(members.where('uid', '==', uid).limit(1));
      if (!linked.empty) throw new HttpError(409, 'You are already a member: see your account.');
    }
    let status: MemberStatus = 'awaitingPayment';
    if (type.cap !== null) {
      const taken = await tx.get(
        members
          .where('typeId', '==', input.typeId)
          .where('status', 'in', ['active', 'awaitingPayment'])
          .count(),
      );
      if (taken.data().count >= type.cap) status = 'waitingList';
    }
    const counter = await tx.get(counterRef);
    const number = (counter.get('value') as number | undefined) ?? FIRST_MEMBER_NUMBER;
    const memberNumber = String(number);
    const now = new Date().toISOString();
    const record: Omit<MemberRecord, 'rev'> = {
      memberNumber,
      uid,
      email: input.email,
      name: input.name,
      phone: input.phone,
      address: input.address,
      dateOfBirth: input.dateOfBirth ?? null,
      guardian: input.guardian
        ? {
            name: input.guardian.name,
            email: input.guardian.email,
            phone: input.guardian.phone,
            consentAt: now,
          }
        : null,
      publishName: input.publishName,
      publishPhotos: input.publishPhotos,
      rulesAcceptedAt: now,
      typeId: input.typeId,
      typeName: type.name,
      ageBand: type.ageBand,
      status,
      paidUntil: null,
      paymentReference: paymentReferenceOf(memberNumber),
      permitId: null,
      closeRequestedAt: null,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    };
    tx.set(counterRef, { value: number + 1 });
    writeRecorded(db, tx, memberRef, undefined, record, {
      kind: 'create',
      editor: { uid: uid ?? 'join', email: null },
      title: `${input.name} joined (${type.name})`,
    });
    return {
      memberId: memberRef.id,
      memberNumber,
      paymentReference: record.paymentReference,
      amountPence: type.pricePence,
      status,
      typeName: type.name,
      email: input.email,
    };
  });
}
