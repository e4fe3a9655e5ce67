import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { NotFoundNotice } from '../../../components/NotFoundNotice';
import { QueryState } from '../../../components/QueryState';
import { SafeHtml } from '../../../components/SafeHtml';
import { ShareButton } from '../../../components/ShareButton';
import { publicTitle } from '../../../config/constants';
import { PAGE_HEADINGS } from '../../../config/page-headings';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { formatDay } from '../../../lib/dates';
import { useArticle } from '../api/get-article';

/** /news/{id}: one article, to read and share. */
export function ArticlePage() {
  const { id = '' } = useParams();
  const article = useArticle(id);
  useDocumentTitle(publicTitle(article.data?.title ?? PAGE_HEADINGS.articleNotFound));

  return (
    <QueryState
      query={article}
      what="the article"
      empty={
        <NotFoundNotice
          heading={PAGE_HEADINGS.articleNotFound}
          sentence="There is no such article in the club's news."
          to="/news"
          action="All the news"
        />
      }
    >
      {({ title, createdDate, text }) => (
        <article>
          <Typography variant="h4" component="h1" gutterBottom>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {formatDay(createdDate)}
          </Typography>
          <SafeHtml html={text} sx={{ my: 2 }} />
          <Stack direction="row" spacing={2}>
            <ShareButton title={title} />
            <Button component={RouterLink} to="/news">
              All the news
            </Button>
          </Stack>
        </article>
      )}
    </QueryState>
  );
}
