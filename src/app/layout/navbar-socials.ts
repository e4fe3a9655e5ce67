/**
 * The navbar's social links, shared by the bar (SocialIcons) and the phone menu
 * (MobileMenuDrawer): which links, in which order, and which of them fit in the bar.
 */
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import RedditIcon from '@mui/icons-material/Reddit';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import type { ComponentType } from 'react';
import { useSocialLinksForNavbar } from '../../features/socials/api/get-social-links-for-navbar';
import { safeExternalUrl } from '../../lib/safe-url';

const ICONS: Record<string, ComponentType> = {
  Facebook: FacebookIcon,
  'X (Formerly Twitter)': XIcon,
  Twitter: XIcon,
  Instagram: InstagramIcon,
  YouTube: YouTubeIcon,
  LinkedIn: LinkedInIcon,
  Reddit: RedditIcon,
};

/**
 * What a phone's bar holds besides the icons, in CSS px: the toolbar's gutters (2 x 16), the logo
 * and its margin (about 66), the gaps between the bar's four parts (3 x 8) and the menu button
 * (48, less its 12 px edge margin), with room to spare for a wider font.
 */
const BAR_RESERVED = 180;
/** A small IconButton: a 24 px icon and 5 px of padding each side. */
const ICON_WIDTH = 34;

/**
 * The narrowest viewport whose bar has room for icon `index` (0-based) beside the logo and the
 * menu button. Below it the icon is hidden from the bar and listed in the menu instead (CSS media
 * queries, so the bar is right on the first paint, before any script measures anything): at
 * 320 px four icons fit, at 360 px five; the menu button always stays in view.
 */
export const iconMinWidth = (index: number) => BAR_RESERVED + (index + 1) * ICON_WIDTH;

/** An anchor's attributes for a social link: a new tab, not handed this window, named as such. */
const newTabLink = (name: string, href: string) => ({
  href,
  target: '_blank',
  rel: 'noopener noreferrer',
  'aria-label': `${name} (opens in a new tab)`,
});

/**
 * The active social links with a safe address and an icon, in the order of ICONS; `link` holds the
 * anchor's attributes, the same in the bar and the menu.
 */
export function useNavbarSocials() {
  const socials = useSocialLinksForNavbar();
  // In the order of ICONS, so the icons keep their places whatever order the store returns.
  const order = Object.keys(ICONS);
  return (socials.data ?? [])
    .toSorted((a, b) => order.indexOf(a.socialName) - order.indexOf(b.socialName))
    .flatMap((social) => {
      const href = safeExternalUrl(social.socialURL);
      const Icon = ICONS[social.socialName];
      return social.socialActive && href && Icon
        ? [{ ...social, Icon, link: newTabLink(social.socialName, href) }]
        : [];
    });
}

/** The media query under which icon `index` has no room in the bar. */
export const noRoomFor = (index: number) => `@media (max-width: ${iconMinWidth(index) - 0.02}px)`;
