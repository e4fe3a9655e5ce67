/**
 * A contact on Contact Us. Linked to a committee member (`memberId`), it shows that member's
 * current name, number and e-mail (read-contacts.ts), its own copies kept for a member since
 * removed; otherwise its own fields.
 */
export interface Contact {
  id: string;
  title: string;
  name: string;
  phoneNumber?: string;
  email?: string;
  memberId?: string;
}
