import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { QueryState } from '../../../components/QueryState';
import { publicTitle } from '../../../config/constants';
import { PAGE_HEADINGS } from '../../../config/page-headings';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { newsPageNumber, useNewsPage } from '../api/get-news-page';
import { ArticleCard } from './ArticleCard';

/** /news: every article, newest first, a page at a time (?page=N, so each page has an address). */
export function NewsPage() {
  const [search] = useSearchParams();
  const page = newsPageNumber(search);
  const news = useNewsPage(page);
  useDocumentTitle(publicTitle(page > 1 ? `News, page ${page}` : 'News'));

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {PAGE_HEADINGS.news}
      </Typography>
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
    </>
  );
}
