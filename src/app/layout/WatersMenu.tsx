import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { WATER_LINKS } from './nav-links';

/**
 * The Waters link with its dropdown of the three waters. On wide screens it opens on hover; a
 * click or tap (or Enter/Space) toggles it, and the menu items are keyboard-navigable.
 */
export function WatersMenu({ active }: { active: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const close = () => setAnchor(null);
  const canHover = typeof window !== 'undefined' && window.matchMedia?.('(hover: hover)').matches;

  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? 'waters-menu' : undefined}
        endIcon={<ArrowDropDownIcon />}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(open ? null : event.currentTarget)}
        onMouseEnter={
          canHover ? (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget) : undefined
        }
        sx={{ fontWeight: active ? 700 : 400, textDecoration: active ? 'underline' : 'none' }}
      >
        Waters
      </Button>
      <Menu
        id="waters-menu"
        anchorEl={anchor}
        open={open}
        onClose={close}
        slotProps={{ list: { onMouseLeave: canHover ? close : undefined } }}
      >
        <MenuItem component={RouterLink} to="/waters" onClick={close}>
          All Waters
        </MenuItem>
        {WATER_LINKS.map((link) => (
          <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={close}>
            {link.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
