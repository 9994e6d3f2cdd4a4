import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { HELP_CATEGORY_LABELS } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AccessGuard } from '../../../components/access-guard.tsx';
import { useSearchHelpArticlesQuery } from '../help.api.ts';
import { StatusChip } from '../status-chip.tsx';
import { useAudienceLabel } from '../audience.ts';

/** /admin/article-access-management: every article of the organisation, who may read it, draft or published. */
export function ArticleManagementPage() {
  return (
    <AccessGuard flags={['manage_help_articles']}>
      <ArticleManagement />
    </AccessGuard>
  );
}

function ArticleManagement() {
  const { t } = useTranslation('help');
  const audienceLabel = useAudienceLabel();
  const { data } = useSearchHelpArticlesQuery({});
  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Stack sx={{ flex: 1, minWidth: 220 }}>
          <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
            {t('manageTitle')}
          </Typography>
          <Typography color="text.secondary">{t('manageIntro')}</Typography>
        </Stack>
        <Button variant="contained" component={RouterLink} to="/admin/article-access-management/new">
          {t('newArticle')}
        </Button>
      </Stack>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={t('manageTitle')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('articleTitle')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('category')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('audience')}</TableCell>
              <TableCell>{t('status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(data?.items ?? []).map((a) => (
              <TableRow key={a.id} hover>
                <TableCell>
                  <Link component={RouterLink} to={`/admin/article-access-management/${a.id}`}>
                    {a.title}
                  </Link>
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{HELP_CATEGORY_LABELS[a.category]}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{audienceLabel(a.audienceRoles)}</TableCell>
                <TableCell>
                  <StatusChip published={a.published} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
