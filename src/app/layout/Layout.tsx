import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '../../components/PageSpinner';
import { OfflineNotice } from '../offline/OfflineNotice';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { SkipLink } from './SkipLink';
import { useFocusMainOnNavigation } from './use-focus-main-on-navigation';

const MAIN_ID = 'main-content';

/**
 * Marks the document once the page's content is hydrated and answers clicks (`<html
 * data-interactive>`). A server-rendered page shows before its JavaScript has run; the end-to-end
 * tests (e2e/support/browser.ts) wait for this before they click, as a person would wait.
 */
function InteractiveMark() {
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
  return null;
}

export function Layout() {
  useFocusMainOnNavigation(MAIN_ID);
  return (
    // The footer at the bottom of the window even on a short page.
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink target={MAIN_ID} />
      <Navbar />
      <Container
        component="main"
        id={MAIN_ID}
        // Focusable from script (skip link, navigation) but not a Tab stop; no ring on the page.
        tabIndex={-1}
        maxWidth="lg"
        sx={{ py: 3, flexGrow: 1, '&:focus': { outline: 'none' } }}
      >
        <OfflineNotice />
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
          <InteractiveMark />
        </Suspense>
      </Container>
      <Footer />
    </Box>
  );
}
