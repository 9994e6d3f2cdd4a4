import { z } from 'zod';

// The page's Content-Security-Policy has no 'unsafe-eval': zod must not compile parsers with new Function
// (even its probe for it is reported as a violation). Imported first by main.tsx, before any schema parses.
z.config({ jitless: true });
