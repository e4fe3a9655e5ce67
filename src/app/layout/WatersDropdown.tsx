import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import type { KeyboardEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { isLinkActive, WATER_LINKS } from './nav-links';

interface Props {
  open: boolean;
  anchorEl: HTMLElement | null;
  menuId: string;
  /** Opened from the keyboard: the first item takes focus. */
  focusFirst: boolean;
  onClose: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLUListElement>) => void;
}

/** The waters dropdown of the wide navbar's Waters button (WatersMenu loads it lazily). */
export function WatersDropdown({ open, anchorEl, menuId, focusFirst, onClose, onKeyDown }: Props) {
  const { pathname } = useLocation();
  return (
    <Popper
      open={open}
      anchorEl={anchorEl}
      placement="bottom-start"
      // Inside the hover area, so moving from the button into the menu keeps it open.
      disablePortal
      sx={{ zIndex: 'modal' }}
    >
      <Paper elevation={4}>
        <MenuList
          id={menuId}
          aria-labelledby="waters-button"
          autoFocusItem={open && focusFirst}
          onKeyDown={onKeyDown}
        >
          <MenuItem
            component={RouterLink}
            to="/waters"
            onClick={onClose}
            selected={pathname === '/waters'}
          >
            All Waters
          </MenuItem>
          {WATER_LINKS.map((link) => (
            <MenuItem
              key={link.to}
              component={RouterLink}
              to={link.to}
              onClick={onClose}
              selected={isLinkActive(pathname, link.to.slice(1))}
            >
              {link.label}
            </MenuItem>
          ))}
        </MenuList>
      </Paper>
    </Popper>
  );
}
