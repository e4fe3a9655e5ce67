import { EMAIL } from './contact-fields';

/** Why a typed email address cannot be used, or undefined when it can. */
export function emailProblem(email: string): string | undefined {
  const trimmed = email.trim();
  if (!trimmed) return 'Enter your email address.';
  if (!EMAIL.test(trimmed)) {
    return 'Enter your email address in the form name@example.com.';
  }
  return undefined;
}
