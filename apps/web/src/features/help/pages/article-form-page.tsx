import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import {
  HELP_BODY_MAX,
  HELP_CATEGORIES,
  HELP_CATEGORY_LABELS,
  HELP_TITLE_MAX,
  type HelpArticle,
  helpArticleInputSchema,
  isHelpAudienceRole,
} from '@salon/shared';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { errorMessage, isApiError } from '../../../api/api-error.ts';
import { AccessGuard } from '../../../components/access-guard.tsx';
import { FormCheckbox, FormCheckboxGroup } from '../../../components/form/form-checkbox.tsx';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useToast } from '../../../components/toast/use-toast.ts';
import { AUDIENCE_OPTIONS } from '../audience.ts';
import { useCreateHelpArticleMutation, useHelpArticleQuery, useUpdateHelpArticleMutation } from '../help.api.ts';
import { MarkdownView } from '../markdown-view.tsx';

const CATEGORY_OPTIONS = HELP_CATEGORIES.map((c) => ({ value: c, label: HELP_CATEGORY_LABELS[c] }));
const EMPTY = { title: '', body: '', category: 'getting_started', audienceRoles: [], published: false } as const;

/** /admin/article-access-management/new and /{id}: write an article, choose its readers, publish it. */
export function ArticleFormPage() {
  const { id } = useParams();
  const { data, error } = useHelpArticleQuery(id ?? skipToken);
  return (
    <AccessGuard flags={['manage_help_articles']}>
      {error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
      {!id || data ? <ArticleForm key={data?.id ?? 'new'} article={data ?? null} /> : null}
    </AccessGuard>
  );
}

function ArticleForm({ article }: { article: HelpArticle | null }) {
  const { t } = useTranslation('help');
  const navigate = useNavigate();
  const toast = useToast();
  const [create] = useCreateHelpArticleMutation();
  const [update] = useUpdateHelpArticleMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(
    helpArticleInputSchema,
    article ? { ...article, audienceRoles: article.audienceRoles.filter(isHelpAudienceRole) } : { ...EMPTY, audienceRoles: [] },
  );
  const body = useWatch({ control: form.control, name: 'body' });

  const submit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      const saved = article ? await update({ id: article.id, body: input }).unwrap() : await create(input).unwrap();
      toast.success(t('saved'));
      navigate(saved.published ? `/admin/help-and-support/${saved.id}` : '/admin/article-access-management');
    } catch (caught) {
      if (isApiError(caught) && caught.fields) {
        for (const [name, message] of Object.entries(caught.fields)) form.setError(name as 'title', { type: 'server', message });
      }
      setFailure(errorMessage(caught));
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} sx={{ maxWidth: 1100 }}>
      <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
        {article ? t('editArticle') : t('newArticle')}
      </Typography>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
        <Stack spacing={2}>
          <FormTextField control={form.control} name="title" label={t('articleTitle')} maxLength={HELP_TITLE_MAX} required />
          <FormSelectField control={form.control} name="category" label={t('category')} options={CATEGORY_OPTIONS} />
          <FormCheckboxGroup control={form.control} name="audienceRoles" legend={t('audience')} options={AUDIENCE_OPTIONS} />
          <Typography variant="body2" color="text.secondary">
            {t('audienceHint')}
          </Typography>
          <FormTextField
            control={form.control}
            name="body"
            label={t('body')}
            helperText={t('bodyHint')}
            maxLength={HELP_BODY_MAX}
            multiline
            minRows={10}
            required
          />
          <FormCheckbox control={form.control} name="published" label={t('published')} variant="switch" />
        </Stack>
        <Paper variant="outlined" component="section" aria-label={t('preview')} sx={{ p: 2, minHeight: 200 }}>
          <Typography variant="overline" color="text.secondary">
            {t('preview')}
          </Typography>
          <MarkdownView source={body ?? ''} headingLevel={3} />
        </Paper>
      </Box>
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
          {t('save')}
        </Button>
        <Button component={RouterLink} to="/admin/article-access-management">
          {t('cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}
