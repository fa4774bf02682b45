// Over 300 lines: one engine page — the detail and its per-route parts (reactions, claim, notes, questions, share).
import {
  contentDetail,
  contentPostSave,
  contentPosts,
  contentReact,
  type TContentCard,
} from '@course/contracts/tools-content';
import { AUDIO_CANNOT_PLAY } from '@course/domain/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { getHref, useAppNavigate, useRouteEntry } from '../../../app/public/navigation';
import { toast } from '../../../app/public/request';
import { useUserInfo } from '../../../app/public/session';
import { callKey, useCall } from '../../../lib/query';
import { callApi } from '../../../lib/request';
import { useAction } from '../../../lib/use-action';
import { useQueryId } from '../../../lib/use-query-id';
import { CoverImage } from '../../../ui/cover-image';
import { PhoneVideo } from '../../../ui/phone-video';
import { PageState } from '../../../ui/states';
import { attachVideoSource } from '../../../ui/video-source';
import { ContentCardRow, dateOf, MaybeGate } from '../components/content-parts';
import { DETAIL_ROUTES, type DetailConfig } from '../content-config';
import { configOf } from '../page-config';
import { drawSentenceCard } from '../sentence-image';
import '../tools-shared.css';
import './content.css';

type Detail = NonNullable<ReturnType<typeof useDetail>['data']>;

function useDetail(config: DetailConfig, id: number | null) {
  return useCall(
    contentDetail,
    id !== null
      ? { id }
      : { family: config.family, ...(config.category ? { category: config.category } : {}) },
    { staleTime: 0 },
  );
}

/**
 * The content detail engine: resourceDetail, videoPlayback(1), videoMountingDetail, welfareInfo,
 * goldenSentenceDetail, suspendClassesDetail, treasureDetail, brandInfoBook, salesPlan(V1), planBook,
 * reachWelfare, arrivalBenefit. The item (by `id`, else the first of the route's category) with its media, text
 * and facts; per route: likes and favourites, notes, questions, a share image, a benefit to claim.
 */
export default function ContentDetailPage() {
  const entry = useRouteEntry();
  const id = useQueryId('id', 'itemId');
  return <ContentDetailView config={configOf(DETAIL_ROUTES, entry?.name)} id={id} />;
}

/** The detail engine for one configuration (also used by extracurricular_expansion for its items). */
export function ContentDetailView(props: { config: DetailConfig; id: number | null }) {
  const { config, id } = props;
  const detail = useDetail(config, id);
  return (
    <MaybeGate toolCode={config.toolCode}>
      <main className="tl-page ct-page" data-testid="content-detail" data-family={config.family}>
        <PageState query={detail}>{(d) => <DetailBody config={config} d={d} />}</PageState>
      </main>
    </MaybeGate>
  );
}

function DetailBody(props: { config: DetailConfig; d: Detail }) {
  const { config, d } = props;
  const item = d.item;
  const navigate = useAppNavigate();
  return (
    <>
      {item.mediaKind === 'video' && item.mediaUrl ? (
        <ResourceVideo src={item.mediaUrl} poster={item.coverUrl} />
      ) : item.mediaKind === 'audio' && item.mediaUrl ? (
        <div className="tl-card ct-audio">
          <CoverImage src={item.coverUrl} alt="" />
          {/* biome-ignore lint/a11y/useMediaCaption: spoken lessons have their text below */}
          <audio controls src={item.mediaUrl} preload="metadata" data-testid="content-audio" />
        </div>
      ) : null}
      {config.share ? <SentenceShare item={item} /> : null}
      <article className="tl-card ct-article">
        {item.categoryName ? <span className="ct-chip">{item.categoryName}</span> : null}
        <h1 data-testid="content-title">{item.title}</h1>
        <p className="tl-muted">
          {item.author ? `${item.author} · ` : ''}
          {dateOf(item.publishedAt)} · {item.views} 次学习
        </p>
        {item.facts.length ? (
          <dl className="ct-facts" data-testid="content-facts">
            {item.facts.map((f) => (
              <div key={f.label}>
                <dt>{f.label}</dt>
                <dd>{f.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <div className="ct-body" data-testid="content-body">
          {item.body.split('\n\n').map((para) => (
            <p key={para}>{para}</p>
          ))}
        </div>
        {config.like || config.favorite ? <Reactions config={config} d={d} /> : null}
        {config.useTemplate ? (
          <button
            type="button"
            className="tl-btn tl-btn-block"
            data-testid="content-use-template"
            onClick={() => navigate(getHref('pictureMounting', { query: { templateId: item.id } }))}
          >
            用我的照片做一张
          </button>
        ) : null}
      </article>
      {config.claim ? <Claim d={d} /> : null}
      {config.notes ? <NotesBox itemId={item.id} /> : null}
      {config.questions ? <Questions itemId={item.id} /> : null}
      {d.related.length ? (
        <section className="tl-card ct-rows">
          <h2 className="tl-card-title">
            相关内容
            {config.listRoute ? (
              <button type="button" onClick={() => navigate(getHref(config.listRoute!))}>
                更多 ›
              </button>
            ) : null}
          </h2>
          {d.related.map((c: TContentCard) => (
            <ContentCardRow key={c.id} card={c} route={config.relatedRoute} />
          ))}
        </section>
      ) : null}
    </>
  );
}

function ResourceVideo(props: { src: string; poster: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    return attachVideoSource(video, props.src, () => toast(AUDIO_CANNOT_PLAY));
  }, [props.src]);
  return (
    <div className="ct-video">
      <PhoneVideo ref={ref} testId="content-video" poster={props.poster} />
    </div>
  );
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: callKey(contentDetail) });
}

function Reactions(props: { config: DetailConfig; d: Detail }) {
  const [state, setState] = useState(props.d.reactions);
  const reaction = useAction();
  const react = (kind: 'like' | 'favorite', on: boolean) =>
    reaction.run(async () =>
      setState(await callApi(contentReact, { body: { id: props.d.item.id, kind, on } })),
    );
  return (
    <div className="ct-reactions">
      {props.config.like ? (
        <button
          type="button"
          className={state.liked ? 'on' : ''}
          data-testid="content-like"
          data-on={state.liked}
          onClick={() => void react('like', !state.liked)}
        >
          {state.liked ? '♥ 已赞' : '♡ 点赞'} <span data-testid="content-like-count">{state.likes}</span>
        </button>
      ) : null}
      {props.config.favorite ? (
        <button
          type="button"
          className={state.favorited ? 'on' : ''}
          data-testid="content-favorite"
          data-on={state.favorited}
          onClick={() => void react('favorite', !state.favorited)}
        >
          {state.favorited ? '★ 已收藏' : '☆ 收藏'} {state.favorites}
        </button>
      ) : null}
    </div>
  );
}

function Claim(props: { d: Detail }) {
  const [state, setState] = useState(props.d.reactions);
  const claim = useAction();
  return (
    <section className="tl-card ct-claim" data-testid="content-claim" data-claimed={state.claimed}>
      <p>已有 {state.claims} 位学员领取</p>
      <button
        type="button"
        className="tl-btn tl-btn-block"
        disabled={state.claimed || claim.busy}
        data-testid="content-claim-button"
        onClick={() =>
          void claim.run(async () => {
            setState(await callApi(contentReact, { body: { id: props.d.item.id, kind: 'claim', on: true } }));
            toast('领取成功，班主任会尽快与你联系');
          })
        }
      >
        {state.claimed ? '已领取' : claim.busy ? '领取中…' : '立即领取'}
      </button>
    </section>
  );
}

/** My notes on this item: write one, see the ones saved on the server. */
export function NotesBox(props: { itemId: number }) {
  const notes = useCall(contentPosts, { kind: 'note', itemId: props.itemId });
  const [text, setText] = useState('');
  const saving = useAction();
  const queryClient = useQueryClient();
  const navigate = useAppNavigate();
  const save = () => {
    if (!text.trim()) return toast('请先写下笔记内容');
    void saving.run(async () => {
      await callApi(contentPostSave, { body: { itemId: props.itemId, kind: 'note', text } });
      setText('');
      toast('笔记已保存');
      await queryClient.invalidateQueries({ queryKey: callKey(contentPosts) });
    });
  };
  return (
    <section className="tl-card ct-posts" data-testid="content-notes">
      <h2 className="tl-card-title">
        我的笔记
        <button type="button" onClick={() => navigate(getHref('courseNotes'))}>
          全部笔记 ›
        </button>
      </h2>
      <textarea
        className="ct-textarea"
        maxLength={500}
        placeholder="记下这节的要点，只有你自己能看到"
        value={text}
        data-testid="content-note-input"
        onChange={(e) => setText(e.target.value)}
      />
      <button
        type="button"
        className="tl-btn tl-btn-block"
        disabled={saving.busy}
        data-testid="content-note-save"
        onClick={save}
      >
        {saving.busy ? '保存中…' : '保存笔记'}
      </button>
      {notes.data?.list.map((n) => (
        <p key={n.id} className="ct-post" data-testid="content-note">
          {n.text}
          <small>{dateOf(n.updatedAt)}</small>
        </p>
      ))}
    </section>
  );
}

function Questions(props: { itemId: number }) {
  const questions = useCall(contentPosts, { kind: 'question', itemId: props.itemId });
  const [text, setText] = useState('');
  const queryClient = useQueryClient();
  const navigate = useAppNavigate();
  const refresh = useRefresh();
  const asking = useAction();
  const ask = () => {
    if (!text.trim()) return toast('请先写下你的问题');
    void asking.run(async () => {
      await callApi(contentPostSave, { body: { itemId: props.itemId, kind: 'question', text } });
      setText('');
      toast('提问已发送，老师会尽快回答');
      refresh();
      await queryClient.invalidateQueries({ queryKey: callKey(contentPosts) });
    });
  };
  return (
    <section className="tl-card ct-posts" data-testid="content-questions">
      <h2 className="tl-card-title">学员提问</h2>
      {questions.data?.list.map((q) => (
        <button
          type="button"
          key={q.id}
          className="ct-question"
          data-testid="content-question"
          onClick={() => navigate(getHref('questionDetail', { query: { id: q.id } }))}
        >
          <strong>问：{q.text}</strong>
          <small>{q.answer ? `答：${q.answer}` : '等待老师回答'}</small>
        </button>
      ))}
      {questions.data?.list.length === 0 ? <p className="tl-muted">还没有人提问，来问第一个问题吧</p> : null}
      <div className="ct-ask">
        <input
          maxLength={500}
          placeholder="有不懂的地方，问问老师"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <button
          type="button"
          className="tl-btn"
          disabled={asking.busy}
          onClick={ask}
          data-testid="content-ask"
        >
          {asking.busy ? '发送中…' : '提问'}
        </button>
      </div>
    </section>
  );
}

/** A golden sentence as one share image (drawn on the phone, shown as one <img> to long-press). */
function SentenceShare(props: { item: Detail['item'] }) {
  const user = useUserInfo();
  const nickname = user.data?.nickname ?? '';
  const image = useMemo(
    () =>
      drawSentenceCard({
        text: props.item.title,
        author: props.item.author,
        note: props.item.summary,
        nickname,
        date: dateOf(Date.now()),
      }),
    [props.item, nickname],
  );
  return (
    <div className="ct-share">
      <img src={image} alt={props.item.title} data-testid="content-share-image" />
      <p className="tl-muted">长按图片保存或发送给朋友</p>
    </div>
  );
}
