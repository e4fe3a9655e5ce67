import { Timestamp } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { memberRecordOf } from './member-record';

describe('memberRecordOf: one reading of clubMembers/{id} for the register and /account', () => {
  it('gives a missing or mistyped field its default: nothing published without consent', () => {
    expect(memberRecordOf('m1', { status: 'gone', ageBand: 7, paidUntil: 'soon' })).toEqual({
      id: 'm1',
      memberNumber: '',
      uid: null,
      email: '',
      name: '',
      phone: '',
      address: '',
      dateOfBirth: null,
      guardian: null,
      publishName: false,
      publishPhotos: false,
      typeId: '',
      typeName: '',
      ageBand: 'adult',
      status: 'awaitingPayment',
      paidUntil: null,
      paymentReference: '',
      closeRequestedAt: null,
    });
  });

  it("keeps what is stored, reading the server's ISO times and Timestamps alike", () => {
    const stored = {
      uid: 'u2',
      publishName: true,
      publishPhotos: false,
      ageBand: 'junior',
      status: 'active',
      dateOfBirth: '2013-06-14',
      paidUntil: '2027-03-31',
    };
    const guardian = { name: 'Karen', email: 'k@pac.example', phone: '07700 900412' };
    const member = memberRecordOf('m2', {
      ...stored,
      guardian: { ...guardian, consentAt: Timestamp.fromMillis(0) },
      closeRequestedAt: '2026-06-01T10:00:00.000Z',
    });
    expect(member).toMatchObject({
      ...stored,
      guardian: { ...guardian, consentAt: new Date(0) },
      closeRequestedAt: new Date('2026-06-01T10:00:00.000Z'),
    });
  });
});
