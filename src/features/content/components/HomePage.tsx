import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { BannerImage } from '../../../components/BannerImage';
import { PublicPage } from '../../../components/PublicPage';
import { QueryState } from '../../../components/QueryState';
import { SafeHtml } from '../../../components/SafeHtml';
import { CLUB_NAME } from '../../../config/constants';
import { PAGE_HEADINGS } from '../../../config/page-headings';
import { useLatestArticles } from '../api/get-latest-articles';
import { useShownSiteContent } from '../api/get-site-content';
import { ArticleCard } from './ArticleCard';

export function HomePage() {
  const content = useShownSiteContent();
  const articles = useLatestArticles();

  return (
    <PublicPage heading={PAGE_HEADINGS.home}>
      <QueryState query={content} what="the club's home page" loading="Loading the club's news">
        {({ homeImage, homeText }) => (
          <>
            {homeImage && <BannerImage src={homeImage} alt={`${CLUB_NAME} waters`} />}
            <SafeHtml html={homeText} sx={{ my: 2, typography: 'body1' }} />
          </>
        )}
      </QueryState>
      {/* The news follows the content once it has loaded, so the content never pushes it down
          (a layout shift, which Lighthouse and readers both notice). */}
      {!content.isPending && (
        <>
          <Typography variant="h5" component="h2" sx={{ mt: 3, mb: 2 }}>
            Latest News
          </Typography>
          <QueryState query={articles} what="the latest articles" loading="Loading articles">
            {(latest) => (
              <Stack spacing={2}>
                {latest.map((article) => (
                  <ArticleCard key={article.id} article={article} />
                ))}
                <Button component={RouterLink} to="/news" sx={{ alignSelf: 'flex-start' }}>
                  All the news
                </Button>
              </Stack>
            )}
          </QueryState>
        </>
      )}
    </PublicPage>
  );
}
