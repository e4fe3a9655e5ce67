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
