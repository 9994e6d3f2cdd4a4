// Payments on the web: the card form (tokenises at the gateway, never /api) and the saved-card picker.
export { CardForm, type CardFormProps, type CardFormToken } from './components/card-form.tsx';
export { SavedCardPicker, type SavedCardPickerProps } from './components/saved-card-picker.tsx';
export { CardBrandBadge } from './components/card-brand-badge.tsx';
export { useSavedCardsQuery } from './payments.api.ts';
export { tokenizeCard, TokenizeError } from './tokenize.ts';
