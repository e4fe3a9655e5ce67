import type { DisplayHtml } from '../../lib/display-html';

export interface WaterEntry {
  id: string;
  pagePosition: number;
  imgUrl: string;
  text: string;
}

/** An entry as the water's public page shows it, its text sanitized for display. */
export interface ShownWaterEntry extends Omit<WaterEntry, 'text'> {
  text: DisplayHtml;
}

/** waters/{key}: what a visitor needs to find and fish the water (firestore.rules, validWaterDetails). */
export interface WaterDetails {
  postcode: string;
  directions: string;
  parking: string;
  facilities: string;
  /** Comma-separated, as shown: "Carp, tench, bream". */
  species: string;
  /** The water's own rules, one a line. */
  rules: string;
}

export const WATER_DETAIL_FIELDS = [
  'postcode',
  'directions',
  'parking',
  'facilities',
  'species',
  'rules',
] as const satisfies readonly (keyof WaterDetails)[];
