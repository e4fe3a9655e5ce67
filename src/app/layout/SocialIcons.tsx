import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import RedditIcon from '@mui/icons-material/Reddit';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
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

/** Icons for the active social links; a link whose URL is not http(s) is not shown. */
export function SocialIcons() {
  const socials = useSocialLinksForNavbar();
  // In the order of ICONS, so the icons keep their places whatever order the store returns.
  const order = Object.keys(ICONS);
  const links = (socials.data ?? [])
    .toSorted((a, b) => order.indexOf(a.socialName) - order.indexOf(b.socialName))
    .flatMap((social) => {
      const href = safeExternalUrl(social.socialURL);
      const Icon = ICONS[social.socialName];
      return social.socialActive && href && Icon ? [{ ...social, href, Icon }] : [];
    });
  return (
    <Stack direction="row" component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {links.map(({ id, socialName, href, Icon }) => (
        <li key={id}>
          <IconButton
            component="a"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${socialName} (opens in a new tab)`}
            color="inherit"
            size="small"
          >
            <Icon />
          </IconButton>
        </li>
      ))}
    </Stack>
  );
}
