import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type CatalogDeleteResult, hasAccess } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { errorMessage } from '../../api/api-error.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { useToast } from '../../components/toast/use-toast.ts';
import { useSession } from '../session/session-context.ts';

export interface CatalogRecordActionsProps {
  name: string;
  active: boolean;
  archived: boolean;
  /** Deleting would archive it: the confirmation says so beforehand. */
  hasHistory: boolean;
  editHref: string;
  listHref: string;
  flags: { edit: string; activate: string; delete: string };
  onActivate: (active: boolean) => Promise<unknown>;
  onDelete: () => Promise<CatalogDeleteResult>;
  busy: boolean;
}

/** Edit, activate/deactivate and delete of a service, package or product, each shown only to those allowed. */
export function CatalogRecordActions(props: CatalogRecordActionsProps) {
  const { t } = useTranslation('catalog');
  const { data: session } = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const controls = session?.accessControls;
  const { name, active, archived, hasHistory, flags, busy } = props;

  const toggle = async () => {
    try {
      await props.onActivate(!active);
      toast.success(active ? t('deactivated', { name }) : t('activated', { name }), { autoHide: true });
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  const remove = async () => {
    setConfirmDelete(false);
    try {
      const result = await props.onDelete();
      toast.success(result.outcome === 'archived' ? t('archivedDone', { name }) : t('deletedDone', { name }));
      navigate(props.listHref);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  if (archived) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
      {hasAccess(controls, [flags.edit]) ? (
        <Button variant="contained" component={RouterLink} to={props.editHref}>
          {t('edit')}
        </Button>
      ) : null}
      {hasAccess(controls, [flags.activate]) ? (
        <Button variant="outlined" disabled={busy} onClick={() => void toggle()}>
          {active ? t('deactivate') : t('activate')}
        </Button>
      ) : null}
      {hasAccess(controls, [flags.delete]) ? (
        <Button variant="outlined" color="error" disabled={busy} onClick={() => setConfirmDelete(true)}>
          {t('delete')}
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirmDelete}
        title={t('deleteTitle', { name })}
        message={hasHistory ? t('deleteArchives') : t('deleteForGood')}
        confirmLabel={hasHistory ? t('archive') : t('delete')}
        cancelLabel={t('cancel')}
        busy={busy}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => void remove()}
      />
    </Box>
  );
}
