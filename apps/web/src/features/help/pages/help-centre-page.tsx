import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { HELP_CATEGORIES, HELP_CATEGORY_LABELS, type HelpCategory } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/api-error.ts';
import { useSearchHelpArticlesQuery } from '../help.api.ts';
import { useDebounced } from '../use-debounced.ts';
import { StatusChip } from '../status-chip.tsx';

const isCategory = (value: string | null): value is HelpCategory => HELP_CATEGORIES.includes(value as HelpCategory);

/** /admin/help-and-support: the articles the person may read, by category, with a word search. */
export function HelpCentrePage() {
  const { t } = useTranslation('help');
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const raw = params.get('category');
  const category = isCategory(raw) ? raw : undefined;
  const settled = useDebounced(search.trim());
  const result = useSearchHelpArticlesQuery({ ...(settled ? { search: settled } : {}), ...(category ? { category } : {}) });
  const set = (key: 'q' | 'category', value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const items = result.data?.items ?? [];

  return (
    <Stack spacing={2.5} sx={{ maxWidth: 960 }}>
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 220 }}>
          <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
            {t('title')}
          </Typography>
          <Typography color="text.secondary">{t('intro')}</Typography>
        </Box>
        {result.data?.canManage ? (
          <Button variant="outlined" component={RouterLink} to="/admin/article-access-management">
            {t('manage')}
          </Button>
        ) : null}
      </Stack>
      <TextField
        type="search"
        label={t('search')}
        placeholder={t('searchHint')}
        value={search}
        onChange={(event) => set('q', event.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      <Box role="group" aria-label={t('categories')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Chip
          label={t('allCategories')}
          color={category ? 'default' : 'primary'}
          onClick={() => set('category', undefined)}
          aria-pressed={!category}
        />
        {HELP_CATEGORIES.map((c) => (
          <Chip
            key={c}
            label={HELP_CATEGORY_LABELS[c]}
            color={category === c ? 'primary' : 'default'}
            aria-pressed={category === c}
            onClick={() => set('category', category === c ? undefined : c)}
          />
        ))}
      </Box>
      {result.isError ? <Alert severity="error">{errorMessage(result.error)}</Alert> : null}
      <Typography role="status" color="text.secondary" variant="body2">
        {result.isFetching && !result.data ? '' : t('articles', { count: items.length })}
      </Typography>
      {result.data && items.length === 0 ? <Typography>{t('noArticles')}</Typography> : null}
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
      >
        {items.map((a) => (
          <li key={a.id}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea
                component={RouterLink}
                to={`/admin/help-and-support/${a.id}`}
                sx={{ height: '100%', alignItems: 'flex-start' }}
              >
                <CardContent>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
                    <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
                      {HELP_CATEGORY_LABELS[a.category]}
                    </Typography>
                    {a.published ? null : <StatusChip published={false} />}
                  </Stack>
                  <Typography component="h2" variant="h6" sx={{ fontSize: '1.1rem' }}>
                    {a.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                    {a.excerpt}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Box>
      <Box>
        <Button component={RouterLink} to="/admin/contact-us">
          {t('contactUs')}
        </Button>
      </Box>
    </Stack>
  );
}
