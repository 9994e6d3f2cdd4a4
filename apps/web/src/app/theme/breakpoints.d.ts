import '@mui/material/styles';

// The spec's breakpoints add ml (1366) and xlg (1440) to MUI's five.
declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xs: true;
    sm: true;
    md: true;
    lg: true;
    ml: true;
    xlg: true;
    xl: true;
  }
}
