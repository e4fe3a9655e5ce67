/** A catch's id, made on the phone (firestore.rules' plainId): the shared outbox's ids. */
export { newId as newCatchId } from '../../../lib/outbox/new-id';
