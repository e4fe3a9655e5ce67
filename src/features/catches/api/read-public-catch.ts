import { doc, getDoc } from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import type { Catch } from '../types';
import { catchFromData } from './catch-from-data';

/**
 * One approved catch (its own page, /catches/{id}), or null when there is no such catch or it is
 * not approved: firestore.rules refuse a visitor a pending catch, and that refusal means the same
 * to the page as a missing one, so nothing of a pending catch is ever shown or rendered.
 */
export async function getPublicCatch(id: string): Promise<Catch | null> {
  try {
    const snapshot = await getDoc(doc(db, COLLECTIONS.catches, id));
    if (!snapshot.exists()) return null;
    const found = catchFromData(snapshot.id, snapshot.data());
    return found.isPublic && found.imgURL ? found : null;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'permission-denied') return null;
    throw error;
  }
}
