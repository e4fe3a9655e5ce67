import { createTheme } from '@mui/material/styles';
import { WIDE_SCREEN_BREAKPOINT } from '../config/constants';

/** The club's one theme: river greens, with the 768 px breakpoint of docs/product-spec.md §9 as `md`. */
export const theme = createTheme({
  palette: {
    primary: { main: '#1b5e20' },
    secondary: { main: '#01579b' },
    background: { default: '#f6f8f4' },
  },
  breakpoints: {
    values: { xs: 0, sm: 600, md: WIDE_SCREEN_BREAKPOINT, lg: 1200, xl: 1536 },
  },
});
