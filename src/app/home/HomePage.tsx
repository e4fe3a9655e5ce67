import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { HomeSection } from '../../components/HomeSection';
import { PublicPage } from '../../components/PublicPage';
import { PAGE_HEADINGS } from '../../config/page-headings';
import { LatestCatches } from '../../features/catches/components/LatestCatches';
import { useShownSiteContent } from '../../features/content/api/get-site-content';
import { HomeBanner, HomeText } from '../../features/content/components/HomeIntro';
import { LatestNews } from '../../features/content/components/LatestNews';
import { LatestResults } from '../../features/matches/components/LatestResults';
import { NextMatch } from '../../features/matches/components/NextMatch';
import { WatersAtAGlance } from '../../features/waters';
import { JoinClubButton } from '../layout/JoinClubButton';
import { CLUB_COLOURS } from '../theme';

/**
 * The home page, the club's pulse (issue 35, item 2): its picture, a way to join, the next match,
 * the waters' status, the latest results, catches and news, then the club's own words. Each part
 * reads only what it shows (one match, three waters, three results, six catches, three articles):
 * about eighteen documents with the content and the navbar's summary, all read by the server and
 * embedded in the page.
 */
export function HomePage() {
  const content = useShownSiteContent();
  return (
    <PublicPage heading={PAGE_HEADINGS.home}>
      {/* On a phone one column in reading order; on a wide screen the picture beside the way to
          join and the next match, so the club's pulse is in the first screenful. */}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          gridTemplateAreas: {
            xs: '"banner" "side" "results" "catches" "news" "about"',
            md: '"banner side" "results catches" "news news" "about about"',
          },
          alignItems: 'start',
        }}
      >
        <Box sx={{ gridArea: 'banner' }}>
          <HomeBanner />
        </Box>
        {/* The rest follows the content once it has loaded, so the picture arriving never pushes
            it down (a layout shift). On a page the server rendered, all of it is there at once. */}
        {!content.isPending && (
          <>
            <Stack spacing={2} sx={{ gridArea: 'side' }}>
              <Box
                sx={{
                  p: 2,
                  borderRadius: 1,
                  bgcolor: CLUB_COLOURS.darkGreen,
                  color: '#fff',
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  gap: 2,
                }}
              >
                <Typography sx={{ flex: '1 1 12rem', fontSize: '1.125rem' }}>
                  Fish our three waters, join our matches and share your catches.
                </Typography>
                <JoinClubButton large />
              </Box>
              <NextMatch />
              <WatersAtAGlance />
            </Stack>
            <Box sx={{ gridArea: 'results', height: '100%' }}>
              <LatestResults />
            </Box>
            <Box sx={{ gridArea: 'catches', height: '100%' }}>
              <LatestCatches />
            </Box>
            <Box sx={{ gridArea: 'news' }}>
              <LatestNews />
            </Box>
            <Box sx={{ gridArea: 'about' }}>
              <HomeSection title="About the club" id="home-about">
                <HomeText />
              </HomeSection>
            </Box>
          </>
        )}
      </Box>
    </PublicPage>
  );
}
