import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ROLE_SCOPES, type RoleDetail, flagsOf, hasAccess, roleCreateBodySchema } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useToast } from '../../../components/toast/use-toast.ts';
import { FieldGrid } from '../../../components/wizard/field-grid.tsx';
import { useSession } from '../../session/session-context.ts';
import { grantableFlags, treeOf } from '../permission-tree.ts';
import { useCreateRoleMutation, useUpdateRoleMutation } from '../roles.api.ts';
import { PermissionTreeView } from './permission-tree-view.tsx';

const definitionSchema = roleCreateBodySchema.pick({ name: true, slug: true, scope: true });

/** View, create or edit one role definition: name, slug, scope and its flags as the grouped tree. */
export function RoleEditor({ role, onSaved }: { role: RoleDetail | null; onSaved: (role: RoleDetail) => void }) {
  const { t } = useTranslation('rbac');
  const { data: session } = useSession();
  const toast = useToast();
  const grantable = grantableFlags(session?.accessControls);
  const [selected, setSelected] = useState<Set<string>>(() => flagsOf(role?.accessControls ?? {}));
  const [treeError, setTreeError] = useState<string | null>(null);
  const form = useZodForm(definitionSchema, {
    name: role?.name ?? '',
    slug: role?.slug ?? '',
    scope: ROLE_SCOPES.find((scope) => scope === role?.scope) ?? 'store',
  });
  const [createRole, creating] = useCreateRoleMutation();
  const [updateRole, updating] = useUpdateRoleMutation();

  const controls = session?.accessControls;
  const superAdminRole = role !== null && (role.slug === 'super_admin' || flagsOf(role.accessControls).has('super_admin'));
  const holdsRole = role === null || [...flagsOf(role.accessControls)].every((flag) => grantable.has(flag));
  const mayWrite = role === null ? hasAccess(controls, ['create_roles', 'create_role_definition']) : hasAccess(controls, ['edit_roles']);
  const readOnly = !mayWrite || superAdminRole || !holdsRole;
  const scopes = ROLE_SCOPES.filter((scope) => scope !== 'platform').map((value) => ({ value, label: t(`scope.${value}`) }));

  const save = form.handleSubmit(async (values) => {
    setTreeError(null);
    const accessControls = treeOf(selected);
    try {
      const saved = role
        ? await updateRole({ id: role.id, body: { name: values.name, scope: values.scope, accessControls } }).unwrap()
        : await createRole({ ...values, accessControls }).unwrap();
      toast.success(role ? t('saved', { name: saved.name }) : t('created', { name: saved.name }));
      onSaved(saved);
    } catch (error) {
      if (!isApiError(error)) return setTreeError(t('saveFailed'));
      for (const field of ['name', 'slug', 'scope'] as const) {
        const message = error.fields?.[field];
        if (message) form.setError(field, { type: 'server', message });
      }
      setTreeError(error.fields?.accessControls ?? error.message);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void save(event)} sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h2" sx={{ fontSize: '1.3rem' }}>
        {role ? role.name : t('newRole')}
      </Typography>
      {role && readOnly ? (
        <Alert severity="info">{superAdminRole ? t('superAdminLocked') : !holdsRole ? t('notHeldRole') : t('readOnly')}</Alert>
      ) : null}
      {role ? (
        <Typography variant="body2" color="text.secondary">
          {t('holders', { count: role.holderCount })}
          {role.isSystem ? ` · ${t('systemRole')}` : ''}
        </Typography>
      ) : null}
      <FieldGrid>
        <FormTextField control={form.control} name="name" label={t('name')} required maxLength={60} disabled={readOnly} />
        <FormTextField
          control={form.control}
          name="slug"
          label={t('slug')}
          required
          maxLength={50}
          disabled={readOnly || role !== null}
          helperText={role ? t('slugFixed') : t('slugHelp')}
        />
        <FormSelectField control={form.control} name="scope" label={t('scope')} required options={scopes} disabled={readOnly} />
      </FieldGrid>
      <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
        {t('permissions')}
      </Typography>
      {!readOnly ? <Typography color="text.secondary">{t('treeIntro')}</Typography> : null}
      {treeError ? <Alert severity="error">{treeError}</Alert> : null}
      <PermissionTreeView selected={selected} grantable={grantable} readOnly={readOnly} onChange={setSelected} />
      {!readOnly ? (
        <Box
          sx={{
            position: 'sticky',
            bottom: 0,
            py: 1.5,
            bgcolor: 'background.default',
            display: 'flex',
            gap: 1.5,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <Button type="submit" variant="contained" disabled={creating.isLoading || updating.isLoading}>
            {role ? t('saveRole') : t('createRole')}
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
            {t('flagsChosen', { count: selected.size })}
          </Typography>
        </Box>
      ) : null}
    </Box>
  );
}
