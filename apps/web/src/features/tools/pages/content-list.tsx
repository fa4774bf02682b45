import { contentList, type TContentCard } from '@course/contracts/tools-content';
import { useState } from 'react';
import { getHref, useAppNavigate, useRouteEntry } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { CoverImage } from '../../../ui/cover-image';
import { Empty, PageState } from '../../../ui/states';
import { ContentCardRow, dateOf, MaybeGate, MediaBadge } from '../components/content-parts';
import { LIST_ROUTES, type ListConfig } from '../content-config';
import { configOf } from '../page-config';
import '../tools-shared.css';
import './content.css';

/**
 * The content list engine: videoToolHome, treasureChest, videoTool, videoHome, hotList, templateVideo,
 * treasureBook, goldenSentence, suspendClasses, treasure. Each route's configuration (content-config.ts) says the
 * family, the category (or tabs), the order and the layout; the items come from the server.
 */
export default function ContentListPage() {
  const entry = useRouteEntry();
  const config = configOf(LIST_ROUTES, entry?.name);
  return (
    <MaybeGate toolCode={config.toolCode}>
      <main className="tl-page ct-page" data-testid="content-list" data-layout={config.layout}>
        {config.layout === 'hub' ? <Hub config={config} /> : <ListBody config={config} />}
      </main>
    </MaybeGate>
  );
}

function ListBody(props: { config: ListConfig }) {
  const { config } = props;
  const [tab, setTab] = useState<string | undefined>(config.category);
  const list = useCall(contentList, {
    family: config.family,
    ...(tab ? { category: tab } : {}),
    sort: config.sort,
    pageSize: 30,
  });
  const all = useCall(contentList, { family: config.family, pageSize: 1 }, { enabled: !config.category });
  return (
    <>
      <p className="ct-intro">{config.intro}</p>
      {!config.category && all.data && all.data.categories.length > 1 ? (
        <nav className="ct-tabs" data-testid="content-tabs">
          <button type="button" className={tab ? '' : 'on'} onClick={() => setTab(undefined)}>
            全部
          </button>
          {all.data.categories.map((c) => (
            <button
              type="button"
              key={c.code}
              className={tab === c.code ? 'on' : ''}
              onClick={() => setTab(c.code)}
            >
              {c.name}
            </button>
          ))}
        </nav>
      ) : null}
      <PageState query={list}>
        {(d) =>
          d.list.length === 0 ? <Empty text="这里还没有内容" /> : <Items config={config} list={d.list} />
        }
      </PageState>
    </>
  );
}

function Items(props: { config: ListConfig; list: TContentCard[] }) {
  const { config, list } = props;
  const navigate = useAppNavigate();
  const open = (id: number) => navigate(getHref(config.detailRoute, { query: { id } }));
  if (config.layout === 'grid') {
    return (
      <div className="ct-grid">
        {list.map((c) => (
          <button
            type="button"
            key={c.id}
            className="ct-tile"
            data-testid="content-item"
            data-code={c.code}
            onClick={() => open(c.id)}
          >
            <span className="ct-tile-cover">
              <CoverImage src={c.coverUrl} alt="" />
              <MediaBadge card={c} />
            </span>
            <strong>{c.title}</strong>
            <small>{c.summary}</small>
          </button>
        ))}
      </div>
    );
  }
  if (config.layout === 'quote') {
    return (
      <>
        {list.map((c, i) => (
          <button
            type="button"
            key={c.id}
            className={`ct-quote ct-quote-${i % 3}`}
            data-testid="content-item"
            data-code={c.code}
            onClick={() => open(c.id)}
          >
            <span className="ct-quote-text">{c.title}</span>
            <span className="ct-quote-author">—— {c.author}</span>
            <small>{c.summary}</small>
          </button>
        ))}
      </>
    );
  }
  if (config.layout === 'notice') {
    return (
      <>
        {list.map((c) => (
          <button
            type="button"
            key={c.id}
            className="tl-card ct-notice"
            data-testid="content-item"
            data-code={c.code}
            onClick={() => open(c.id)}
          >
            <span className={`ct-notice-tag ct-notice-${c.category}`}>{c.categoryName}</span>
            <strong>{c.title}</strong>
            <small>{c.summary}</small>
            <em>发布于 {dateOf(c.publishedAt)}</em>
          </button>
        ))}
      </>
    );
  }
  return (
    <section className="tl-card ct-rows">
      {list.map((c, i) => (
        <ContentCardRow
          key={c.id}
          card={c}
          route={config.detailRoute}
          {...(config.layout === 'rank' ? { rank: i + 1 } : {})}
        />
      ))}
    </section>
  );
}

/** The video tools' home: the categories as tiles, then the hottest and the newest. */
function Hub(props: { config: ListConfig }) {
  const navigate = useAppNavigate();
  const hot = useCall(contentList, { family: 'video', sort: 'hot', pageSize: 3 });
  const fresh = useCall(contentList, { family: 'video', sort: 'new', pageSize: 4 });
  const entries = [
    { label: '教学视频', route: 'videoHome', icon: '课' },
    { label: '视频模板', route: 'templateVideo', icon: '模' },
    { label: '学习资料', route: 'treasureBook', icon: '资' },
    { label: '直播回放', route: 'videoPlayback', icon: '播' },
    { label: '热门榜单', route: 'hotList', icon: '热' },
    { label: '图片合成', route: 'pictureMounting', icon: '图' },
    { label: '我的笔记', route: 'courseNotes', icon: '记' },
    { label: '全部资源', route: 'videoTool', icon: '全' },
  ];
  return (
    <>
      <header className="ct-hub-head">
        <h1>{props.config.heading}</h1>
        <p>{props.config.intro}</p>
      </header>
      <nav className="tl-card ct-entries" data-testid="content-entries">
        {entries.map((e) => (
          <button type="button" key={e.route} onClick={() => navigate(getHref(e.route))}>
            <span>{e.icon}</span>
            {e.label}
          </button>
        ))}
      </nav>
      <section className="tl-card ct-rows">
        <h2 className="tl-card-title">
          热门榜单
          <button type="button" onClick={() => navigate(getHref('hotList'))}>
            更多 ›
          </button>
        </h2>
        <PageState query={hot}>
          {(d) => (
            <>
              {d.list.map((c, i) => (
                <ContentCardRow key={c.id} card={c} route="resourceDetail" rank={i + 1} />
              ))}
            </>
          )}
        </PageState>
      </section>
      <section className="tl-card ct-rows">
        <h2 className="tl-card-title">最新上架</h2>
        <PageState query={fresh}>
          {(d) => (
            <>
              {d.list.map((c) => (
                <ContentCardRow key={c.id} card={c} route="resourceDetail" />
              ))}
            </>
          )}
        </PageState>
      </section>
    </>
  );
}
