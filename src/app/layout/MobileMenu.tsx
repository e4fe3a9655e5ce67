import MenuIcon from '@mui/icons-material/Menu';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { isLinkActive, NAV_LINKS, WATER_LINKS } from './nav-links';

/** The hamburger menu used below the 768 px breakpoint. */
export function MobileMenu({ showAdmin }: { showAdmin: boolean }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const close = () => setOpen(false);

  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Open menu"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </IconButton>
      <Drawer anchor="right" open={open} onClose={close}>
        <nav aria-label="Main menu" id="mobile-menu">
          <List sx={{ width: 260 }}>
            {NAV_LINKS.map((link) => (
              <ListItemButton
                key={link.to}
                component={RouterLink}
                to={link.to}
                selected={isLinkActive(pathname, link.keyword)}
                onClick={close}
              >
                <ListItemText primary={link.label} />
              </ListItemButton>
            ))}
            <Divider />
            {WATER_LINKS.map((link) => (
              <ListItemButton
                key={link.to}
                component={RouterLink}
                to={link.to}
                onClick={close}
                sx={{ pl: 4 }}
              >
                <ListItemText primary={link.label} />
              </ListItemButton>
            ))}
            {showAdmin && (
              <>
                <Divider />
                <ListItemButton component={RouterLink} to="/admin" onClick={close}>
                  <ListItemText primary="Admin" />
                </ListItemButton>
              </>
            )}
          </List>
        </nav>
      </Drawer>
    </>
  );
}
