import Box from '@mui/material/Box';

/** The cutter's color as a small square (decorative: the name always sits beside it). */
export function CutterSwatch({ color, size = 12 }: { color: string | null; size?: number }) {
  return (
    <Box
      aria-hidden
      sx={{
        width: size,
        height: size,
        borderRadius: '50%',
        flexShrink: 0,
        bgcolor: color ?? 'transparent',
        border: '1px solid',
        borderColor: color ? 'rgba(0,0,0,0.25)' : 'text.disabled',
      }}
    />
  );
}
