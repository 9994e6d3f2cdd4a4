import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { HELP_CATEGORY_LABELS } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { errorMessage, isApiError } from '../../../api/api-error.ts';
import { MarkdownView } from '../markdown-view.tsx';
import { useHelpArticleQuery } from '../help.api.ts';
import { StatusChip } from '../status-chip.tsx';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** /admin/help-and-support/{id}: one article, rendered from its Markdown. */
export function HelpArticlePage() {
  const { t } = useTranslation('help');
  const { id = '' } = useParams();
  const { data: article, error, isLoading } = useHelpArticleQuery(id);
  const missing = isApiError(error) && error.status === 404;
  return (
    <Stack spacing={2} sx={{ maxWidth: 760 }}>
      <Box>
        <Button component={RouterLink} to="/admin/help-and-support" startIcon={<ArrowBack />}>
          {t('back')}
        </Button>
      </Box>
      {error ? <Alert severity={missing ? 'info' : 'error'}>{missing ? t('notFound') : errorMessage(error)}</Alert> : null}
      {isLoading ? <Typography role="status">…</Typography> : null}
      {article ? (
        <Paper variant="outlined" component="article" sx={{ p: { xs: 2, sm: 4 } }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="overline" color="text.secondary">
              {HELP_CATEGORY_LABELS[article.category]}
            </Typography>
            {article.published ? null : <StatusChip published={false} />}
          </Stack>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.9rem' } }}>
            {article.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('updated', { date: dateFormat.format(new Date(article.updatedAt)) })}
          </Typography>
          <MarkdownView source={article.body} />
        </Paper>
      ) : null}
    </Stack>
  );
}
