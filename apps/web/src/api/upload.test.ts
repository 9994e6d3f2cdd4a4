// @vitest-environment happy-dom
import { uploadedFileSchema } from '@salon/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../testing/fetch-mock.ts';
import { apiUpload } from './client.ts';
import { configureClient, resetClientHooks } from './client-hooks.ts';
import { resetEnvCache } from './env.ts';

const env = { 'GET /api/getEnv': () => json({ res_data: { apiBaseUrl: '/api' } }) };
const uploaded = {
  id: '0196f0c0-0000-7000-8000-000000000001',
  filename: 'logo.png',
  contentType: 'image/png',
  size: 10,
  url: '/api/Upload/File/0196f0c0-0000-7000-8000-000000000001',
  thumbnailUrl: '/api/Upload/File/0196f0c0-0000-7000-8000-000000000001?thumb=1',
};

beforeEach(() => {
  resetEnvCache();
  localStorage.clear();
  configureClient({ navigate: vi.fn(), onSignedOut: vi.fn(), getLocale: () => 'en', getTenantId: () => 'tenant-1' });
  window.history.pushState({}, '', '/admin/edit-brand');
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetClientHooks();
});

function formWithFile(): FormData {
  const data = new FormData();
  data.append('file', new File(['png'], 'logo.png', { type: 'image/png' }));
  return data;
}

describe('the form-data upload helper', () => {
  it('posts the form data with the bearer token and lets the browser set the multipart type', async () => {
    localStorage.setItem('accessToken', 'token-1');
    const calls = mockFetch({ ...env, 'POST /api/Upload/brand/image': () => json({ res_data: uploaded }, 201) });
    await expect(apiUpload('Upload/brand/image', formWithFile(), uploadedFileSchema)).resolves.toEqual(uploaded);
    const call = calls.find((c) => c.url === '/api/Upload/brand/image');
    expect(call?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(call?.headers.get('Content-Type')).toBeNull();
    expect(call?.headers.get('tenantId')).toBe('tenant-1');
  });

  it("rejects with the server's message for a file too large or of the wrong type", async () => {
    mockFetch({
      ...env,
      'POST /api/Upload/store/document': () =>
        json({ message: 'The file is not a PDF, Word document or image', error: { code: 'UNSUPPORTED_MEDIA_TYPE' } }, 415),
    });
    await expect(apiUpload('Upload/store/document', formWithFile(), uploadedFileSchema)).rejects.toMatchObject({
      hasError: true,
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'The file is not a PDF, Word document or image',
    });
  });
});
