import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_LENGTHS } from '@salon/shared';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** Title, the create button (when allowed), a search box and optional filters above a list. */
export function ListPageHeader({
  title,
  searchLabel,
  search,
  onSearch,
  createLabel,
  createHref,
  filters,
}: {
  title: string;
  searchLabel: string;
  search: string;
  onSearch: (value: string) => void;
  createLabel?: string;
  createHref?: string;
  filters?: ReactNode;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h1" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {createLabel && createHref ? (
          <Button variant="contained" component={RouterLink} to={createHref}>
            {createLabel}
          </Button>
        ) : null}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <TextField
          type="search"
          label={searchLabel}
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          sx={{ width: { xs: '100%', sm: 320 } }}
          slotProps={{
            htmlInput: { maxLength: MAX_LENGTHS.search },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        {filters}
      </Box>
    </Box>
  );
}
