import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';

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

/** The cutters as a select's options, each with its colour beside the name (booking and quick walk-in). */
export function cutterOptions(resources: readonly { id: string; name: string; color: string | null }[]) {
  return resources.map((r) => (
    <MenuItem key={r.id} value={r.id}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <CutterSwatch color={r.color} />
        {r.name}
      </Box>
    </MenuItem>
  ));
}
