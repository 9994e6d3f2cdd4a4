import { tmpdir } from 'node:os';
import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_FIXTURE_FILE = process.env.E2E_FIXTURE_FILE ?? path.join(tmpdir(), `salon-e2e-fixture-${E2E_PORT}.json`);
/** Where the e2e server's development console channel writes every email and SMS it delivers (codes included). */
export const E2E_MESSAGES_FILE = process.env.E2E_MESSAGES_FILE ?? path.join(tmpdir(), `salon-e2e-messages-${E2E_PORT}.log`);
export const SCREENSHOT_DIR = path.join(import.meta.dirname, '..', 'screenshots');
/** E2E_MOTION=full: the browser does not ask for reduced motion and CSS animations run (support/test.ts). */
export const E2E_FULL_MOTION = process.env.E2E_MOTION === 'full';
