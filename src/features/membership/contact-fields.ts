/** What the join and details forms check of an email or phone, and how they send a guardian. */

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** UK-style phone numbers, spaces and a leading + allowed: 10 to 15 digits. */
export const PHONE = /^\+?[\d\s()-]{10,20}$/;

interface GuardianFields {
  guardianName: string;
  guardianEmail: string;
  guardianPhone: string;
}

/** A junior's guardian as the admin server takes it, consent given when the junior joined. */
export function guardianRequest(values: GuardianFields) {
  return {
    name: values.guardianName.trim(),
    email: values.guardianEmail.trim().toLowerCase(),
    phone: values.guardianPhone.trim(),
    consent: true as const,
  };
}
