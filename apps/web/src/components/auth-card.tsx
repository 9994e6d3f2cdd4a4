import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface AuthCardProps {
  eyebrow: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of the sign-in screens: one centred card that fills a phone and floats on a desktop. */
export function AuthCard({ eyebrow, title, subtitle, children, footer }: AuthCardProps) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: { xs: 'stretch', sm: 'center' },
        px: { xs: 0, sm: 3 },
        py: { xs: 0, sm: 6 },
        background: (theme) =>
          `radial-gradient(circle at 20% 0%, ${theme.palette.action.hover}, transparent 60%), ${theme.palette.background.default}`,
      }}
    >
      <Paper
        elevation={0}
        sx={{
          width: '100%',
          maxWidth: { sm: 440 },
          p: { xs: 3, sm: 5 },
          border: { sm: 1 },
          borderColor: { sm: 'divider' },
          borderRadius: { xs: 0, sm: 3 },
        }}
      >
        <Typography variant="overline" color="primary" component="p" sx={{ fontWeight: 700, letterSpacing: 1.5 }}>
          {eyebrow}
        </Typography>
        <Typography variant="h1" sx={{ mb: subtitle ? 1 : 3 }}>
          {title}
        </Typography>
        {subtitle ? (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {subtitle}
          </Typography>
        ) : null}
        {children}
        {footer ? <Box sx={{ mt: 3, textAlign: 'center' }}>{footer}</Box> : null}
      </Paper>
    </Box>
  );
}
