/// <reference types="vite/client" />

interface Window {
  /** Browser tests shorten the keep-alive interval (ms) through page.addInitScript. */
  __SALON_KEEPALIVE_MS__?: number;
}
