import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { isLinkActive, WATER_LINKS } from './nav-links';

const MENU_ID = 'waters-menu';

/**
 * The Waters link of the wide navbar and its dropdown of the waters. It opens on hover where the
 * device can hover, and on a click, tap or Enter/Space/ArrowDown; the Waters button itself never
 * navigates. A non-modal popper, so hovering on to the next link simply closes it.
 */
export function WatersMenu({ active }: { active: boolean }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  // Opened from the keyboard, the first item takes focus; opened by the mouse, focus stays put.
  const [focusFirst, setFocusFirst] = useState(false);
  // Kept in state (a callback ref), since the popper needs the element while rendering.
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const canHover = useMediaQuery('(hover: hover)', { noSsr: true });

  const openMenu = (fromKeyboard: boolean) => {
    setFocusFirst(fromKeyboard);
    setOpen(true);
  };
  const close = () => setOpen(false);
  const closeAndRefocus = () => {
    setOpen(false);
    button?.focus();
  };

  const onButtonClick = (event: MouseEvent<HTMLButtonElement>) => {
    // event.detail is 0 for a click made with Enter or Space.
    const fromKeyboard = event.detail === 0;
    // Where hovering already opened it, a click keeps it open rather than toggling it shut.
    if (open && !(canHover && !fromKeyboard)) close();
    else openMenu(fromKeyboard);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openMenu(true);
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      closeAndRefocus();
    } else if (event.key === 'Tab') {
      close();
    }
  };

  return (
    // Around the button too, so a click on Waters itself is not a click away.
    <ClickAwayListener onClickAway={close}>
      <Box
        onMouseEnter={canHover ? () => openMenu(false) : undefined}
        onMouseLeave={canHover ? close : undefined}
        sx={{ display: 'inline-flex' }}
      >
        <Button
          ref={setButton}
          id="waters-button"
          color="inherit"
          aria-haspopup="true"
          aria-expanded={open}
          aria-controls={open ? MENU_ID : undefined}
          endIcon={<ArrowDropDownIcon />}
          onClick={onButtonClick}
          onKeyDown={onButtonKeyDown}
          sx={{ fontWeight: active ? 700 : 400, textDecoration: active ? 'underline' : 'none' }}
        >
          Waters
        </Button>
        <Popper
          open={open}
          anchorEl={button}
          placement="bottom-start"
          // Inside the hover area, so moving from the button into the menu keeps it open.
          disablePortal
          sx={{ zIndex: 'modal' }}
        >
          <Paper elevation={4}>
            <MenuList
              id={MENU_ID}
              aria-labelledby="waters-button"
              autoFocusItem={open && focusFirst}
              onKeyDown={onListKeyDown}
            >
              <MenuItem
                component={RouterLink}
                to="/waters"
                onClick={close}
                selected={pathname === '/waters'}
              >
                All Waters
              </MenuItem>
              {WATER_LINKS.map((link) => (
                <MenuItem
                  key={link.to}
                  component={RouterLink}
                  to={link.to}
                  onClick={close}
                  selected={isLinkActive(pathname, link.to.slice(1))}
                >
                  {link.label}
                </MenuItem>
              ))}
            </MenuList>
          </Paper>
        </Popper>
      </Box>
    </ClickAwayListener>
  );
}
