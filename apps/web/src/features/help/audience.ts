import { DEFAULT_ROLES, HELP_AUDIENCE_ROLES } from '@salon/shared';
import { useTranslation } from 'react-i18next';

/** The roles an article can name, with their default names. */
export const AUDIENCE_OPTIONS = HELP_AUDIENCE_ROLES.map((slug) => ({
  value: slug,
  label: DEFAULT_ROLES.find((role) => role.slug === slug)?.name ?? slug,
}));

/** "All staff" or the role names, comma-separated. */
export function useAudienceLabel() {
  const { t } = useTranslation('help');
  return (roles: readonly string[]) =>
    roles.length ? roles.map((slug) => AUDIENCE_OPTIONS.find((o) => o.value === slug)?.label ?? slug).join(', ') : t('audienceEveryone');
}
