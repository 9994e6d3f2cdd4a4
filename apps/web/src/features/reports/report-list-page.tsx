import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { hasAccess, REPORT_TYPE_LABELS, type ReportDefinition } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccessGuard } from '../../components/access-guard.tsx';
import { ListPage } from '../../components/data-table/list-page.tsx';
import { useListQuery } from '../../components/data-table/use-list-query.ts';
import { useSession } from '../session/session-context.ts';
import { ReportFormDialog } from './report-form-dialog.tsx';
import { useReportsQuery } from './reports.api.ts';

export const REPORT_LIST_FLAGS = ['list_reports', 'limited_report_view', 'full_report_view'];

/** /admin/reports: the saved reports the person may see; create opens the form. */
export function ReportListPage() {
  return (
    <AccessGuard flags={REPORT_LIST_FLAGS}>
      <ReportList />
    </AccessGuard>
  );
}

function ReportList() {
  const { t } = useTranslation('reports');
  const { data: session } = useSession();
  const list = useListQuery();
  const result = useReportsQuery();
  const [creating, setCreating] = useState(false);
  const needle = list.query.search?.toLowerCase() ?? '';
  const matching = (result.data?.items ?? []).filter(
    (r) => !needle || r.name.toLowerCase().includes(needle) || REPORT_TYPE_LABELS[r.type].toLowerCase().includes(needle),
  );
  const page = matching.slice((list.page - 1) * list.pageSize, list.page * list.pageSize);
  return (
    <>
      <ListPage<ReportDefinition>
        title={t('title')}
        searchLabel={t('search')}
        list={list}
        toolbar={
          hasAccess(session?.accessControls, ['create_report']) ? (
            <Button variant="contained" onClick={() => setCreating(true)} sx={{ justifySelf: 'start' }}>
              {t('create')}
            </Button>
          ) : null
        }
        result={{ ...result, data: result.data ? { items: page, total: matching.length } : undefined }}
        columns={[
          { key: 'name', header: t('name'), render: (r) => r.name },
          { key: 'type', header: t('type'), render: (r) => REPORT_TYPE_LABELS[r.type] },
          { key: 'store', header: t('store'), render: (r) => r.storeName ?? t('allStores'), hideBelow: 'sm' },
          {
            key: 'active',
            header: t('status'),
            render: (r) => (
              <Chip size="small" label={r.isActive ? t('active') : t('inactive')} color={r.isActive ? 'success' : 'default'} />
            ),
          },
        ]}
        rowKey={(r) => r.id}
        rowHref={(r) => `/admin/reports/${r.id}`}
      />
      {creating ? <ReportFormDialog onClose={() => setCreating(false)} /> : null}
    </>
  );
}
