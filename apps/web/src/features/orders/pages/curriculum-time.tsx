import {
  changeCampDate,
  chooseCampDate,
  chooseCampDateNew,
  getOrderSelectedCampDateStatus,
  isOrderIncludeCampDate,
  MAX_CAMP_CHANGES,
  type TCamp,
} from '@course/contracts/orders-checkout';
import { userOrderDetail } from '@course/contracts/orders-user';
import { formatBeijingMonthDay, formatBeijingTime, formatBeijingWeekday } from '@course/domain/beijing-time';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getHref, useAppNavigate, useRouteEntry } from '../../../app/public/navigation';
import { toast } from '../../../app/public/request';
import { callKey } from '../../../lib/query';
import { ApiError, callApi } from '../../../lib/request';
import { Loader } from '../../../ui/loader';
import { queryParam, useOrderCall } from '../api';
import '../order.css';

/**
 * Start dates after buying a course with camps (issue 6). One page, configured per route:
 * - curriculum-time (list of periods), selectDate (a grid of dates), selectDateNew (the grid, saved through
 *   chooseCampDateNew/{orderNo}/{campId}): choose the first start date;
 * - changeClassTime: move to another period while the current one has not started and changes are left;
 * - changeClassTimeLose: the change is no longer possible (why, and what to do);
 * - withoutCamp: the course has no period to choose yet (what happens next).
 * A full period is shown and cannot be picked; the server takes the class seat and refuses a full one.
 */

type Variant = { mode: 'choose' | 'change'; layout: 'list' | 'grid'; viaPath: boolean };
const VARIANTS: Record<string, Variant> = {
  'curriculum-time': { mode: 'choose', layout: 'list', viaPath: false },
  selectDate: { mode: 'choose', layout: 'grid', viaPath: false },
  selectDateNew: { mode: 'choose', layout: 'grid', viaPath: true },
  changeClassTime: { mode: 'change', layout: 'list', viaPath: false },
};

/** Dates in Beijing time, whatever the phone's zone: '12月1日 周一 20:00'. */
export function campDateText(iso: string): { date: string; weekday: string; time: string } {
  return {
    date: formatBeijingMonthDay(iso),
    weekday: formatBeijingWeekday(iso),
    time: formatBeijingTime(iso),
  };
}

const lessonCentreHref = (courseId: number | null, campId: number) =>
  courseId
    ? getHref('lesson-center', { params: { id: String(courseId) }, query: { campDataId: campId } })
    : getHref('center');

function CampOption(props: { camp: TCamp; layout: 'list' | 'grid'; picked: boolean; onPick: () => void }) {
  const { camp } = props;
  const full = camp.seatsLeft <= 0;
  const t = campDateText(camp.startsAt);
  return (
    <button
      type="button"
      className={`od-camp is-${props.layout}${props.picked ? ' is-active' : ''}${full ? ' is-full' : ''}`}
      data-testid={`camp-option-${camp.campId}`}
      disabled={full}
      onClick={props.onPick}
    >
      <span className="od-camp-date">
        {t.date} <small>{t.weekday}</small>
      </span>
      <span className="od-camp-time">{t.time} 开课</span>
      {props.layout === 'list' ? <span className="od-camp-name">{camp.name}</span> : null}
      <span className="od-camp-seats">
        {full ? '已满' : camp.seatsLeft <= 20 ? `仅剩${camp.seatsLeft}席` : '可报名'}
      </span>
    </button>
  );
}

function Done(props: { camp: TCamp; courseId: number | null; orderNo: string; changed: boolean }) {
  const navigate = useAppNavigate();
  const t = campDateText(props.camp.startsAt);
  return (
    <div className="od-page od-result" data-testid="camp-done">
      <div className="od-result-icon is-ok">✓</div>
      <h1>{props.changed ? '开课时间已调整' : '开课时间已确定'}</h1>
      <p className="od-tip" data-testid="camp-chosen">
        {props.camp.name}
        <br />
        {t.date} {t.weekday} {t.time} 开课
      </p>
      <p className="od-muted">开课前一天班主任会在学习群内通知您，请留意微信消息</p>
      <div className="od-actions">
        <button
          type="button"
          className="od-submit"
          data-testid="go-learn"
          onClick={() => navigate(lessonCentreHref(props.courseId, props.camp.campId))}
        >
          去学习中心
        </button>
        <button
          type="button"
          className="od-ghost"
          data-testid="view-order"
          onClick={() => navigate(getHref('order-detail', { query: { orderNo: props.orderNo } }))}
        >
          查看订单
        </button>
      </div>
    </div>
  );
}

export default function CampPage() {
  const entry = useRouteEntry();
  const variant = VARIANTS[entry?.name ?? ''] ?? VARIANTS['curriculum-time']!;
  return variant.mode === 'change' ? <ChangeCamp variant={variant} /> : <ChooseCamp variant={variant} />;
}

function useSubmit(orderNo: string, variant: Variant) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  async function submit(camp: TCamp): Promise<TCamp | null> {
    const { confirmModal } = await import('../../../ui/modal');
    const t = campDateText(camp.startsAt);
    const ok = await confirmModal({
      title: variant.mode === 'change' ? '确认调整开课时间' : '确认开课时间',
      content: (
        <div data-testid="camp-confirm-dialog">
          <div>{camp.name}</div>
          <div>
            {t.date} {t.weekday} {t.time} 开课
          </div>
          <div className="od-muted">
            {variant.mode === 'change'
              ? '调整后原期次的名额将释放'
              : `确认后开课前还可调整 ${MAX_CAMP_CHANGES} 次`}
          </div>
        </div>
      ),
    });
    if (!ok) return null;
    setBusy(true);
    try {
      const answer =
        variant.mode === 'change'
          ? await callApi(changeCampDate, { body: { orderNo, campId: camp.campId } })
          : variant.viaPath
            ? await callApi(chooseCampDateNew, { params: { a: orderNo, b: camp.campId } })
            : await callApi(chooseCampDate, { body: { orderNo, campId: camp.campId } });
      // Every order answer may change with the class time: the order pages' own queries and every call.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['commerce'] }),
        queryClient.invalidateQueries({ queryKey: ['call'] }),
      ]);
      return answer.camp;
    } catch (error) {
      if (error instanceof ApiError && error.code > 0) toast(error.msg);
      await queryClient.invalidateQueries({ queryKey: callKey(isOrderIncludeCampDate) });
      return null;
    } finally {
      setBusy(false);
    }
  }
  return { busy, submit };
}

function ChooseCamp({ variant }: { variant: Variant }) {
  const navigate = useAppNavigate();
  const orderNo = queryParam('orderNo') ?? '';
  const include = useOrderCall(
    isOrderIncludeCampDate,
    {},
    { params: { id: orderNo }, enabled: orderNo !== '' },
  );
  const order = useOrderCall(userOrderDetail, {}, { params: { id: orderNo }, enabled: orderNo !== '' });
  const [picked, setPicked] = useState<number | null>(null);
  const [done, setDone] = useState<TCamp | null>(null);
  const { busy, submit } = useSubmit(orderNo, variant);
  const noCamp = include.data && !include.data.include;
  useEffect(() => {
    if (noCamp) navigate(getHref('withoutCamp', { query: { orderNo } }), { replace: true });
  }, [noCamp, navigate, orderNo]);

  if (!orderNo) return <div className="od-empty">缺少订单号</div>;
  if (include.isPending || order.isPending || noCamp) return <Loader fullScreen />;
  if (include.isError || order.isError)
    return (
      <div className="od-empty" data-testid="order-empty">
        {((include.error ?? order.error) as ApiError).msg}
      </div>
    );
  const o = order.data;
  if (done) return <Done camp={done} courseId={o.courseId} orderNo={orderNo} changed={false} />;
  if (o.status !== 'paid')
    return (
      <div className="od-empty" data-testid="order-empty">
        订单支付完成后才能选择开课时间
      </div>
    );
  const chosen = include.data.chosenCampId;
  if (chosen !== null && o.camp) {
    const t = campDateText(o.camp.startsAt);
    return (
      <div className="od-page" data-testid="camp-page">
        <section className="od-card od-center" data-testid="camp-already-chosen">
          <p>
            您已选择 {o.camp.name}
            <br />
            {t.date} {t.weekday} {t.time} 开课
          </p>
          <button
            type="button"
            className="od-submit"
            onClick={() => navigate(getHref('changeClassTime', { query: { orderNo } }))}
          >
            调整开课时间
          </button>
        </section>
      </div>
    );
  }
  const camps = include.data.camps;
  const pick = camps.find((c) => c.campId === picked);
  return (
    <div className="od-page" data-testid="camp-page">
      <section className="od-card od-item">
        <img src={o.coverUrl} alt="" className="od-cover" />
        <div className="od-item-body">
          <div className="od-title">{o.title}</div>
          <div className="od-muted">请选择开课时间，开课后按课表每天学习</div>
        </div>
      </section>
      <section className="od-card">
        <div className="od-section-title">可选开课时间</div>
        <div className={variant.layout === 'grid' ? 'od-camp-grid' : 'od-camp-list'} data-testid="camp-list">
          {camps.map((c) => (
            <CampOption
              key={c.campId}
              camp={c}
              layout={variant.layout}
              picked={picked === c.campId}
              onPick={() => setPicked(c.campId)}
            />
          ))}
        </div>
      </section>
      <p className="od-note">
        温馨提示：选择后开课前可调整{MAX_CAMP_CHANGES}
        次；开课后不能再调整。已满的期次无法选择，新的期次会陆续开放。
      </p>
      <footer className="od-bar">
        <div className="od-muted">
          {pick ? `${campDateText(pick.startsAt).date} 开课` : '请选择一个开课时间'}
        </div>
        <button
          type="button"
          className="od-submit"
          data-testid="camp-confirm"
          disabled={!pick || busy}
          onClick={async () => {
            if (!pick) return;
            const camp = await submit(pick);
            if (camp) setDone(camp);
          }}
        >
          {busy ? '提交中…' : '确认开课时间'}
        </button>
      </footer>
    </div>
  );
}

function ChangeCamp({ variant }: { variant: Variant }) {
  const navigate = useAppNavigate();
  const orderNo = queryParam('orderNo') ?? '';
  const status = useOrderCall(
    getOrderSelectedCampDateStatus,
    {},
    { params: { id: orderNo }, enabled: orderNo !== '' },
  );
  const include = useOrderCall(
    isOrderIncludeCampDate,
    {},
    { params: { id: orderNo }, enabled: orderNo !== '' },
  );
  const order = useOrderCall(userOrderDetail, {}, { params: { id: orderNo }, enabled: orderNo !== '' });
  const [picked, setPicked] = useState<number | null>(null);
  const [done, setDone] = useState<TCamp | null>(null);
  const { busy, submit } = useSubmit(orderNo, variant);
  const s = status.data;
  const lost = s && !s.canChange && s.chosen && !done;
  const notChosen = s && !s.chosen;
  useEffect(() => {
    if (lost) navigate(getHref('changeClassTimeLose', { query: { orderNo } }), { replace: true });
    else if (notChosen) navigate(getHref('curriculum-time', { query: { orderNo } }), { replace: true });
  }, [lost, notChosen, navigate, orderNo]);

  if (!orderNo) return <div className="od-empty">缺少订单号</div>;
  if (done) return <Done camp={done} courseId={order.data?.courseId ?? null} orderNo={orderNo} changed />;
  if (status.isPending || include.isPending || order.isPending || lost || notChosen)
    return <Loader fullScreen />;
  if (status.isError || include.isError || order.isError)
    return (
      <div className="od-empty" data-testid="order-empty">
        {((status.error ?? include.error ?? order.error) as ApiError).msg}
      </div>
    );
  const current = s!.camp!;
  const t = campDateText(current.startsAt);
  const others = include.data.camps.filter((c) => c.campId !== current.campId);
  const pick = others.find((c) => c.campId === picked);
  return (
    <div className="od-page" data-testid="camp-change-page">
      <section className="od-card">
        <div className="od-section-title">当前开课时间</div>
        <div className="od-row" data-testid="camp-current">
          <span>{current.name}</span>
          <span className="od-muted">
            {t.date} {t.weekday} {t.time}
          </span>
        </div>
        <div className="od-muted" data-testid="camp-changes-left">
          还可调整 {s!.changesLeft} 次（每个订单最多 {MAX_CAMP_CHANGES} 次，开课前可调整）
        </div>
      </section>
      <section className="od-card">
        <div className="od-section-title">调整为</div>
        {others.length === 0 ? (
          <div className="od-muted" data-testid="camp-none">
            暂无其他可选的开课时间，新的期次开放后可再来调整
          </div>
        ) : (
          <div className="od-camp-list" data-testid="camp-list">
            {others.map((c) => (
              <CampOption
                key={c.campId}
                camp={c}
                layout="list"
                picked={picked === c.campId}
                onPick={() => setPicked(c.campId)}
              />
            ))}
          </div>
        )}
      </section>
      <footer className="od-bar">
        <div className="od-muted">调整后原期次名额将释放</div>
        <button
          type="button"
          className="od-submit"
          data-testid="camp-confirm"
          disabled={!pick || busy}
          onClick={async () => {
            if (!pick) return;
            const camp = await submit(pick);
            if (camp) setDone(camp);
            else await status.refetch();
          }}
        >
          {busy ? '提交中…' : '确认调整'}
        </button>
      </footer>
    </div>
  );
}

/** changeClassTimeLose: why the start date can no longer change, and what the learner can do instead. */
export function ChangeLosePage() {
  const navigate = useAppNavigate();
  const orderNo = queryParam('orderNo') ?? '';
  const status = useOrderCall(
    getOrderSelectedCampDateStatus,
    {},
    { params: { id: orderNo }, enabled: orderNo !== '' },
  );
  const order = useOrderCall(userOrderDetail, {}, { params: { id: orderNo }, enabled: orderNo !== '' });
  if (!orderNo) return <div className="od-empty">缺少订单号</div>;
  if (status.isPending || order.isPending) return <Loader fullScreen />;
  if (status.isError || order.isError)
    return (
      <div className="od-empty" data-testid="order-empty">
        {((status.error ?? order.error) as ApiError).msg}
      </div>
    );
  const s = status.data;
  const started = s.reason?.includes('已开始');
  const usedUp = s.reason === '调课次数已用完';
  const advice = started
    ? '课程开课后班级和课表已固定，无法再调整开课时间。您可以直接进入学习中心跟随班级学习；错过的直播课可观看回放。'
    : usedUp
      ? `为保证班级人数稳定，每个订单开课前最多可调整 ${MAX_CAMP_CHANGES} 次开课时间，您的调整次数已用完。如有特殊情况，请联系班主任协助处理。`
      : '当前订单暂时无法调整开课时间。';
  const campText = s.camp
    ? (() => {
        const t = campDateText(s.camp.startsAt);
        return `${s.camp.name}（${t.date} ${t.weekday} ${t.time} 开课）`;
      })()
    : null;
  return (
    <div className="od-page od-result" data-testid="camp-lose-page">
      <div className="od-result-icon is-fail">!</div>
      <h1 data-testid="camp-lose-reason">{s.canChange ? '仍可调整开课时间' : (s.reason ?? '调课已失效')}</h1>
      {campText ? <p className="od-tip">当前开课时间：{campText}</p> : null}
      <p className="od-tip od-left">{s.canChange ? `还可调整 ${s.changesLeft} 次。` : advice}</p>
      <div className="od-actions">
        {s.canChange ? (
          <button
            type="button"
            className="od-submit"
            onClick={() => navigate(getHref('changeClassTime', { query: { orderNo } }), { replace: true })}
          >
            去调整
          </button>
        ) : (
          <button
            type="button"
            className="od-submit"
            data-testid="go-learn"
            onClick={() => navigate(lessonCentreHref(order.data.courseId, s.camp?.campId ?? 0))}
          >
            去学习中心
          </button>
        )}
        <button
          type="button"
          className="od-ghost"
          data-testid="view-order"
          onClick={() => navigate(getHref('order-detail', { query: { orderNo } }))}
        >
          查看订单
        </button>
      </div>
    </div>
  );
}

/** withoutCamp: the course has no period to choose yet. */
export function WithoutCampPage() {
  const navigate = useAppNavigate();
  const orderNo = queryParam('orderNo') ?? '';
  const order = useOrderCall(userOrderDetail, {}, { params: { id: orderNo }, enabled: orderNo !== '' });
  if (orderNo && order.isPending) return <Loader fullScreen />;
  const o = order.data;
  return (
    <div className="od-page od-result" data-testid="without-camp-page">
      <div className="od-result-icon is-wait">…</div>
      <h1>暂无可选的开课时间</h1>
      {o ? <p className="od-tip">{o.title}</p> : null}
      <p className="od-tip od-left">
        新一期的开课时间正在排期中。排定后我们会通过微信服务通知提醒您，届时在“我的订单 -
        订单详情”中选择开课时间即可。 课程已为您开通，开课前可以先进入学习中心预习已上线的内容。
      </p>
      <div className="od-actions">
        <button
          type="button"
          className="od-submit"
          data-testid="go-learn"
          onClick={() =>
            navigate(
              o?.courseId ? getHref('center', { params: { id: String(o.courseId) } }) : getHref('center'),
            )
          }
        >
          先去预习
        </button>
        {orderNo ? (
          <button
            type="button"
            className="od-ghost"
            data-testid="view-order"
            onClick={() => navigate(getHref('order-detail', { query: { orderNo } }))}
          >
            查看订单
          </button>
        ) : null}
      </div>
    </div>
  );
}
