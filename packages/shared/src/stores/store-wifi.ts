// Wi-Fi details customers are given in the store (spec section 9 security choices).
import type { WIFI_SECURITY } from '../constants.ts';

export type WifiSecurity = (typeof WIFI_SECURITY)[number];
export const NO_WIFI_PASSWORD: WifiSecurity = 'No Password';
export const WIFI_NAME_MAX = 32; // an SSID is at most 32 bytes

const PRINTABLE_ASCII = /^[\x20-\x7E]+$/;
const HEX = /^[0-9A-Fa-f]+$/;

/** What a password must look like for each security type (the limits routers enforce); null for No Password. */
export const WIFI_PASSWORD_RULES: Readonly<Record<WifiSecurity, { test: (password: string) => boolean; message: string } | null>> = {
  'No Password': null,
  WEP: {
    test: (p) => ((p.length === 5 || p.length === 13) && PRINTABLE_ASCII.test(p)) || ((p.length === 10 || p.length === 26) && HEX.test(p)),
    message: 'A WEP key is 5 or 13 characters, or 10 or 26 hexadecimal digits',
  },
  'WPA/WPA2': {
    test: (p) => (p.length >= 8 && p.length <= 63 && PRINTABLE_ASCII.test(p)) || (p.length === 64 && HEX.test(p)),
    message: 'A WPA/WPA2 password is 8 to 63 characters',
  },
  WPA3: {
    test: (p) => p.length >= 8 && p.length <= 63 && PRINTABLE_ASCII.test(p),
    message: 'A WPA3 password is 8 to 63 characters',
  },
  'WPA-EAP': {
    test: (p) => p.length >= 1 && p.length <= 128,
    message: 'A WPA-EAP password is at most 128 characters',
  },
};

export const WIFI_PASSWORD_REQUIRED = 'Wi-Fi password is required unless the network has No Password';

/** The message for a password that does not fit the security type, or null when it fits (or none is needed). */
export function wifiPasswordProblem(security: WifiSecurity, password: string | null | undefined): string | null {
  const rule = WIFI_PASSWORD_RULES[security];
  if (!rule) return null;
  if (!password) return WIFI_PASSWORD_REQUIRED;
  return rule.test(password) ? null : rule.message;
}
