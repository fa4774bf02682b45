/**
 * The live-stream pages are one engine (pages/live-room.tsx) configured per route: qiniu-stream plays the
 * live in the page; qiniuAppDiversion plays it too and invites the viewer to open the app (the diversion bar).
 */
export type LiveRoomConfig = { testId: string; diversion: boolean };

export const LIVE_ROOM_CONFIG: Record<string, LiveRoomConfig> = {
  'qiniu-stream': { testId: 'live-room-page', diversion: false },
  qiniuAppDiversion: { testId: 'live-diversion-page', diversion: true },
};
