import Container from '@mui/material/Container';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '../../components/PageSpinner';
import { Navbar } from './Navbar';
import { SkipLink } from './SkipLink';

const MAIN_ID = 'main-content';

export function Layout() {
  return (
    <>
      <SkipLink target={MAIN_ID} />
      <Navbar />
      <Container component="main" id={MAIN_ID} tabIndex={-1} maxWidth="lg" sx={{ py: 3 }}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Container>
    </>
  );
}
