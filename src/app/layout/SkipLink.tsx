import Link from '@mui/material/Link';

/** The first stop for a keyboard user: jump past the navbar to the page itself. */
export function SkipLink({ target }: { target: string }) {
  return (
    <Link
      href={`#${target}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        borderRadius: 1,
        '&:focus': { top: 8 },
      }}
    >
      Skip to main content
    </Link>
  );
}
