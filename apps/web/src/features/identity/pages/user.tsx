import { maskPhone } from '@course/domain/masking';
import {
  BellOutline,
  BillOutline,
  CollectMoneyOutline,
  GiftOutline,
  LocationOutline,
  MessageOutline,
  PlayOutline,
  ReceiptOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { getHref } from '../../../app/public/navigation';
import { hasOwnPage } from '../../../app/public/pages';
import { useUserInfo } from '../../../app/public/session';
import { PageError, PageLoading } from '../../../ui/states';
import './user.css';

type Entry = { name: string; label: string; icon: ReactNode };

/**
 * The learner's shortcuts (SCREENS.md 'user'): learning and money first, then services and settings.
 * An entry whose route has no page of its own yet (我的奖励 → mycash opens 敬请期待) is not shown; it appears by
 * itself once its page is registered (the same rule as the tab bar, app/shell/tab-bar-rules.ts).
 */
const MAIN_ENTRIES: Entry[] = [
  { name: 'order', label: '我的订单', icon: <BillOutline /> },
  { name: 'MyCourse', label: '我的课程', icon: <PlayOutline /> },
  { name: 'mycash', label: '我的奖励', icon: <CollectMoneyOutline /> },
  { name: 'mygift', label: '我的礼品', icon: <GiftOutline /> },
];

const SERVICE_ENTRIES: Entry[] = [
  { name: 'zqt-address-list', label: '收货地址', icon: <LocationOutline /> },
  { name: 'invoice', label: '发票', icon: <ReceiptOutline /> },
  { name: 'siteInformation', label: '消息', icon: <BellOutline /> },
  { name: 'qiyu-common', label: '联系客服', icon: <MessageOutline /> },
];

/** The entries that open a real page (not the coming-soon page). */
function workingEntries<T extends { name: string }>(
  entries: readonly T[],
  hasPage: (name: string) => boolean = hasOwnPage,
): T[] {
  return entries.filter((e) => hasPage(e.name));
}

const SETTING_ENTRIES: { name: string; label: string }[] = [
  { name: 'personalInfo', label: '个人信息' },
  { name: 'safety', label: '账号与安全' },
  { name: 'agreement', label: '用户协议' },
  { name: 'aboutus', label: '关于我们' },
];

function hrefOf(name: string): string {
  try {
    return getHref(name);
  } catch {
    return getHref('blank');
  }
}

function Grid({ entries, testId }: { entries: Entry[]; testId: string }) {
  const shown = workingEntries(entries);
  return (
    <nav
      className="mine-grid"
      data-testid={testId}
      style={{ gridTemplateColumns: `repeat(${Math.max(shown.length, 3)}, 1fr)` }}
    >
      {shown.map((e) => (
        <Link
          key={e.name}
          to={hrefOf(e.name)}
          className="mine-grid-item"
          data-testid={`mine-entry-${e.name}`}
        >
          <span className="mine-grid-icon" aria-hidden="true">
            {e.icon}
          </span>
          {e.label}
        </Link>
      ))}
    </nav>
  );
}

/** 我的: avatar, nickname, masked mobile, learn number; entries to orders, courses, rewards and settings. */
export default function UserPage() {
  const { data: user, isPending, error, refetch } = useUserInfo();
  const location = useLocation();
  if (isPending && !user && !error) return <PageLoading />;
  // Without the profile the page would offer 绑定手机号 to a learner who has a mobile: say it did not load.
  if (!user && error) return <PageError error={error} onRetry={() => void refetch()} />;
  const nickname = user?.nickname || '学员';
  return (
    <main className="mine-page" data-testid="user-page">
      <header className="mine-header">
        {user?.avatarUrl ? (
          <img className="mine-avatar" src={user.avatarUrl} alt="" data-testid="user-avatar" />
        ) : (
          <span className="mine-avatar mine-avatar-letter" data-testid="user-avatar">
            {[...nickname][0]}
          </span>
        )}
        <div className="mine-who">
          <div className="mine-nickname" data-testid="user-nickname">
            {nickname}
          </div>
          {user?.mobile ? (
            <div className="mine-line" data-testid="user-mobile">
              {maskPhone(user.mobile)}
            </div>
          ) : (
            <Link
              className="mine-bind"
              data-testid="user-bind-mobile"
              to={getHref('register', {
                query: { ...Object.fromEntries(new URLSearchParams(location.search)), redirect: 'user' },
              })}
            >
              绑定手机号 ›
            </Link>
          )}
          <div className="mine-line" data-testid="user-learn-number">
            学号 {user?.learnNumber ?? '—'}
          </div>
        </div>
        <Link className="mine-edit" to={getHref('personalInfo')} aria-label="编辑个人信息">
          ›
        </Link>
      </header>
      <section className="mine-card">
        <Grid entries={MAIN_ENTRIES} testId="user-main-entries" />
      </section>
      <section className="mine-card">
        <div className="mine-card-title">我的服务</div>
        <Grid entries={SERVICE_ENTRIES} testId="user-service-entries" />
      </section>
      <section className="mine-card mine-settings" data-testid="user-settings">
        {workingEntries(SETTING_ENTRIES).map((e) => (
          <Link key={e.name} to={hrefOf(e.name)} data-testid={`mine-entry-${e.name}`}>
            <span>{e.label}</span>
            <span aria-hidden="true">›</span>
          </Link>
        ))}
      </section>
    </main>
  );
}
