import { toStoredRichText } from '../../lib/sanitize-html';

/**
 * Stored text as the editor should open it: the old literal "\n" format as paragraphs and line
 * breaks, and nothing outside the editor's allow-list (which it would drop anyway, silently). The
 * same as what saving it unchanged stores.
 */
export const toEditorHtml = toStoredRichText;
