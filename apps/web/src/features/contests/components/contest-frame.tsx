import type { ContestView } from '@course/contracts/contests-activity';
import { formatBeijing } from '@course/domain/beijing-time';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { StagePage } from '../family-config';
import '../contests-shared.css';

/** The frame of every contest page: the hero with the contest's title, the page's own heading, the stage links. */
export function ContestFrame(props: {
  activity: ContestView;
  heading: string;
  testId: string;
  hrefOf: (page: StagePage) => string | null;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const links: [StagePage, string][] = [
    ['activity', '大赛首页'],
    ['rank', '排行榜'],
    ['upload', '上传作品'],
    ['voteResult', '结果'],
  ];
  return (
    <main className="ct-page" data-testid={props.testId}>
      <header className="ct-hero">
        <p
          className="ct-hero-title"
          data-testid="contest-title"
          hidden={props.heading === props.activity.title}
        >
          {props.activity.title}
        </p>
        <h1>{props.heading}</h1>
        <p className="ct-hero-sub">{props.activity.subtitle}</p>
      </header>
      <nav className="ct-nav">
        {links.map(([page, label]) => {
          const href = props.hrefOf(page);
          return href ? (
            <Link key={page} to={href} className="ct-nav-link" data-testid={`contest-nav-${page}`}>
              {label}
            </Link>
          ) : null;
        })}
      </nav>
      {props.children}
      {props.footer ? <div className="ct-footer">{props.footer}</div> : null}
    </main>
  );
}

/** A stage's dates in Beijing time; `short` (the timeline) leaves the hours out. */
export const stageDates = (startsAt: number, endsAt: number, short = false) => {
  const pattern = short ? 'M月D日' : 'M月D日 HH:mm';
  return `${formatBeijing(startsAt, pattern)} – ${formatBeijing(endsAt, pattern)}`;
};

export const STATE_WORDS = { upcoming: '未开始', open: '进行中', closed: '已结束' } as const;
