import 'i18next';
import type { LABELS_EN } from '@salon/shared/i18n/labels';

// Label keys are checked at compile time against the English catalogue.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    keySeparator: false;
    resources: typeof LABELS_EN;
  }
}
