import { describe, expect, it } from 'vitest';
import { pageImporters } from '../page-registry';
import { hasOwnPage } from '../public/pages';
import { isTabBarVisible, tabsFor, visibleTabs } from './tab-bar-rules';

const names = (tabs: { name: string }[]) => tabs.map((t) => t.name);

describe('tab bar rules', () => {
  it('nbc: course, learning centre, find courses, mine; the study tour third when the tour shows', () => {
    expect(names(tabsFor({ brand: 'nbc', tourShow: 'hide', dataProject: '' }, false))).toEqual([
      'index',
      'center',
      'shoppingMall',
      'user',
    ]);
    const withTour = tabsFor({ brand: 'nbc', tourShow: 'show', dataProject: '' }, false);
    expect(names(withTour)).toEqual(['index', 'center', 'studyTour', 'shoppingMall', 'user']);
    expect(withTour.map((t) => t.label)).toEqual(['课程', '学习中心', '研学', '找课', '我的']);
  });

  it('jz: 课程, 学习中心, 我的; 找课 third for the jiangzhen data project', () => {
    expect(tabsFor({ brand: 'jz', tourShow: 'show', dataProject: '' }, false).map((t) => t.label)).toEqual([
      '课程',
      '学习中心',
      '我的',
    ]);
    expect(names(tabsFor({ brand: 'jz', tourShow: 'hide', dataProject: 'jiangzhen' }, false))).toEqual([
      'index',
      'center',
      'shoppingMall',
      'user',
    ]);
  });

  it('qc mode: 首页 (shoppingMall) and 我的, both navigating with qcFlag=1', () => {
    const tabs = tabsFor({ brand: 'nbc', tourShow: 'show', dataProject: '' }, true);
    expect(tabs.map((t) => [t.name, t.label, t.query?.qcFlag])).toEqual([
      ['shoppingMall', '首页', '1'],
      ['user', '我的', '1'],
    ]);
  });

  it('shows only on tab routes, inside the messaging app or in qc mode, and never with banner=0', () => {
    const base = { isTabRoute: true, banner: null, inMessagingApp: true, qcMode: false };
    expect(isTabBarVisible(base)).toBe(true);
    expect(isTabBarVisible({ ...base, banner: '0' })).toBe(false);
    expect(isTabBarVisible({ ...base, banner: '1' })).toBe(true);
    expect(isTabBarVisible({ ...base, isTabRoute: false })).toBe(false);
    expect(isTabBarVisible({ ...base, inMessagingApp: false })).toBe(false);
    expect(isTabBarVisible({ ...base, inMessagingApp: false, qcMode: true })).toBe(true);
  });

  it('shows 研学 third now that studyTour has its page (issue 18); every visible tab has a page, for every brand and mode', () => {
    const nbc = { brand: 'nbc', tourShow: 'show', dataProject: '' } as const;
    expect(hasOwnPage('studyTour')).toBe(true);
    expect(names(visibleTabs(nbc, false))).toEqual(['index', 'center', 'studyTour', 'shoppingMall', 'user']);
    for (const config of [
      nbc,
      { brand: 'nbc', tourShow: 'hide', dataProject: '' },
      { brand: 'jz', tourShow: 'hide', dataProject: 'jiangzhen' },
      { brand: 'jz', tourShow: 'hide', dataProject: '' },
    ] as const) {
      for (const qc of [false, true]) {
        const tabs = visibleTabs(config, qc);
        expect(tabs.length).toBeGreaterThan(0);
        for (const tab of tabs) expect(hasOwnPage(tab.name), tab.name).toBe(true);
      }
    }
  });

  it('brings the study tour back, third, as soon as studyTour has a page of its own, with no other change', () => {
    const withTourPage = { ...pageImporters, studyTour: pageImporters.index! };
    const hasPage = (name: string) => Object.hasOwn(withTourPage, name);
    const tabs = visibleTabs({ brand: 'nbc', tourShow: 'show', dataProject: '' }, false, hasPage);
    expect(tabs.map((t) => t.label)).toEqual(['课程', '学习中心', '研学', '找课', '我的']);
    // the brand still decides: a brand without the tour shows no 研学 even then
    expect(
      names(visibleTabs({ brand: 'nbc', tourShow: 'hide', dataProject: '' }, false, hasPage)),
    ).not.toContain('studyTour');
  });
});
