import { FEEDBACK_NO_REASON, FEEDBACK_SUCCESS } from '@course/domain/constants';
import { isValidFeedbackMobile } from '@course/domain/phone';
import { readJson, StorageKey } from '../../../lib/storage';
import { fetchFeedbackReasons, type LandingPlace, saveFeedback } from './api';
import { h, replaceChildren } from './dom';
import { showToast } from './toast';

/** The stored learner (user info) has a mobile: then the form does not ask for one. */
function storedUserHasMobile(): boolean {
  const user = readJson<{ mobile?: string | null }>(StorageKey.userInfo);
  return Boolean(user?.mobile);
}

const WRONG_MOBILE = '您输入的电话有误，请输入正确的电话号码！';

/**
 * The 'cannot join the group' dialog: reasons load, one is chosen, submit. No reason: '请选择无法入群原因！';
 * the mobile field only when the stored learner has none, 11 digits starting with 1; success toasts
 * '已收到反馈，老师会尽快联系您入群~' and closes; a failure toasts the server's message.
 */
export function openFeedbackDialog(input: { place: LandingPlace; groupId: string | null }): () => void {
  let selected: string | null = null;
  let busy = false;
  const list = h(
    'div',
    { class: 'lp-feedback-reasons', attrs: { role: 'radiogroup' } },
    h('div', { class: 'lp-spinner' }),
  );
  const mobile = storedUserHasMobile()
    ? null
    : h('input', {
        class: 'lp-input',
        testid: 'feedback-mobile',
        attrs: {
          type: 'tel',
          inputmode: 'numeric',
          maxlength: 11,
          placeholder: '请输入手机号（选填）',
        },
      });
  // the whole sentence would not fit the field of a 300 px dialog: it is the field's label
  const mobileField = mobile
    ? h(
        'label',
        { class: 'lp-feedback-mobile' },
        h('span', { class: 'lp-feedback-hint' }, '留下手机号，老师会尽快联系你'),
        mobile,
      )
    : null;
  const close = () => {
    overlay.remove();
    document.removeEventListener('keydown', onKey);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };
  const submit = async () => {
    if (busy) return;
    if (!selected) return showToast(FEEDBACK_NO_REASON);
    const phone = mobile?.value.trim() ?? '';
    if (phone && !isValidFeedbackMobile(phone)) return showToast(WRONG_MOBILE);
    busy = true;
    try {
      await saveFeedback({
        feedbackCode: selected,
        ...(input.groupId ? { groupId: input.groupId } : {}),
        ...(phone ? { mobile: phone } : {}),
        ...input.place,
      });
      showToast(FEEDBACK_SUCCESS);
      close();
    } catch (error) {
      showToast((error as { msg?: string }).msg || '提交失败，请稍后再试');
    } finally {
      busy = false;
    }
  };
  const dialog = h(
    'div',
    {
      class: 'lp-dialog',
      testid: 'feedback-modal',
      attrs: { role: 'dialog', 'aria-modal': 'true', 'aria-label': '无法入群反馈' },
    },
    h(
      'button',
      { class: 'lp-dialog-close', attrs: { type: 'button', 'aria-label': '关闭' }, on: { click: close } },
      '×',
    ),
    h('h2', { class: 'lp-dialog-title' }, '无法入群？请告诉我们原因'),
    list,
    mobileField,
    h(
      'button',
      {
        class: 'lp-button',
        testid: 'feedback-submit',
        attrs: { type: 'button' },
        on: { click: () => void submit() },
      },
      '提交',
    ),
  );
  const overlay = h(
    'div',
    { class: 'lp-mask', on: { click: (event) => event.target === overlay && close() } },
    dialog,
  );
  document.body.appendChild(overlay);
  document.addEventListener('keydown', onKey);

  fetchFeedbackReasons().then(
    (reasons) => {
      const items = reasons.map((reason) => {
        const item = h(
          'button',
          {
            class: 'lp-reason',
            testid: `feedback-reason-${reason.id}`,
            attrs: { type: 'button', role: 'radio', 'aria-checked': 'false' },
            on: {
              click: () => {
                selected = reason.id;
                for (const other of items) {
                  const active = other === item;
                  other.classList.toggle('lp-reason-active', active);
                  other.setAttribute('aria-checked', String(active));
                }
              },
            },
          },
          reason.desc,
        );
        return item;
      });
      replaceChildren(list, items);
    },
    (error: { msg?: string }) => {
      replaceChildren(list, h('p', { class: 'lp-muted' }, error.msg || '原因加载失败，请稍后再试'));
    },
  );
  return close;
}
