import { describe, expect, it } from 'vitest';
import { formatVoiceDuration, pickRecorderType, voiceSeconds } from './voice-comments.ts';

describe('voice comment rules', () => {
  it('picks Opus in WebM where the recorder has it, else AAC in MP4, else nothing', () => {
    expect(pickRecorderType(() => true)).toBe('audio/webm;codecs=opus');
    expect(pickRecorderType((t) => t === 'audio/mp4')).toBe('audio/mp4');
    expect(pickRecorderType(() => false)).toBeNull();
  });

  it('rounds a clip to whole seconds, at least one, and writes it as the messaging app does', () => {
    expect(voiceSeconds(0.4)).toBe(1);
    expect(voiceSeconds(2.49)).toBe(2);
    expect(formatVoiceDuration(7.6)).toBe('8″');
    expect(formatVoiceDuration(60)).toBe('60″');
    expect(formatVoiceDuration(65)).toBe('1′05″');
  });
});
