import { maskPhone } from '@course/domain/masking';
import { Link, useLocation } from 'react-router';
import { getHref } from '../../../app/route-catalogue';
import { useUserInfo } from '../../../app/session/use-user-info';
import { Loader } from '../../../ui/loader';
import './user.css';

type Entry = { name: string; label: string; icon: string };

/** The learner's shortcuts (SCREENS.md 'user'): learning and money first, then services and settings. */
const MAIN_ENTRIES: Entry[] = [
  { name: 'order', label: '我的订单', icon: '单' },
  { name: 'MyCourse', label: '我的课程', icon: '课' },
  { name: 'mycash', label: '我的奖励', icon: '奖' },
  { name: 'mygift', label: '我的礼品', icon: '礼' },
];

const SERVICE_ENTRIES: Entry[] = [
  { name: 'zqt-address-list', label: '收货地址', icon: '址' },
  { name: 'invoice', label: '发票', icon: '票' },
  { name: 'siteInformation', label: '消息', icon: '信' },
  { name: 'qiyu-common', label: '联系客服', icon: '客' },
];

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
  return (
    <nav className="mine-grid" data-testid={testId}>
      {entries.map((e) => (
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
  const { data: user, isPending } = useUserInfo();
  const location = useLocation();
  if (isPending && !user) return <Loader fullScreen />;
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
        {SETTING_ENTRIES.map((e) => (
          <Link key={e.name} to={hrefOf(e.name)} data-testid={`mine-entry-${e.name}`}>
            <span>{e.label}</span>
            <span aria-hidden="true">›</span>
          </Link>
        ))}
      </section>
    </main>
  );
}
