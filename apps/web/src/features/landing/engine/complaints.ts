import type { TComplaintDetail } from '@course/contracts/landing-complaint';
import { formatBeijingDateTime } from '@course/domain/beijing-time';
import { landingHref } from '@course/domain/landing-funnel';
import { isValidFeedbackMobile } from '@course/domain/phone';
import { getToken } from '../../../lib/storage';
import {
  fetchComplaint,
  fetchComplaintByTicket,
  fetchComplaintReasons,
  fetchComplaintRecords,
  submitComplaint,
} from './api';
import type { LandingContext } from './context';
import { h, replaceChildren } from './dom';
import { showToast } from './toast';

/** The complaint pages: the form (minicomplaint, minicomplaint2, complaint), the records and a complaint's detail. */

const STATUS_TEXT: Record<TComplaintDetail['status'], string> = {
  submitted: '已提交',
  processing: '处理中',
  resolved: '已处理',
};

const CONTENT_MAX = 500;

const failText = (error: unknown) => (error as { msg?: string }).msg || '加载失败，请稍后再试';

export function mountComplaintForm(
  container: HTMLElement,
  ctx: LandingContext,
  navigate: (url: string) => void,
): void {
  let selected: string | null = null;
  let busy = false;
  const reasons = h(
    'div',
    { class: 'lp-feedback-reasons', attrs: { role: 'radiogroup' } },
    h('div', { class: 'lp-spinner' }),
  );
  const content = h('textarea', {
    class: 'lp-textarea',
    testid: 'complaint-content',
    attrs: { maxlength: CONTENT_MAX, rows: 4, placeholder: '请描述你遇到的问题（选填）' },
  });
  const counter = h('div', { class: 'lp-counter' }, `0/${CONTENT_MAX}`);
  content.addEventListener('input', () => {
    counter.textContent = `${content.value.length}/${CONTENT_MAX}`;
  });
  const mobile = h('input', {
    class: 'lp-input',
    testid: 'complaint-mobile',
    attrs: { type: 'tel', inputmode: 'numeric', maxlength: 11, placeholder: '联系电话（选填）' },
  });
  const submit = async () => {
    if (busy) return;
    if (!selected) return showToast('请选择投诉原因');
    const phone = mobile.value.trim();
    if (phone && !isValidFeedbackMobile(phone)) return showToast('您输入的电话有误，请输入正确的电话号码！');
    busy = true;
    try {
      const saved = await submitComplaint({
        reasonCode: selected,
        content: content.value.trim(),
        ...(phone ? { mobile: phone } : {}),
        ...(ctx.query.get('appId') ? { appId: ctx.query.get('appId')!.slice(0, 64) } : {}),
        ...(ctx.query.get('comFrom') ? { comFrom: ctx.query.get('comFrom')!.slice(0, 32) } : {}),
        // the landing it came from: the referrer, or this address, which the landing's link gave its channel
        pageUrl: (/[?&]channel=/.test(document.referrer) ? document.referrer : location.href).slice(0, 500),
      });
      showToast('投诉已提交，我们会尽快处理');
      navigate(
        getToken()
          ? landingHref.complaintDetail(saved.id)
          : landingHref.complaintDetailByTicket(saved.ticket),
      );
    } catch (error) {
      showToast(failText(error));
    } finally {
      busy = false;
    }
  };
  container.appendChild(
    h(
      'div',
      { class: 'lp-form', testid: 'complaint-form' },
      h('h1', { class: 'lp-form-title' }, '请选择投诉该网页的原因'),
      reasons,
      h('label', { class: 'lp-label' }, '问题描述'),
      content,
      counter,
      h('label', { class: 'lp-label' }, '联系电话'),
      mobile,
      h(
        'button',
        {
          class: 'lp-button',
          testid: 'complaint-submit',
          attrs: { type: 'button' },
          on: { click: () => void submit() },
        },
        '提交',
      ),
      recordsLink(),
    ),
  );
  fetchComplaintReasons().then(
    (list) => {
      const items = list.map((reason) => {
        const item = h(
          'button',
          {
            class: 'lp-reason lp-reason-row',
            testid: `complaint-reason-${reason.id}`,
            attrs: { type: 'button', role: 'radio', 'aria-checked': 'false' },
            on: {
              click: () => {
                selected = reason.id;
                for (const other of items) {
                  other.classList.toggle('lp-reason-active', other === item);
                  other.setAttribute('aria-checked', String(other === item));
                }
              },
            },
          },
          reason.desc,
        );
        return item;
      });
      replaceChildren(reasons, items);
    },
    (error) => replaceChildren(reasons, h('p', { class: 'lp-muted' }, failText(error))),
  );
}

export function mountComplaintRecords(container: HTMLElement): void {
  const list = h(
    'div',
    { class: 'lp-records', testid: 'complaint-records' },
    h('div', { class: 'lp-spinner' }),
  );
  container.appendChild(
    h('div', { class: 'lp-form' }, h('h1', { class: 'lp-form-title' }, '我的投诉'), list),
  );
  fetchComplaintRecords().then(
    (records) =>
      replaceChildren(
        list,
        records.length === 0
          ? h('p', { class: 'lp-muted', testid: 'complaint-records-empty' }, '暂无投诉记录')
          : records.map((record) =>
              h(
                'a',
                {
                  class: 'lp-record',
                  testid: `complaint-record-${record.id}`,
                  attrs: { href: landingHref.complaintRecordDetail(record.id) },
                },
                h(
                  'div',
                  { class: 'lp-record-head' },
                  h('span', null, record.reasonDesc),
                  h('span', { class: `lp-status lp-status-${record.status}` }, STATUS_TEXT[record.status]),
                ),
                record.content ? h('p', { class: 'lp-muted' }, record.content) : null,
                h('time', { class: 'lp-muted' }, formatBeijingDateTime(record.createdAt)),
              ),
            ),
      ),
    (error) => replaceChildren(list, h('p', { class: 'lp-muted' }, failText(error))),
  );
}

/** 我的投诉记录: a signed-in visitor's way to their records (a visitor without a token has none to show). */
function recordsLink(): HTMLAnchorElement | null {
  if (!getToken()) return null;
  return h(
    'a',
    { class: 'lp-link', testid: 'complaint-records-link', attrs: { href: landingHref.complaintRecords() } },
    '我的投诉记录',
  );
}

export function mountComplaintDetail(container: HTMLElement, ctx: LandingContext): void {
  const box = h('div', { class: 'lp-form', testid: 'complaint-detail' }, h('div', { class: 'lp-spinner' }));
  container.appendChild(box);
  const ticket = ctx.query.get('ticket');
  const id = Number(ctx.query.get('id'));
  const load =
    ctx.variant.name === 'noAuthcomplaintDetail2' || (ticket && !id)
      ? ticket
        ? fetchComplaintByTicket(ticket.slice(0, 40))
        : Promise.reject({ msg: '投诉不存在' })
      : Number.isSafeInteger(id) && id > 0
        ? fetchComplaint(id)
        : Promise.reject({ msg: '投诉不存在' });
  load.then(
    (detail) => {
      const steps: Array<[string, string | null]> = [
        ['投诉已提交', detail.createdAt],
        ['平台处理中', detail.status === 'submitted' ? null : detail.createdAt],
        ['处理完成', detail.repliedAt],
      ];
      replaceChildren(
        box,
        h('h1', { class: 'lp-form-title' }, '投诉详情'),
        h(
          'div',
          { class: `lp-status lp-status-${detail.status}`, testid: 'complaint-status' },
          STATUS_TEXT[detail.status],
        ),
        h(
          'ol',
          { class: 'lp-steps' },
          steps.map(([label, at]) =>
            h(
              'li',
              { class: at ? 'lp-step lp-step-done' : 'lp-step' },
              h('span', null, label),
              at ? h('time', null, formatBeijingDateTime(at)) : null,
            ),
          ),
        ),
        h('dl', { class: 'lp-detail' }, [
          h('dt', null, '投诉原因'),
          h('dd', null, detail.reasonDesc),
          h('dt', null, '问题描述'),
          h('dd', null, detail.content || '（未填写）'),
          detail.mobile ? [h('dt', null, '联系电话'), h('dd', null, detail.mobile)] : null,
          h('dt', null, '平台回复'),
          h('dd', { testid: 'complaint-reply' }, detail.reply ?? '我们会在 3 个工作日内处理并回复你'),
        ]),
      );
    },
    (error) =>
      replaceChildren(
        box,
        h('p', { class: 'lp-muted', testid: 'complaint-error' }, failText(error)),
        recordsLink(),
      ),
  );
}
