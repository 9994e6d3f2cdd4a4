/** Whoever takes payments or looks after the till may look gift cards up (the server's GiftCard routes agree). */
export const GIFT_CARD_FLAGS = ['checkout_appointment', 'edit_invoice', 'see_transactions'] as const;
