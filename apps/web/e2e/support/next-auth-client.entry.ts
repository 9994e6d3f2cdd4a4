// Bundled by next-auth-page.ts for the browser test only (never part of the app): the real next-auth v4
// client functions, exposed to the page so the spec can call them as a Next.js app would.
import { getCsrfToken, getProviders, getSession, signIn, signOut } from 'next-auth/react';

const client = { getCsrfToken, getProviders, getSession, signIn, signOut };
export type NextAuthClient = typeof client;

(window as unknown as { nextAuth: NextAuthClient }).nextAuth = client;
