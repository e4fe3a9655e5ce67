import Container from '@mui/material/Container';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '../../components/PageSpinner';
import { Navbar } from './Navbar';

export function Layout() {
  return (
    <>
      <Navbar />
      <Container component="main" maxWidth="lg" sx={{ py: 3 }}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Container>
    </>
  );
}
