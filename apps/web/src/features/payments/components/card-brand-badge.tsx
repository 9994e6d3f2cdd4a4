import { CARD_BRAND_NAMES, type CardBrand } from '@salon/shared';
import Box from '@mui/material/Box';

/** Short marks and colours of each brand (drawn here: no third-party logos are loaded). */
const MARKS: Record<CardBrand, { text: string; bg: string; fg: string }> = {
  visa: { text: 'VISA', bg: '#1a1f71', fg: '#ffffff' },
  mastercard: { text: 'MC', bg: '#252525', fg: '#f79e1b' },
  amex: { text: 'AMEX', bg: '#2e77bc', fg: '#ffffff' },
  discover: { text: 'DISC', bg: '#ff6000', fg: '#1a1a1a' },
  maestro: { text: 'MAES', bg: '#0b4ea2', fg: '#ffffff' },
  jcb: { text: 'JCB', bg: '#0e7a3a', fg: '#ffffff' },
  diners: { text: 'DC', bg: '#004a97', fg: '#ffffff' },
  cartebleue: { text: 'CB', bg: '#005b9f', fg: '#ffffff' },
  airplus: { text: 'AIR+', bg: '#5b2c83', fg: '#ffffff' },
  dankort: { text: 'DK', bg: '#c8102e', fg: '#ffffff' },
};

/** A card-shaped brand mark; decorative (the brand's name is always written beside it). */
export function CardBrandBadge({ brand, size = 'medium' }: { brand: CardBrand | null; size?: 'small' | 'medium' }) {
  const mark = brand ? MARKS[brand] : { text: '•••', bg: '#6b7280', fg: '#ffffff' };
  const small = size === 'small';
  return (
    <Box
      aria-hidden
      title={brand ? CARD_BRAND_NAMES[brand] : undefined}
      sx={{
        width: small ? 40 : 52,
        height: small ? 26 : 34,
        borderRadius: 1,
        bgcolor: mark.bg,
        color: mark.fg,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontWeight: 800,
        fontSize: small ? 10 : 12,
        letterSpacing: 0.5,
        flexShrink: 0,
        boxShadow: 1,
      }}
    >
      {mark.text}
    </Box>
  );
}
