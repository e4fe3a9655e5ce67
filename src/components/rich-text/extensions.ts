import StarterKit from '@tiptap/starter-kit';
import { LinkBubbleMenuHandler } from 'mui-tiptap';
import { classifyLink } from '../../lib/safe-url';

/**
 * What the editor can make, and so all it ever outputs (the sanitiser's allow-list in
 * src/lib/sanitize-html.ts is this list): paragraphs, line breaks, h2/h3 (the page has the h1),
 * bold, italic, bulleted and numbered lists, links, and undo/redo. StarterKit's other parts
 * (code, quotes, rules, strike-through, underline) are switched off.
 */
export const richTextExtensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    // An extra empty paragraph after a closing list would count as a change nobody made.
    trailingNode: false,
    link: {
      openOnClick: false,
      defaultProtocol: 'https',
      // The link's address only: whether it opens in a new tab is decided when it is shown.
      HTMLAttributes: { target: null, rel: null, class: null },
      isAllowedUri: (url) => classifyLink(url) !== undefined,
    },
  }),
  LinkBubbleMenuHandler,
];
