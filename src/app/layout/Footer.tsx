import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import {
  ACCOUNT_PATH,
  CLUB_ADDRESS,
  CLUB_NAME,
  DAY_TICKETS_PATH,
  PRIVACY_PATH,
} from '../../config/constants';
import { CLUB_COLOURS } from '../theme';
import { JoinClubButton } from './JoinClubButton';
import { useNavbarSocials } from './navbar-socials';
import { SiteCrest } from './SiteCrest';

// The navbar's links are the specification's (nav-links.ts); a member's card and a day ticket,
// which it does not name, are found here.
const LINKS = [
  { label: 'My membership', to: ACCOUNT_PATH },
  { label: 'Day tickets', to: DAY_TICKETS_PATH },
  { label: 'Contact us', to: '/contact-us' },
  { label: 'News', to: '/news' },
  { label: 'Privacy', to: PRIVACY_PATH },
] as const;

/**
 * Every page's footer: the crest, the club's address, its contacts, socials (the navbar's summary,
 * already read: no read of its own), privacy, a member's own page, day tickets and a way to join.
 */
export function Footer() {
  const socials = useNavbarSocials();
  const linkSx = { color: CLUB_COLOURS.gold, '&:hover': { color: '#fff' } } as const;
  return (
    <Box component="footer" sx={{ bgcolor: CLUB_COLOURS.darkGreen, color: '#fff', mt: 4, py: 4 }}>
      <Container maxWidth="lg">
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={{ xs: 3, md: 6 }}
          sx={{ alignItems: { md: 'flex-start' } }}
        >
          <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
            <SiteCrest width={48} height={56} />
            <Box component="address" sx={{ fontStyle: 'normal' }}>
              <Typography sx={{ fontWeight: 700 }}>{CLUB_NAME}</Typography>
              {CLUB_ADDRESS.map((line) => (
                <Typography key={line} variant="body2">
                  {line}
                </Typography>
              ))}
            </Box>
          </Stack>
          <Box component="nav" aria-label="Footer">
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {LINKS.map((link) => (
                <li key={link.to}>
                  <Link component={RouterLink} to={link.to} sx={linkSx}>
                    {link.label}
                  </Link>
                </li>
              ))}
              {socials.map(({ id, socialName, link }) => (
                <li key={id}>
                  <Link {...link} sx={linkSx}>
                    {socialName === 'X (Formerly Twitter)' ? 'X' : socialName}
                  </Link>
                </li>
              ))}
            </Stack>
          </Box>
          <Box sx={{ flexGrow: 1, textAlign: { md: 'right' } }}>
            <Typography sx={{ mb: 1.5 }}>Fish our waters and join our matches.</Typography>
            <JoinClubButton />
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}
