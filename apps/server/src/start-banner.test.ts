import { describe, expect, it } from 'vitest';
import { startBanner } from './start-banner.ts';

describe('start banner', () => {
  it('prints where the server listens, not PUBLIC_URL, and says what PUBLIC_URL is for', () => {
    const banner = startBanner({ PUBLIC_URL: 'http://localhost:3000', SEED_DEMO: true }, { address: '0.0.0.0', port: 3911 }, true);
    expect(banner).toContain('Salon platform is running at http://localhost:3911 (demo data seeded)');
    expect(banner).toContain('Staff sign-in: http://localhost:3911/admin   Customer area: http://localhost:3911/customer');
    expect(banner).toContain('Links in emails and texts use PUBLIC_URL http://localhost:3000');
    expect(banner).toContain('superadmin@demo.salon');
  });

  it('does not repeat PUBLIC_URL when it is where the server listens', () => {
    const banner = startBanner({ PUBLIC_URL: 'http://localhost:3000/', SEED_DEMO: true }, { address: '::', port: 3000 }, false);
    expect(banner).toContain('Salon platform is running at http://localhost:3000\n');
    expect(banner).not.toContain('PUBLIC_URL');
  });

  it('names a specific interface and leaves out the demo sign-ins without the demo', () => {
    const banner = startBanner({ PUBLIC_URL: 'https://salon.example', SEED_DEMO: false }, { address: '127.0.0.1', port: 8080 }, false);
    expect(banner).toContain('running at http://127.0.0.1:8080');
    expect(banner).not.toContain('Demo sign-ins');
  });
});
