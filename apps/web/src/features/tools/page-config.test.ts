import { describe, expect, it } from 'vitest';
import { isRouteName } from '../../app/public/navigation';
import {
  HEALTH_V2,
  KNOWLEDGE_ROUTES,
  QUESTIONNAIRE_ROUTES,
  REPORT_ROUTES,
  SHARE_BY_QUESTIONNAIRE,
  shareConfigOf,
} from './page-config';
import { routes } from './routes';

/** The questionnaire engine's routes: each questionnaire's pages lead to pages of the same questionnaire. */
describe('questionnaire routes', () => {
  it('runs the questionnaire, report, share and knowledge routes each on one page', () => {
    for (const table of [QUESTIONNAIRE_ROUTES, REPORT_ROUTES, KNOWLEDGE_ROUTES]) {
      expect(new Set(Object.keys(table).map((n) => routes[n])).size).toBe(1);
    }
    expect(routes.healthShare).toBe(routes.healthShareNew);
  });

  it('keeps every way on within its questionnaire', () => {
    for (const [name, q] of Object.entries(QUESTIONNAIRE_ROUTES)) {
      const result = REPORT_ROUTES[q.resultRoute];
      // dsAwait stands between the chronic-care questionnaire and its report
      if (q.resultRoute === 'dsAwait') expect(REPORT_ROUTES.dsReport?.code, name).toBe(q.code);
      else expect(result?.code, name).toBe(q.code);
    }
    for (const [name, r] of Object.entries(REPORT_ROUTES)) {
      expect(QUESTIONNAIRE_ROUTES[r.retakeRoute]?.code, name).toBe(r.code);
      expect(isRouteName(r.reportRoute) && isRouteName(r.shareRoute), name).toBe(true);
      expect(SHARE_BY_QUESTIONNAIRE[r.code], name).toBeDefined();
    }
    for (const [name, k] of Object.entries(KNOWLEDGE_ROUTES)) {
      expect(QUESTIONNAIRE_ROUTES[k.quizRoute]?.code, name).toBe(k.code);
    }
  });

  it('gives the New pages the newer self-test and the old pages the first', () => {
    const newRoutes = ['healthToolNew', 'healthResultNew', 'healthReportNew', 'healthKnowledgeNew'];
    for (const name of newRoutes) {
      const config = QUESTIONNAIRE_ROUTES[name] ?? REPORT_ROUTES[name] ?? KNOWLEDGE_ROUTES[name];
      expect(config?.code, name).toBe(HEALTH_V2);
      expect(config?.toolCode, name).toBe('health-self-test');
    }
    expect(REPORT_ROUTES.healthReportNew?.shareRoute).toBe('healthShareNew');
    expect(QUESTIONNAIRE_ROUTES.healthTool?.code).toBe('health-self-test');
    expect(REPORT_ROUTES.healthReport?.shareRoute).toBe('healthShare');
  });

  it('sends a friend of a shared report to the questionnaire it came from, whichever share route opened it', () => {
    for (const [code, share] of Object.entries(SHARE_BY_QUESTIONNAIRE)) {
      expect(QUESTIONNAIRE_ROUTES[share.quizRoute]?.code, code).toBe(code);
      expect(shareConfigOf(code, 'healthShare')).toBe(share);
      expect(shareConfigOf(code, 'healthShareNew')).toBe(share);
    }
    expect(shareConfigOf('calligraphy-level', 'healthShare')).toEqual({
      title: '书法测评分享',
      quizRoute: 'calligraphyQuestionnaire',
    });
    expect(shareConfigOf('unknown', 'healthShareNew').quizRoute).toBe('healthToolNew');
    expect(shareConfigOf('unknown', 'healthShare').quizRoute).toBe('healthTool');
  });
});
