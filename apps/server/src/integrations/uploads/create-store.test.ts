import { describe, expect, it } from 'vitest';
import { testConfig } from '../../env.ts';
import { contentSecurityDirectives } from '../../http/content-security.ts';
import { uploadOrigins } from './create-store.ts';

/** The page's CSP lets the browser reach an S3 upload store (the signed PUT, the stored files), nothing more. */
describe('upload origins in the content security policy', () => {
  const s3 = {
    store: 's3' as const,
    endpoint: '',
    region: 'ap-east-1',
    bucket: 'entries',
    accessKeyId: 'k',
    secretAccessKey: 's',
    publicBaseUrl: 'https://cdn.example.com/entries',
  };

  it('adds nothing for the local folder', () => {
    expect(uploadOrigins({ store: 'local' })).toEqual({ put: [], read: [] });
  });

  it('puts to the bucket (or the endpoint) and reads from the public base', () => {
    expect(uploadOrigins(s3)).toEqual({
      put: ['https://entries.s3.ap-east-1.amazonaws.com'],
      read: ['https://cdn.example.com'],
    });
    expect(uploadOrigins({ ...s3, endpoint: 'http://127.0.0.1:9000', publicBaseUrl: '' })).toEqual({
      put: ['http://127.0.0.1:9000'],
      read: ['http://127.0.0.1:9000'],
    });
    const csp = contentSecurityDirectives(testConfig({ uploads: s3 }));
    expect(csp.connectSrc).toContain('https://entries.s3.ap-east-1.amazonaws.com');
    expect(csp.mediaSrc).toContain('https://cdn.example.com');
    expect(contentSecurityDirectives(testConfig()).connectSrc).toEqual(["'self'"]);
  });
});
