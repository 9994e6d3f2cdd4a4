import Box from '@mui/material/Box';
import { NotAuthorised } from '../../components/not-authorised.tsx';

export function NotAuthorisedPage() {
  return (
    <Box component="main">
      <NotAuthorised />
    </Box>
  );
}
