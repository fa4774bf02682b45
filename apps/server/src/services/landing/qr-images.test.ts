import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { QR_IMAGE_INLINE_MAX_BYTES, uploadDataUrl } from './qr-images.ts';

describe('QR images inline in the landing answer', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'qr-images-'));
  const uploads = path.join(root, 'uploads');
  mkdirSync(path.join(uploads, 'qr'), { recursive: true });
  writeFileSync(path.join(uploads, 'qr', 'a.svg'), '<svg/>');
  writeFileSync(path.join(uploads, 'qr', 'big.png'), Buffer.alloc(QR_IMAGE_INLINE_MAX_BYTES + 1));
  writeFileSync(path.join(uploads, 'qr', 'notes.txt'), 'x');
  writeFileSync(path.join(root, 'secret.svg'), '<svg>secret</svg>');
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('inlines a small uploaded image with its type', async () => {
    expect(await uploadDataUrl(uploads, '/uploads/qr/a.svg')).toBe(
      `data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`,
    );
  });

  it('leaves out what is not a small image of our uploads', async () => {
    expect(await uploadDataUrl(uploads, '/uploads/../secret.svg')).toBeNull();
    expect(await uploadDataUrl(uploads, '/uploads/%2e%2e/secret.svg')).toBeNull();
    expect(await uploadDataUrl(uploads, 'https://cdn.example.com/qr/a.svg')).toBeNull();
    expect(await uploadDataUrl(uploads, '/uploads/qr/big.png')).toBeNull();
    expect(await uploadDataUrl(uploads, '/uploads/qr/notes.txt')).toBeNull();
    expect(await uploadDataUrl(uploads, '/uploads/qr/missing.svg')).toBeNull();
  });
});
