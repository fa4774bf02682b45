/**
 * The works upload's frame (3:4, a portrait sheet) and the zoom that keeps a whole work inside it. react-easy-crop
 * sizes its frame inside the shown picture and starts at zoom 1 (the frame filled), which cuts the ends off a
 * landscape photo; zoomed out to this, the whole picture (turned by `rotation`) sits in the frame on white.
 */
export const WORK_ASPECT = 3 / 4;
export const WORK_MAX_ZOOM = 3;

type Size = { width: number; height: number };

/** The box a picture of `size` turned by `rotation` degrees takes (react-easy-crop's rotateSize). */
export function turnedBox(size: Size, rotation: number): Size {
  const rad = (rotation * Math.PI) / 180;
  const cos = Math.abs(Math.cos(rad));
  const sin = Math.abs(Math.sin(rad));
  return { width: size.width * cos + size.height * sin, height: size.width * sin + size.height * cos };
}

/**
 * The zoom at which the shown picture (`media`, in screen pixels, before turning) fits the frame (`frame`, the
 * crop size react-easy-crop reports): never above 1, where a picture already of the frame's shape fills it.
 */
export function wholeWorkZoom(media: Size, frame: Size, rotation: number): number {
  const box = turnedBox(media, rotation);
  if (box.width <= 0 || box.height <= 0) return 1;
  return Math.min(1, frame.width / box.width, frame.height / box.height);
}
