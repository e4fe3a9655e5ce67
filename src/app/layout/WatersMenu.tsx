import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  lazy,
  Suspense,
  useEffect,
  useState,
  type ComponentProps,
  type ComponentType,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import type { WatersDropdown as Dropdown } from './WatersDropdown';

const MENU_ID = 'waters-menu';

// The dropdown's popper, menu list and transitions (about 15 KB gzip) are not needed to show a
// page: they load on the first opening, or earlier once the page has gone idle. Wide screens only,
// so no phone's precache either (app/offline/visitor-precache.ts): the service worker keeps them
// once fetched. Never fetched here and with no signal, the menu stays shut instead of failing the
// page.
const loadWatersDropdown = () => import('./WatersDropdown');
const Shut = (_props: ComponentProps<typeof Dropdown>) => null;
const WatersDropdown = lazy<ComponentType<ComponentProps<typeof Dropdown>>>(() =>
  loadWatersDropdown().then(
    (m) => ({ default: m.WatersDropdown }),
    () => ({ default: Shut }),
  ),
);

/**
 * The Waters link of the wide navbar and its dropdown of the waters. It opens on hover where the
 * device can hover, and on a click, tap or Enter/Space/ArrowDown; the Waters button itself never
 * navigates. A non-modal popper, so hovering on to the next link simply closes it.
 */
export function WatersMenu({ active }: { active: boolean }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  // Opened from the keyboard, the first item takes focus; opened by the mouse, focus stays put.
  const [focusFirst, setFocusFirst] = useState(false);
  // Kept in state (a callback ref), since the popper needs the element while rendering.
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const canHover = useMediaQuery('(hover: hover)');

  useEffect(() => {
    if (!window.requestIdleCallback) return;
    const idle = window.requestIdleCallback(
      () => void loadWatersDropdown().catch(() => undefined),
      {
        timeout: 10_000,
      },
    );
    return () => window.cancelIdleCallback(idle);
  }, []);

  const openMenu = (fromKeyboard: boolean) => {
    setFocusFirst(fromKeyboard);
    setOpen(true);
    setOpened(true);
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
        {/* Rendered from the first opening on, so closing can still animate. */}
        {opened && (
          <Suspense fallback={null}>
            <WatersDropdown
              open={open}
              anchorEl={button}
              menuId={MENU_ID}
              focusFirst={focusFirst}
              onClose={close}
              onKeyDown={onListKeyDown}
            />
          </Suspense>
        )}
      </Box>
    </ClickAwayListener>
  );
}
