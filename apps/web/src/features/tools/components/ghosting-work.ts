/**
 * The photo a learner is diagnosing, carried from capture to shear to dragAndDrop to dragAndDplayer. Kept in
 * sessionStorage per family and character (a reload keeps it, another tab does not see it); images are small
 * (the capture is scaled to at most 1024 px, the crop to 512 px) so they fit. A page that finds no photo sends
 * the learner back to capture.
 */

export type GhostingWork = {
  character: string;
  /** The captured photo (JPEG data URL). */
  photo?: string;
  /** The cropped, straightened square (JPEG data URL). */
  cropped?: string;
  /** The square aligned in the model's frame (JPEG data URL): what was scored. */
  aligned?: string;
  /** The id of the diagnosis of `aligned`. */
  resultId?: number;
};

const key = (family: string) => `ghosting-work:${family}`;

export function readWork(family: string, character: string): GhostingWork {
  try {
    const raw = sessionStorage.getItem(key(family));
    const work = raw ? (JSON.parse(raw) as GhostingWork) : null;
    return work?.character === character ? work : { character };
  } catch {
    return { character };
  }
}

export function saveWork(family: string, work: GhostingWork): boolean {
  try {
    sessionStorage.setItem(key(family), JSON.stringify(work));
    return true;
  } catch {
    return false;
  }
}

/** Loads an image element from a URL (data URL or object URL). */
export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('图片无法打开'));
    img.src = src;
  });
}

/** A file from the camera or the album as a JPEG data URL no larger than `max` px on its long side. */
export async function fileToDataUrl(file: File, max = 1024): Promise<string> {
  const url = URL.createObjectURL(file);
  try {
    const img = await loadImage(url);
    const scale = Math.min(1, max / Math.max(img.naturalWidth, img.naturalHeight));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(img.naturalWidth * scale));
    canvas.height = Math.max(1, Math.round(img.naturalHeight * scale));
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('无法处理图片');
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/jpeg', 0.9);
  } finally {
    URL.revokeObjectURL(url);
  }
}
