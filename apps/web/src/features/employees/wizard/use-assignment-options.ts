import { useTranslation } from 'react-i18next';
import type { SelectOption } from '../../../components/form/form-select-field.tsx';
import { useSession } from '../../session/session-context.ts';
import { useSearchStoresQuery } from '../../stores/stores.api.ts';
import { useGrantableRolesQuery } from '../employees.api.ts';

/** The select's value for a tenant-wide role (storeId null). */
export const TENANT_WIDE = '';

/** Stores the person may assign to, and the roles they may grant (AccessControl/GetCreateRoles for themselves). */
export function useAssignmentOptions(): { stores: SelectOption[]; roles: SelectOption[] } {
  const { t } = useTranslation('employees');
  const { data: session } = useSession();
  const userId = session?.user.id ?? '';
  const { data: storeList } = useSearchStoresQuery({ page: 1, pageSize: 100, sort: 'name' });
  const { data: roles } = useGrantableRolesQuery(userId, { skip: !userId });
  const tenantWide = session?.user.roles.some((role) => role.storeId === null) ?? false;
  return {
    stores: [
      ...(tenantWide ? [{ value: TENANT_WIDE, label: t('allStores') }] : []),
      ...(storeList?.items ?? []).map((store) => ({ value: store.id, label: store.name })),
    ],
    roles: (roles ?? []).map((role) => ({ value: role.id, label: role.name })),
  };
}
