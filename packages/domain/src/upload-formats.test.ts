import { describe, expect, it } from 'vitest';
import { formatNames, UPLOAD_TYPES } from './upload-formats';

describe('upload formats', () => {
  it('names each kind’s accepted formats as the hint and the refusal show them', () => {
    expect(formatNames(UPLOAD_TYPES.audio)).toBe('WAV、MP3、M4A、AAC');
    expect(formatNames(UPLOAD_TYPES.video)).toBe('MP4、MOV');
    expect(formatNames(UPLOAD_TYPES.image)).toBe('JPG、PNG、WEBP');
  });
});
