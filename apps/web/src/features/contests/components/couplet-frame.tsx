import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { getHref } from '../../../app/public/navigation';
import '../couplets.css';

/** The frame of the spring-couplet pages: the red hero and the three tabs (首页 / 写春联 / 我的春联). */
export function CoupletFrame(props: {
  title: string;
  subtitle: string;
  testId: string;
  current: 'home' | 'make' | 'history';
  children: ReactNode;
}) {
  const tabs = [
    ['home', 'springCouplets', '活动首页'],
    ['make', 'springCoupletsMake', '写春联'],
    ['history', 'springCoupletsHistory', '我的春联'],
  ] as const;
  return (
    <main className="cp-page" data-testid={props.testId}>
      <header className="cp-hero">
        <h1>{props.title}</h1>
        <p>{props.subtitle}</p>
      </header>
      <nav className="cp-tabs">
        {tabs.map(([key, route, label]) => (
          <Link
            key={key}
            to={getHref(route)}
            className={key === props.current ? 'cp-tab cp-tab-on' : 'cp-tab'}
            data-testid={`couplet-tab-${key}`}
          >
            {label}
          </Link>
        ))}
      </nav>
      {props.children}
    </main>
  );
}
