import CloseIcon from '@mui/icons-material/Close';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListSubheader from '@mui/material/ListSubheader';
import { isLinkActive, NAV_LINKS, WATER_LINKS } from './nav-links';
import { iconMinWidth, useNavbarSocials } from './navbar-socials';

const WATERS_LIST_ID = 'mobile-waters-list';

/**
 * The drawer of MobileMenu, its own chunk: MUI's Drawer brings Modal (about 9 KB gzip), loaded
 * when the menu first opens rather than with every page. "Waters" is a toggle here: a tap opens
 * its list of waters instead of navigating.
 */
export default function MobileMenuDrawer({
  open,
  onClose: close,
  showAdmin,
}: {
  open: boolean;
  onClose: () => void;
  showAdmin: boolean;
}) {
  const [watersOpen, setWatersOpen] = useState(false);
  const { pathname } = useLocation();
  const socials = useNavbarSocials();
  // Only the icons the bar has no room for are listed here (SocialIcons hides the same ones).
  const shownInBar = (index: number) => ({
    [`@media (min-width: ${iconMinWidth(index)}px)`]: { display: 'none' },
  });

  const linkItem = (to: string, label: string, active: boolean, indent = false) => (
    <ListItem key={to} disablePadding>
      <ListItemButton
        component={RouterLink}
        to={to}
        selected={active}
        aria-current={active ? 'page' : undefined}
        onClick={close}
        sx={indent ? { pl: 4 } : undefined}
      >
        <ListItemText primary={label} />
      </ListItemButton>
    </ListItem>
  );

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={close}
      slotProps={{ paper: { 'aria-label': 'Menu' } }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
        <IconButton aria-label="Close menu" onClick={close}>
          <CloseIcon />
        </IconButton>
      </Box>
      <nav aria-label="Main menu" id="mobile-menu">
        <List sx={{ width: 260 }}>
          {NAV_LINKS.map((link) =>
            link.to === '/waters' ? (
              <li key={link.to}>
                <ListItemButton
                  selected={isLinkActive(pathname, link.keyword)}
                  aria-expanded={watersOpen}
                  aria-controls={WATERS_LIST_ID}
                  onClick={() => setWatersOpen((value) => !value)}
                >
                  <ListItemText primary={link.label} />
                  {watersOpen ? <ExpandLess /> : <ExpandMore />}
                </ListItemButton>
                <Collapse in={watersOpen} unmountOnExit={false}>
                  <List id={WATERS_LIST_ID} disablePadding>
                    {linkItem('/waters', 'All Waters', pathname === '/waters', true)}
                    {WATER_LINKS.map((water) =>
                      linkItem(water.to, water.label, pathname === water.to, true),
                    )}
                  </List>
                </Collapse>
              </li>
            ) : (
              linkItem(link.to, link.label, isLinkActive(pathname, link.keyword))
            ),
          )}
          {showAdmin && linkItem('/admin', 'Admin', false)}
        </List>
      </nav>
      {socials.length > 0 && (
        <List
          aria-labelledby="mobile-menu-socials"
          sx={{ width: 260, ...shownInBar(socials.length - 1) }}
          subheader={
            <ListSubheader id="mobile-menu-socials" disableSticky>
              Follow us
            </ListSubheader>
          }
        >
          {socials.map(({ id, socialName, link, Icon }, index) => (
            <ListItem key={id} disablePadding sx={shownInBar(index)}>
              <ListItemButton component="a" {...link}>
                <ListItemIcon>
                  <Icon />
                </ListItemIcon>
                <ListItemText primary={socialName === 'X (Formerly Twitter)' ? 'X' : socialName} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Drawer>
  );
}
