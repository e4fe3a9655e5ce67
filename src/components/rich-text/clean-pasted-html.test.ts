// @vitest-environment jsdom
// A paste is cleaned in the browser's DOMParser.
import { describe, expect, it } from 'vitest';
import { cleanPastedHtml } from './clean-pasted-html';
import { GOOGLE_DOCS_FRAGMENT, WORD_FRAGMENT } from './paste-fixtures';

describe('cleanPastedHtml', () => {
  it('keeps the structure of a Word copy and drops its styling junk', () => {
    expect(cleanPastedHtml(WORD_FRAGMENT)).toBe(
      '<h2>Winter League</h2>' +
        '<p>The league starts in <strong>December</strong> and runs <em>six</em> rounds. See ' +
        '<a href="https://pac.example/league">the league page</a>.</p>' +
        '<ul><li>Weston</li><li>Clay End</li></ul>' +
        '<h2>On the day</h2>' +
        '<ol><li>Draw at 8:00<ol><li>Weston car park</li></ol></li><li>Fish until 14:00</li></ol>',
    );
  });

  it('keeps the structure of a Google Docs copy and drops its wrapper and styles', () => {
    expect(cleanPastedHtml(GOOGLE_DOCS_FRAGMENT)).toBe(
      '<h2>Spring Newsletter</h2>' +
        '<p>The work party is on <strong>Saturday</strong> <em>at nine</em>. Details on ' +
        '<a href="https://pac.example/work">our site</a>.</p>' +
        '<ul><li><p>Bring gloves</p></li><li><p>Bring a flask</p></li></ul>' +
        '<ol><li><p>Meet at the gate</p></li></ol>',
    );
  });

  it('leaves nothing of the junk', () => {
    for (const fragment of [WORD_FRAGMENT, GOOGLE_DOCS_FRAGMENT]) {
      expect(cleanPastedHtml(fragment)).not.toMatch(
        /mso-|style|class=|<span|<font|<!--|o:p|docs-internal-guid|<b\b|<meta/i,
      );
    }
  });

  it('drops what is unsafe in a paste like anywhere else', () => {
    expect(
      cleanPastedHtml(
        '<p onclick="x()">Hi<img src="https://tracker.example/p.gif"></p>' +
          '<a href="javascript:alert(1)">x</a><form><input type="password"></form>',
      ),
    ).toBe('<p>Hi</p><a>x</a>');
  });
});
