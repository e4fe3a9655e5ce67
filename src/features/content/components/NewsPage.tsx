import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PublicPage } from '../../../components/PublicPage';
import { QueryState } from '../../../components/QueryState';
import { PAGE_HEADINGS } from '../../../config/page-headings';
import { newsPageNumber, useNewsPage } from '../api/get-news-page';
import { ArticleCard } from './ArticleCard';

/** /news: every article, newest first, a page at a time (?page=N, so each page has an address). */
export function NewsPage() {
  const [search] = useSearchParams();
  const page = newsPageNumber(search);
  const news = useNewsPage(page);

  return (
    <PublicPage title={page > 1 ? `News, page ${page}` : 'News'} heading={PAGE_HEADINGS.news}>
      <QueryState
        query={news}
        what="the news"
        empty="There is no news on this page."
        isEmpty={(data) => data.articles.length === 0}
      >
        {({ articles }) => (
          <Stack spacing={2}>
            {articles.map((article) => (
              <ArticleCard key={article.id} article={article} />
            ))}
          </Stack>
        )}
      </QueryState>
      <Stack component="nav" aria-label="News pages" direction="row" spacing={2} sx={{ mt: 3 }}>
        {page > 1 && (
          <Button component={RouterLink} to={page === 2 ? '/news' : `/news?page=${page - 1}`}>
            Newer news
          </Button>
        )}
        {news.data?.hasOlder && (
          <Button component={RouterLink} to={`/news?page=${page + 1}`}>
            Older news
          </Button>
        )}
      </Stack>
    </PublicPage>
  );
}
