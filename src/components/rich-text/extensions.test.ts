// @vitest-environment jsdom
// The real editor (Tiptap on ProseMirror) needs a document.
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../lib/sanitize-html';
import { cleanPastedHtml } from './clean-pasted-html';
import { richTextExtensions } from './extensions';
import { GOOGLE_DOCS_FRAGMENT, WORD_FRAGMENT } from './paste-fixtures';
import { toEditorHtml } from './to-editor-html';

// The real editor (Tiptap on ProseMirror, headless in jsdom), with the app's extensions.
let editor: Editor | undefined;
afterEach(() => editor?.destroy());

function open(content: string): Editor {
  editor = new Editor({ extensions: richTextExtensions, content });
  return editor;
}

describe('the editor and the sanitiser agree', () => {
  it('the sanitiser keeps everything the editor makes, exactly', () => {
    const made = open('');
    made
      .chain()
      .insertContent('<h2>Winter league</h2><h3>Entry</h3><p>Six rounds</p>')
      .insertContent('<ul><li><p>One</p><ol><li><p>Nested</p></li></ol></li></ul>')
      .insertContent('<ol start="4"><li><p>Four</p></li></ol>')
      .run();
    made.commands.setTextSelection({ from: 1, to: 4 });
    made.chain().toggleBold().toggleItalic().run();
    made.commands.insertContentAt(made.state.doc.content.size, '<p>Line<br>break</p>');
    made
      .chain()
      .insertContentAt(
        made.state.doc.content.size,
        '<p><a href="/contact-us">in</a> <a href="https://example.org/x">out</a> ' +
          '<a href="mailto:a@b.example">mail</a> <a href="tel:+44123">tel</a></p>',
      )
      .run();
    const html = made.getHTML();
    expect(html).toMatch(/<h2><strong><em>Win<\/em><\/strong>/);
    expect(html).toContain('<ol start="4">');
    expect(html).toContain('<br>');
    expect(html).toContain('<a href="/contact-us">in</a>');
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('the editor drops links it must not make', () => {
    const html = open(
      '<p><a href="javascript:alert(1)">js</a> <a href="data:text/html,x">data</a></p>',
    ).getHTML();
    expect(html).not.toMatch(/javascript:|data:/);
  });

  it('opens old text with literal \\n sequences as paragraphs and lines, saved back clean', () => {
    const html = open(
      toEditorHtml('Dear members,\\n\\nThe draw is at 8.\\nBring a mat.'),
    ).getHTML();
    expect(html).toBe('<p>Dear members,</p><p>The draw is at 8.<br>Bring a mat.</p>');
    const rules = open(
      toEditorHtml('<ol>\\n<li>Barbless hooks.</li>\\n<li>No litter.</li>\\n</ol>'),
    );
    expect(rules.getHTML()).toBe(
      '<ol><li><p>Barbless hooks.</p></li><li><p>No litter.</p></li></ol>',
    );
  });

  it('pasted Word and Google Docs copies open as clean editor HTML', () => {
    const word = open(cleanPastedHtml(WORD_FRAGMENT)).getHTML();
    expect(word).toContain('<h2>Winter League</h2>');
    expect(word).toContain('<ul><li><p>Weston</p></li><li><p>Clay End</p></li></ul>');
    expect(word).toContain(
      '<ol><li><p>Draw at 8:00</p><ol><li><p>Weston car park</p></li></ol></li>',
    );
    const google = open(cleanPastedHtml(GOOGLE_DOCS_FRAGMENT)).getHTML();
    expect(google).toContain('<strong>Saturday</strong> <em>at nine</em>');
    expect(google).toContain('<a href="https://pac.example/work">our site</a>');
    for (const html of [word, google]) expect(sanitizeRichText(html)).toBe(html);
  });
});
