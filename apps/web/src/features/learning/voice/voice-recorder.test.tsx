// @vitest-environment jsdom
import { VoiceCommentText } from '@course/domain/voice-comments';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialRecorderState, recorderReducer } from './recorder-machine';
import { VoiceRecorder } from './voice-recorder';

/**
 * The recorder's state machine through the component, with a fake microphone and MediaRecorder and a fake
 * clock: tap to start and to stop, the counter and the countdown, the stop at 60 s, 录音时间太短 under a second,
 * a refused microphone (请允许使用麦克风, a tap asks again), no recorder, the preview with 重录 and 发布, a failed
 * publish back to the preview. Each rendered state is checked for named controls (every button says what it
 * does, the refusal is an alert).
 */

type FakeTrack = { stop: ReturnType<typeof vi.fn> };

class FakeMediaRecorder {
  static supported = new Set(['audio/webm;codecs=opus', 'audio/mp4']);
  static isTypeSupported = (type: string) => FakeMediaRecorder.supported.has(type);
  static instances: FakeMediaRecorder[] = [];
  state: 'inactive' | 'recording' = 'inactive';
  mimeType: string;
  timeslice: number | undefined;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor(
    readonly stream: { getTracks(): FakeTrack[] },
    options?: { mimeType?: string },
  ) {
    this.mimeType = options?.mimeType ?? '';
    FakeMediaRecorder.instances.push(this);
  }
  start(timeslice?: number) {
    this.state = 'recording';
    this.timeslice = timeslice;
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['opus-bytes'], { type: this.mimeType }) });
    this.onstop?.();
  }
}

let track: FakeTrack;
let getUserMedia: ReturnType<typeof vi.fn>;

function renderRecorder(onPublish = vi.fn(async (_blob: Blob) => true)) {
  const onNotice = vi.fn();
  const onBeforeSound = vi.fn();
  render(
    <VoiceRecorder
      minSeconds={1}
      maxSeconds={60}
      quota={{ used: 3, limit: 20 }}
      onPublish={onPublish}
      onNotice={onNotice}
      onBeforeSound={onBeforeSound}
    />,
  );
  return { onPublish, onNotice, onBeforeSound };
}

const recorderState = () => screen.getByTestId('voice-recorder').dataset.state;

/** Taps the big button and lets the microphone's promise settle. */
async function tapToggle() {
  await act(async () => {
    fireEvent.click(screen.getByTestId('recorder-toggle'));
    await Promise.resolve();
  });
}

async function elapse(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

/** Every button has a name a screen reader reads; a refusal is an alert. */
function expectNamedControls() {
  for (const button of screen.getAllByRole('button')) {
    const name = button.getAttribute('aria-label') ?? button.textContent ?? '';
    expect(name.trim(), button.outerHTML).not.toBe('');
  }
  const message = screen.queryByTestId('recorder-message');
  if (message) expect(message.getAttribute('role')).toBe('alert');
}

describe('VoiceRecorder', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'performance'],
    });
    FakeMediaRecorder.instances = [];
    FakeMediaRecorder.supported = new Set(['audio/webm;codecs=opus', 'audio/mp4']);
    track = { stop: vi.fn() };
    getUserMedia = vi.fn(async () => ({ getTracks: () => [track] }));
    vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
    URL.createObjectURL = vi.fn(() => 'blob:recording-1');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('records on a tap with the counter and countdown, stops on a tap, previews and publishes', async () => {
    const { onPublish, onBeforeSound } = renderRecorder();
    expect(recorderState()).toBe('idle');
    expect(screen.getByTestId('recorder-caption').textContent).toBe(
      '点击开始录音，最长 60 秒 · 今天还可发布 17 条',
    );
    expectNamedControls();

    await tapToggle();
    expect(onBeforeSound).toHaveBeenCalled();
    expect(getUserMedia).toHaveBeenCalledWith({ audio: expect.any(Object) });
    expect(recorderState()).toBe('recording');
    const recorder = FakeMediaRecorder.instances[0]!;
    expect(recorder.mimeType).toBe('audio/webm;codecs=opus');
    expect(recorder.state).toBe('recording');
    expect(screen.getByRole('button', { name: '结束录音' })).toBeTruthy();
    expectNamedControls();

    await elapse(2400);
    expect(screen.getByTestId('recorder-time').textContent).toBe('0:02');
    expect(screen.getByTestId('recorder-caption').textContent).toBe('还可录 58 秒');

    await tapToggle();
    expect(recorderState()).toBe('preview');
    expect(track.stop).toHaveBeenCalled();
    expect(screen.getByTestId('recorder-preview-clip').textContent).toContain('2″');
    expectNamedControls();

    await act(async () => {
      fireEvent.click(screen.getByTestId('recorder-publish'));
      await Promise.resolve();
    });
    expect(onPublish).toHaveBeenCalledTimes(1);
    const sent = onPublish.mock.calls[0]![0];
    expect(sent).toBeInstanceOf(Blob);
    expect(sent.type).toBe('audio/webm;codecs=opus');
    expect(recorderState()).toBe('idle');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:recording-1');
  });

  it('records AAC in MP4 where WebM cannot be recorded (Safari, iOS)', async () => {
    FakeMediaRecorder.supported = new Set(['audio/mp4']);
    renderRecorder();
    await tapToggle();
    expect(FakeMediaRecorder.instances[0]!.mimeType).toBe('audio/mp4');
  });

  it('stops itself at 60 seconds, with the last seconds counted down', async () => {
    renderRecorder();
    await tapToggle();
    await elapse(55_000);
    expect(screen.getByTestId('recorder-caption').textContent).toBe('还可录 5 秒');
    expect(screen.getByTestId('recorder-time').className).toContain('is-ending');
    await elapse(5_200);
    expect(recorderState()).toBe('preview');
    expect(FakeMediaRecorder.instances[0]!.state).toBe('inactive');
    expect(screen.getByTestId('recorder-preview-clip').textContent).toContain('60″');
  });

  it('refuses a recording under a second with 录音时间太短 and throws it away', async () => {
    const { onNotice } = renderRecorder();
    await tapToggle();
    await elapse(600);
    await tapToggle();
    expect(onNotice).toHaveBeenCalledWith(VoiceCommentText.tooShort);
    expect(recorderState()).toBe('idle');
    expect(screen.queryByTestId('recorder-preview')).toBeNull();
    expect(track.stop).toHaveBeenCalled();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it('says 请允许使用麦克风 when the microphone is refused, and asks again on the next tap', async () => {
    getUserMedia.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    renderRecorder();
    await tapToggle();
    expect(recorderState()).toBe('denied');
    expect(screen.getByRole('alert').textContent).toContain(VoiceCommentText.microphoneDenied);
    expectNamedControls();
    await tapToggle();
    expect(getUserMedia).toHaveBeenCalledTimes(2);
    expect(recorderState()).toBe('recording');
  });

  it('says so when there is no microphone or no recorder', async () => {
    getUserMedia.mockRejectedValueOnce(new DOMException('none', 'NotFoundError'));
    renderRecorder();
    await tapToggle();
    expect(screen.getByRole('alert').textContent).toContain('没有找到麦克风');
    vi.stubGlobal('MediaRecorder', undefined);
    await tapToggle();
    expect(screen.getByRole('alert').textContent).toContain(VoiceCommentText.noRecorder);
  });

  it('re-records from the preview, and keeps the preview when publishing fails', async () => {
    const onPublish = vi.fn(async (_blob: Blob) => false);
    renderRecorder(onPublish);
    await tapToggle();
    await elapse(1500);
    await tapToggle();
    await act(async () => {
      fireEvent.click(screen.getByTestId('recorder-publish'));
      await Promise.resolve();
    });
    expect(recorderState()).toBe('preview');
    fireEvent.click(screen.getByTestId('recorder-rerecord'));
    expect(recorderState()).toBe('idle');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:recording-1');
  });
});

describe('recorderReducer', () => {
  const reduce = recorderReducer({ minSeconds: 1, maxSeconds: 60 });
  it('ignores events that do not belong to the state', () => {
    expect(reduce(initialRecorderState, { type: 'stop', at: 5 })).toBe(initialRecorderState);
    expect(reduce(initialRecorderState, { type: 'publish' })).toBe(initialRecorderState);
    const recording = reduce(reduce(initialRecorderState, { type: 'start' }), { type: 'granted', at: 1000 });
    expect(reduce(recording, { type: 'start' })).toBe(recording);
    // the clock never runs past the limit
    expect(reduce(recording, { type: 'tick', at: 1000 + 90_000 })).toMatchObject({ elapsedMs: 60_000 });
    expect(reduce(recording, { type: 'stop', at: 1999 })).toEqual({ status: 'idle', notice: 'too-short' });
    expect(reduce(recording, { type: 'stop', at: 2000 })).toEqual({ status: 'stopping', elapsedMs: 1000 });
  });
});
