import { describe, expect, it } from 'vitest';
import { cutPlacement } from '../../ui/crop-image';
import { turnedBox, WORK_ASPECT, wholeWorkZoom } from './work-crop';

/**
 * react-easy-crop's frame: the largest 3:4 box inside the shown (turned) picture and the cropper, as its
 * getCropSize computes it.
 */
function frameOf(
  media: { width: number; height: number },
  container: { width: number; height: number },
  rotation = 0,
) {
  const box = turnedBox(media, rotation);
  const w = Math.min(box.width, container.width);
  const h = Math.min(box.height, container.height);
  return w > h * WORK_ASPECT ? { width: h * WORK_ASPECT, height: h } : { width: w, height: w / WORK_ASPECT };
}

/** The part of the turned picture the frame covers at `zoom`, centred, in picture pixels. */
function covered(
  media: { width: number; height: number },
  frame: { width: number; height: number },
  zoom: number,
  rotation = 0,
) {
  const box = turnedBox(media, rotation);
  return { width: frame.width / zoom, height: frame.height / zoom, box };
}

describe('the works upload frame keeps a whole work', () => {
  // An 800×600 photo shown in a 335×320 cropper: 335×251.25 on screen.
  const landscape = { width: 335, height: 251.25 };
  const container = { width: 335, height: 320 };

  it('opens a landscape photo zoomed out so the 3:4 frame holds its whole width and height', () => {
    const frame = frameOf(landscape, container);
    const zoom = wholeWorkZoom(landscape, frame, 0);
    expect(zoom).toBeCloseTo(0.5625, 4);
    const c = covered(landscape, frame, zoom);
    expect(c.width).toBeGreaterThanOrEqual(c.box.width - 1e-9);
    expect(c.height).toBeGreaterThanOrEqual(c.box.height - 1e-9);
    // At the old fixed zoom 1 the frame covered only 56 % of the width: the first and last characters were cut.
    expect(covered(landscape, frame, 1).width / landscape.width).toBeCloseTo(0.5625, 4);
  });

  it('keeps zoom 1 for a photo already of the frame’s shape, and fits a taller one by its height', () => {
    const portrait = { width: 240, height: 320 };
    expect(wholeWorkZoom(portrait, frameOf(portrait, container), 0)).toBe(1);
    const tall = { width: 160, height: 320 };
    const frame = frameOf(tall, container);
    const zoom = wholeWorkZoom(tall, frame, 0);
    expect(zoom).toBeLessThan(1);
    expect(frame.height / zoom).toBeGreaterThanOrEqual(tall.height - 1e-9);
  });

  it('follows a quarter turn, where the cropper clips the turned photo', () => {
    const frame = frameOf(landscape, container, 90);
    const zoom = wholeWorkZoom(landscape, frame, 90);
    const c = covered(landscape, frame, zoom, 90);
    expect(c.width).toBeGreaterThanOrEqual(c.box.width - 1e-9);
    expect(c.height).toBeGreaterThanOrEqual(c.box.height - 1e-9);
    expect(zoom).toBeGreaterThan(0.5625);
  });

  it('draws the whole picture into a cut that reaches past it, leaving white margins', () => {
    // react-easy-crop's area for the landscape photo at the whole-work zoom: 800 wide, 1067 high from y = −233.
    const area = { x: 0, y: -233, width: 800, height: 1067 };
    const at = cutPlacement(area, { width: 800, height: 600 }, 1);
    expect(at).toMatchObject({ y: 233, width: 800, height: 600 });
    expect(at.x).toBeCloseTo(0, 9);
    expect(at.y + at.height).toBeLessThanOrEqual(area.height);
    // An area inside the picture keeps the old cut: the picture shifted by the area's corner, scaled.
    expect(
      cutPlacement({ x: 100, y: 50, width: 300, height: 400 }, { width: 800, height: 600 }, 0.5),
    ).toEqual({
      x: -50,
      y: -25,
      width: 400,
      height: 300,
    });
  });
});
