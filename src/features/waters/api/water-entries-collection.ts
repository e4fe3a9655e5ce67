import { collectionApi } from '../../../components/admin/collection-api';
import type { WaterKey } from '../../../config/waters';
import type { WaterEntry } from '../types';
import { addWaterEntry } from './add-water-entry';
import { deleteWaterEntry } from './delete-water-entry';
import { waterEntriesQuery } from './get-water-entries';
import { updateWaterEntry } from './update-water-entry';
import { waterEntryRef } from './water-entry-ref';

/**
 * The form's values: the text, and the image (required for a new entry only); an edit may remove
 * the image instead, keeping the entry.
 */
export interface WaterEntryForm {
  text: string;
  image?: File | undefined;
  removeImage?: boolean | undefined;
}

/** One water's page entries, in page order: added at the end, edited, deleted to Recently deleted (the image kept for a restore). */
export const waterEntriesCollection = (key: WaterKey) =>
  collectionApi({
    list: waterEntriesQuery(key),
    noun: 'entry',
    name: (entry: WaterEntry) => entry.id,
    create: ({ text, image }: WaterEntryForm) => {
      // The form requires an image for a new entry; the api says so too.
      if (!image) return Promise.reject(new Error('Choose an image.'));
      return addWaterEntry(key, { text, image });
    },
    update: (entry, { text, image, removeImage }) =>
      updateWaterEntry(key, entry.id, { text, image, removeImage }),
    remove: (entry) => deleteWaterEntry(key, entry.id),
    history: { area: 'manageWaters', path: (entry) => waterEntryRef(key, entry.id).path },
  });
