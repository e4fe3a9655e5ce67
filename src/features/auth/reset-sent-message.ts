/**
 * Said after a reset e-mail is asked for, whether or not the address has an account, so the
 * login page does not reveal which addresses do.
 */
export const resetSentMessage = (email: string) =>
  `If ${email} belongs to an admin account, an email with a link to reset its password is on its way. Check your inbox (and spam folder).`;
