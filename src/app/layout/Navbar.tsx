import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { LOGO_TEXT, WIDE_SCREEN_BREAKPOINT } from '../../config/constants';
import { useAuth } from '../../features/auth/auth-context';
import { MobileMenu } from './MobileMenu';
import { canSeeAdminLink, isLinkActive, NAV_LINKS } from './nav-links';
import { SiteCrest } from './SiteCrest';
import { SocialIcons } from './SocialIcons';
import { WatersMenu } from './WatersMenu';

export function Navbar() {
  const { pathname } = useLocation();
  const auth = useAuth();
  // A rendered page hydrates as the server drew it (a phone's bar), then measures; a page the
  // browser renders alone measures on its first render (useMediaQuery's server snapshot).
  const wide = useMediaQuery(`(min-width:${WIDE_SCREEN_BREAKPOINT}px)`);
  const showAdmin = canSeeAdminLink(auth);

  return (
    <AppBar position="sticky" component="header">
      <Toolbar sx={{ gap: 1 }}>
        <Box
          component={RouterLink}
          to="/"
          aria-label={LOGO_TEXT}
          sx={{ display: 'flex', color: 'inherit', mr: 2, py: 0.5 }}
        >
          <SiteCrest width={36} height={42} />
        </Box>
        {wide ? (
          <Box
            component="nav"
            aria-label="Main"
            sx={{ display: 'flex', flexWrap: 'wrap', flexGrow: 1 }}
          >
            {NAV_LINKS.map((link) => {
              const active = isLinkActive(pathname, link.keyword);
              return link.to === '/waters' ? (
                <WatersMenu key={link.to} active={active} />
              ) : (
                <Button
                  key={link.to}
                  component={RouterLink}
                  to={link.to}
                  color="inherit"
                  aria-current={active ? 'page' : undefined}
                  sx={{
                    fontWeight: active ? 700 : 400,
                    textDecoration: active ? 'underline' : 'none',
                  }}
                >
                  {link.label}
                </Button>
              );
            })}
            {showAdmin && (
              <Button component={RouterLink} to="/admin" color="inherit">
                Admin
              </Button>
            )}
          </Box>
        ) : (
          <Box sx={{ flexGrow: 1 }} />
        )}
        <SocialIcons />
        {!wide && <MobileMenu showAdmin={showAdmin} />}
      </Toolbar>
    </AppBar>
  );
}
