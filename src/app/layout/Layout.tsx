import Container from '@mui/material/Container';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '../../components/PageSpinner';
import { OfflineNotice } from '../../features/offline/components/OfflineNotice';
import { Navbar } from './Navbar';
import { SkipLink } from './SkipLink';
import { useFocusMainOnNavigation } from './use-focus-main-on-navigation';

const MAIN_ID = 'main-content';

export function Layout() {
  useFocusMainOnNavigation(MAIN_ID);
  return (
    <>
      <SkipLink target={MAIN_ID} />
      <Navbar />
      <Container
        component="main"
        id={MAIN_ID}
        // Focusable from script (skip link, navigation) but not a Tab stop; no ring on the page.
        tabIndex={-1}
        maxWidth="lg"
        sx={{ py: 3, '&:focus': { outline: 'none' } }}
      >
        <OfflineNotice />
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Container>
    </>
  );
}
