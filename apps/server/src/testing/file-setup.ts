import { afterAll } from 'vitest';
import { closeFileResources } from './file-resources.ts';

// Runs for every server test file (vitest.config.ts setupFiles): closes what the file's helpers opened.
afterAll(closeFileResources);
