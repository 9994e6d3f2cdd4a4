import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type GlAccounts, POSTING_CATEGORIES, POSTING_CATEGORY_LABELS, type PostingCategory, type StoreGroup } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/api-error.ts';
import { AccessGuard } from '../../components/access-guard.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { useToast } from '../../components/toast/use-toast.ts';
import { useGlAccountsQuery, useSaveGlAccountsMutation } from './accounting.api.ts';
import { GroupPicker, useChosenGroup } from './group-picker.tsx';
import { ACCOUNTING_FLAGS } from './store-groups-page.tsx';

/** /admin/accounting/gl-account: each posting category mapped to an account of the group's company. */
export function GlAccountPage() {
  return (
    <AccessGuard flags={ACCOUNTING_FLAGS}>
      <GlAccount />
    </AccessGuard>
  );
}

function GlAccount() {
  const { t } = useTranslation('accounting');
  const chosen = useChosenGroup();
  if (chosen.loading) return <PageLoader />;
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Typography variant="h1">{t('gl.title')}</Typography>
      <Typography color="text.secondary">{t('gl.intro')}</Typography>
      {chosen.group ? (
        <>
          <GroupPicker {...chosen} />
          <Mappings key={chosen.group.id} group={chosen.group} />
        </>
      ) : (
        <Alert severity="info">{t('groups.none')}</Alert>
      )}
    </Box>
  );
}

type Row = { accountId: string | null; accountName: string };
/** A row of the form: a posting category, or service revenue of one service category (by its id). */
type Target = { category: PostingCategory; serviceCategoryId: string | null };
const keyOf = (m: Target) => (m.serviceCategoryId ? `${m.category}|${m.serviceCategoryId}` : m.category);

function Mappings({ group }: { group: StoreGroup }) {
  const gl = useGlAccountsQuery(group.id);
  if (gl.isLoading) return <PageLoader />;
  if (gl.error || !gl.data) return <Alert severity="error">{errorMessage(gl.error)}</Alert>;
  return <MappingForm group={group} data={gl.data} />;
}

function MappingForm({ group, data }: { group: StoreGroup; data: GlAccounts }) {
  const { t } = useTranslation('accounting');
  const toast = useToast();
  const [save, saving] = useSaveGlAccountsMutation();
  const [rows, setRows] = useState<Record<string, Row>>(() =>
    Object.fromEntries(data.mappings.map((m) => [keyOf(m), { accountId: m.accountId, accountName: m.accountName }])),
  );
  // Service revenue, then one row per service category (its own income account, or empty: service revenue's).
  const targets: Target[] = POSTING_CATEGORIES.flatMap((category) => [
    { category, serviceCategoryId: null },
    ...(category === 'service_revenue' ? data.serviceCategories.map((c) => ({ category, serviceCategoryId: c.id })) : []),
  ]);
  const nameOf = (id: string | null) => data.serviceCategories.find((c) => c.id === id)?.name ?? null;
  const submit = async () => {
    const mappings = targets.flatMap((target) => {
      const r = rows[keyOf(target)];
      return r?.accountName.trim() ? [{ ...target, accountId: r.accountId, accountName: r.accountName.trim() }] : [];
    });
    try {
      await save({ id: group.id, body: { mappings } }).unwrap();
      toast.success(t('gl.saved'));
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Alert severity="info">{data.chart ? t('gl.chartLive', { company: group.connection.companyName ?? '' }) : t('gl.offline')}</Alert>
      <TableContainer component={Paper}>
        <Table size="small" aria-label={t('gl.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('gl.category')}</TableCell>
              <TableCell>{t('gl.account')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {targets.map((target) => {
              const key = keyOf(target);
              const serviceCategory = nameOf(target.serviceCategoryId);
              const label = serviceCategory
                ? t('gl.serviceCategory', { category: serviceCategory })
                : POSTING_CATEGORY_LABELS[target.category];
              return (
                <TableRow key={key} id={target.serviceCategoryId ? undefined : `category-${target.category}`}>
                  <TableCell sx={target.serviceCategoryId ? { pl: 4 } : undefined}>{label}</TableCell>
                  <TableCell sx={{ minWidth: 200 }}>
                    <AccountField
                      label={label}
                      chart={data.chart}
                      row={rows[key]}
                      optional={serviceCategory}
                      onChange={(row) => setRows((r) => ({ ...r, [key]: row }))}
                    />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <Button variant="contained" onClick={() => void submit()} disabled={saving.isLoading} sx={{ justifySelf: 'start' }}>
        {t('gl.save')}
      </Button>
    </Box>
  );
}

/** An account picked from the live chart, or typed; `optional` (a service category) may stay empty. */
function AccountField({
  label,
  chart,
  row,
  optional,
  onChange,
}: {
  label: string;
  chart: GlAccounts['chart'];
  row: Row | undefined;
  optional: string | null;
  onChange: (row: Row) => void;
}) {
  const { t } = useTranslation('accounting');
  const hint = optional ? t('gl.serviceCategoryHint', { category: optional }) : undefined;
  if (!chart)
    return (
      <TextField
        size="small"
        fullWidth
        label={label}
        helperText={hint}
        value={row?.accountName ?? ''}
        onChange={(e) => onChange({ accountId: row?.accountId ?? null, accountName: e.target.value })}
      />
    );
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={label}
      value={row?.accountId ?? ''}
      // A service category without its own account shows "Same as service revenue".
      slotProps={optional ? { select: { displayEmpty: true }, inputLabel: { shrink: true } } : undefined}
      onChange={(e) => {
        const account = chart.find((a) => a.id === e.target.value);
        onChange(account ? { accountId: account.id, accountName: account.name } : { accountId: null, accountName: '' });
      }}
    >
      {optional ? (
        <MenuItem value="">
          <em>{t('gl.sameAsService')}</em>
        </MenuItem>
      ) : null}
      {chart.map((a) => (
        <MenuItem key={a.id} value={a.id}>
          {a.name} ({a.type})
        </MenuItem>
      ))}
    </TextField>
  );
}
