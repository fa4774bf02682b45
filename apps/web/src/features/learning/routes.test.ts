import { describe, expect, it, vi } from 'vitest';

// importing every page module is slow on a loaded machine
vi.setConfig({ testTimeout: 60_000 });

import { hasOwnPage } from '../../app/public/pages';
import { routes } from './routes';

/** Issue 18: the live-lesson and Q&A routes each have a real page of the learning feature. */
const LIVE_QA_ROUTES = [
  'liveNoticeDetail',
  'qiniu-stream',
  'qiniuAppDiversion',
  'allQueAnswer',
  'queAnswer',
  'queAnswerDetail',
  'queAnswerVideo',
] as const;

describe('learning routes: live lessons and Q&A', () => {
  it('gives every live and Q&A route its own page', async () => {
    for (const name of LIVE_QA_ROUTES) {
      expect(hasOwnPage(name), name).toBe(true);
      const importer = routes[name];
      expect(importer, name).toBeDefined();
      expect(typeof (await importer!()).default, name).toBe('function');
    }
  });

  it('plays both live-stream routes with one engine, the notice with its own page', async () => {
    const [stream, diversion, notice] = await Promise.all([
      routes['qiniu-stream']!(),
      routes.qiniuAppDiversion!(),
      routes.liveNoticeDetail!(),
    ]);
    expect(stream.default).toBe(diversion.default);
    expect(notice.default).not.toBe(stream.default);
  });
});

describe('learning routes: voice comments', () => {
  it('gives commentVoice (语音点评) its own page', async () => {
    expect(hasOwnPage('commentVoice')).toBe(true);
    expect(typeof (await routes.commentVoice!()).default).toBe('function');
  });
});
