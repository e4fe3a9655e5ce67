import type { AgeBand } from '../../config/membership';
import { guardianRequest } from './contact-fields';
import type { JoinRequest } from './types';

// The join form's fields, without their checks: the page hydrates with these, and the checks
// (join-schema.ts, with zod) load when the form is first checked (lazy-resolver.ts).

/** The join form as typed (every field text or a choice, so a draft can be kept as it is). */
export interface JoinFields {
  typeId: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  dateOfBirth: string;
  guardianName: string;
  guardianEmail: string;
  guardianPhone: string;
  guardianConsent: boolean;
  /** '' until chosen: consent is asked, never assumed. */
  publish: string;
  rulesAccepted: boolean;
  /** 'card' or 'treasurer': offered only where the club takes cards (JoinForm's cardPayments). */
  payBy: string;
}

/** The join form once checked (join-schema.ts): the publish choice made. */
export type JoinValues = Omit<JoinFields, 'publish'> & { publish: 'yes' | 'no' };

export const EMPTY_JOIN: JoinFields = {
  typeId: '',
  name: '',
  email: '',
  phone: '',
  address: '',
  dateOfBirth: '',
  guardianName: '',
  guardianEmail: '',
  guardianPhone: '',
  guardianConsent: false,
  publish: '',
  rulesAccepted: false,
  payBy: 'card',
};

/** Which bands give a date of birth: a junior's proves they are under 18, a senior's 65 or over. */
export const needsDateOfBirth = (band: AgeBand | undefined) =>
  band === 'junior' || band === 'senior';

/** The checked form as the admin server's join takes it. */
export function joinRequest(values: JoinValues, band: AgeBand): JoinRequest {
  const publish = values.publish === 'yes';
  return {
    typeId: values.typeId,
    name: values.name.trim(),
    email: values.email.trim().toLowerCase(),
    phone: values.phone.trim(),
    address: values.address.trim(),
    ...(needsDateOfBirth(band) && { dateOfBirth: values.dateOfBirth }),
    ...(band === 'junior' && { guardian: guardianRequest(values) }),
    publishName: publish,
    publishPhotos: publish,
    rulesAccepted: true,
    // Card unless the treasurer was chosen: where the club takes no cards, the server answers
    // the bank details either way.
    payBy: values.payBy === 'treasurer' ? 'treasurer' : 'card',
  };
}
