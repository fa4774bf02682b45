/**
 * The files each kind of upload accepts (photos of works, contest recordings and videos, course media): the type
 * `file-type` reads from the content (its extension) → the type it is stored as. One list for the server's check
 * and refusal and for every page that tells a learner what to pick, so the two never disagree.
 */
export const UPLOAD_TYPES = {
  image: { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' },
  audio: { wav: 'audio/wav', mp3: 'audio/mpeg', m4a: 'audio/mp4', aac: 'audio/aac' },
  video: { mp4: 'video/mp4', mov: 'video/quicktime' },
} as const satisfies Record<string, Record<string, string>>;

export type UploadKind = keyof typeof UPLOAD_TYPES;

/** The formats as a person reads them: `WAV、MP3、M4A、AAC`. */
export function formatNames(types: Readonly<Record<string, string>>): string {
  return Object.keys(types)
    .map((ext) => ext.toUpperCase())
    .join('、');
}
