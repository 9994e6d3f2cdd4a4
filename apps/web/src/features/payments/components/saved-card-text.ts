import type { SavedCard } from '@salon/shared';
import type { TFunction } from 'i18next';

/** 'Expires 11/33' or 'Expired 02/24'. */
export function expiryText(t: TFunction<'payments'>, card: Pick<SavedCard, 'expMonth' | 'expYear' | 'expired'>): string {
  const date = `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}`;
  return card.expired ? t('expiredOn', { date }) : t('expires', { date });
}
