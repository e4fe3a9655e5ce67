import { describe, expect, it } from 'vitest';
import { isLinkActive, NAV_LINKS } from './nav-links';

describe('isLinkActive', () => {
  it('is active when the path contains the keyword', () => {
    expect(isLinkActive('/waters/clay-end', 'waters')).toBe(true);
    expect(isLinkActive('/rules', 'rules')).toBe(true);
    expect(isLinkActive('/rules', 'matches')).toBe(false);
  });

  it('matches the keyword as a whole segment: News is not active on the newsletter', () => {
    expect(isLinkActive('/news', 'news')).toBe(true);
    expect(isLinkActive('/news/abc', 'news')).toBe(true);
    expect(isLinkActive('/newsletter', 'news')).toBe(false);
    expect(isLinkActive('/newsletter', 'newsletter')).toBe(true);
  });

  it('is never active on an admin path', () => {
    expect(isLinkActive('/admin/manage-matches', 'matches')).toBe(false);
  });

  it('marks Home active on / only', () => {
    expect(isLinkActive('/', '')).toBe(true);
    expect(isLinkActive('/rules', '')).toBe(false);
  });
});

describe('NAV_LINKS', () => {
  it("takes each page's path and keyword from its label", () => {
    expect(NAV_LINKS[0]).toEqual({ label: 'Home', to: '/', keyword: '' });
    expect(NAV_LINKS.find((link) => link.label === 'Our People')).toEqual({
      label: 'Our People',
      to: '/our-people',
      keyword: 'our-people',
    });
  });
});
