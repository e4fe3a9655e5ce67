import MenuIcon from '@mui/icons-material/Menu';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';

const MobileMenuDrawer = lazy(() => import('./MobileMenuDrawer'));

/**
 * The hamburger menu used below the 768 px breakpoint. The drawer is loaded on the first tap (it
 * is the only part of the bar that needs MUI's Modal), then stays mounted so it animates closed.
 */
export function MobileMenu({ showAdmin }: { showAdmin: boolean }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  const close = () => setOpen(false);

  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Open menu"
        aria-expanded={open}
        aria-controls={open ? 'mobile-menu' : undefined}
        onClick={() => setOpen(true)}
        edge="end"
      >
        <MenuIcon />
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <MobileMenuDrawer open={open} onClose={close} showAdmin={showAdmin} />
        </Suspense>
      )}
    </>
  );
}
