const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A 20-character id like Firestore's own, made on the phone (firestore.rules' plainId). */
export function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  // 256 % 62 leaves a slight bias towards the first letters: irrelevant for an id.
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}
