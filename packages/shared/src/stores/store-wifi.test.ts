import { describe, expect, it } from 'vitest';
import { WIFI_PASSWORD_REQUIRED, type WifiSecurity, wifiPasswordProblem } from './store-wifi.ts';

describe('wifiPasswordProblem', () => {
  it.each<[WifiSecurity, string | null, string | null]>([
    ['No Password', null, null],
    ['No Password', 'anything', null],
    ['WEP', 'abcde', null],
    ['WEP', 'abcdefghijklm', null],
    ['WEP', '0123456789', null],
    ['WEP', '0123456789abcdef0123456789', null],
    ['WEP', 'abcdef', 'A WEP key is 5 or 13 characters, or 10 or 26 hexadecimal digits'],
    ['WEP', '012345678g', 'A WEP key is 5 or 13 characters, or 10 or 26 hexadecimal digits'],
    ['WPA/WPA2', 'eightchr', null],
    ['WPA/WPA2', 'a'.repeat(63), null],
    ['WPA/WPA2', 'f'.repeat(64), null],
    ['WPA/WPA2', 'seven77', 'A WPA/WPA2 password is 8 to 63 characters'],
    ['WPA/WPA2', 'z'.repeat(64), 'A WPA/WPA2 password is 8 to 63 characters'],
    ['WPA/WPA2', 'café au lait', 'A WPA/WPA2 password is 8 to 63 characters'],
    ['WPA3', 'long enough', null],
    ['WPA3', 'f'.repeat(64), 'A WPA3 password is 8 to 63 characters'],
    ['WPA-EAP', 'x', null],
    ['WPA-EAP', 'x'.repeat(129), 'A WPA-EAP password is at most 128 characters'],
    ['WPA3', null, WIFI_PASSWORD_REQUIRED],
    ['WEP', '', WIFI_PASSWORD_REQUIRED],
  ])('%s with %j -> %s', (security, password, problem) => expect(wifiPasswordProblem(security, password)).toBe(problem));
});
