import { createTheme } from '@mui/material/styles';
import { WIDE_SCREEN_BREAKPOINT } from '../config/constants';
import { CLUB_FONT_FACES, CLUB_FONT_FAMILY } from './club-font';

/**
 * The club's colours: river green (the crest's field, the bar, links), a darker green for hover and
 * the footer, and the crest's gold as an accent on dark green. Each pair used for text passes WCAG AA
 * (green on the page's background 7.4:1, gold on the dark green 7.2:1, on the bar's green 4.6:1;
 * axe checks every page).
 */
export const CLUB_COLOURS = {
  green: '#1b5e20',
  darkGreen: '#0f3d14',
  gold: '#e8c25a',
  background: '#f6f8f4',
} as const;

/**
 * The club's one theme (docs/product-spec.md §9's 768 px breakpoint as `md`): its font
 * (club-font.ts) with bold headings, links in the club's green rather than the browser's blue,
 * buttons in sentence case.
 */
export const theme = createTheme({
  palette: {
    primary: { main: CLUB_COLOURS.green, dark: CLUB_COLOURS.darkGreen },
    secondary: { main: '#01579b' },
    // MUI's info blue (#0288d1) under white text is 3.9:1: notices with Undo are info (axe, AA).
    info: { main: '#01579b' },
    background: { default: CLUB_COLOURS.background },
  },
  breakpoints: {
    values: { xs: 0, sm: 600, md: WIDE_SCREEN_BREAKPOINT, lg: 1200, xl: 1536 },
  },
  typography: {
    fontFamily: CLUB_FONT_FAMILY,
    h1: { fontWeight: 700 },
    h2: { fontWeight: 700 },
    h3: { fontWeight: 700 },
    // Page headings (PublicPage's h1) and section headings: bold, a little tighter than MUI's.
    h4: { fontWeight: 700, fontSize: '2rem', lineHeight: 1.2 },
    h5: { fontWeight: 700, lineHeight: 1.3 },
    h6: { fontWeight: 700, lineHeight: 1.35 },
    button: { textTransform: 'none', fontWeight: 700 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: `${CLUB_FONT_FACES}
a { color: ${CLUB_COLOURS.green}; text-underline-offset: 0.15em; }
a:hover { color: ${CLUB_COLOURS.darkGreen}; }`,
    },
    MuiButton: { styleOverrides: { root: { textTransform: 'none' } } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});
