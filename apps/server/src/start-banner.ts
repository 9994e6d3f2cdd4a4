import type { Config } from './config.ts';
import { DEMO_CUSTOMER, DEMO_PASSWORD, DEMO_STAFF } from './db/seed/demo.ts';

/**
 * What `npm start` prints once the server listens: the address it really answers on (PORT=3911 answers on 3911,
 * whatever PUBLIC_URL says), PUBLIC_URL when it differs (links in messages use it), and the demo sign-ins.
 */
export function startBanner(
  config: Pick<Config, 'PUBLIC_URL' | 'SEED_DEMO'>,
  listening: { address: string; port: number },
  justSeeded: boolean,
): string {
  const wildcard = listening.address === '0.0.0.0' || listening.address === '::';
  const host = wildcard ? 'localhost' : listening.address.includes(':') ? `[${listening.address}]` : listening.address;
  const local = `http://${host}:${listening.port}`;
  const publicOrigin = new URL(config.PUBLIC_URL).origin;
  const lines = [
    '',
    `Salon platform is running at ${local}${justSeeded ? ' (demo data seeded)' : ''}`,
    ...(publicOrigin === local ? [] : [`Links in emails and texts use PUBLIC_URL ${publicOrigin}`]),
    `Staff sign-in: ${local}/admin   Customer area: ${local}/customer`,
  ];
  if (config.SEED_DEMO) {
    lines.push(
      `Demo sign-ins (password ${DEMO_PASSWORD} for all):`,
      ...DEMO_STAFF.map(([role, email]) => `  ${role.padEnd(22)} ${email}`),
      `  ${'customer'.padEnd(22)} ${DEMO_CUSTOMER.phoneNumber} or ${DEMO_CUSTOMER.email}`,
    );
  }
  lines.push('');
  return lines.join('\n');
}
