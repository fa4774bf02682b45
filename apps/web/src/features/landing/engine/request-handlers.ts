import { clearSession } from '../../../lib/storage';
import { h } from './dom';
import { showToast } from './toast';

/** Time for the 'not logged in' message to be read before the page reloads (as the app does). */
const LOGIN_RELOAD_DELAY_MS = 1500;

let reloading = false;

/**
 * The request client's handlers on the light landing document: toasts, codes 3/4 clear the session and
 * reload (the reload hands over to the app, which authorizes), 9997/9998 replace the page with the message.
 */
export const landingRequestHandlers = {
  toast: (msg: string) => showToast(msg),
  onLoginRequired(msg: string) {
    if (reloading) return;
    reloading = true;
    showToast(msg);
    clearSession();
    setTimeout(() => window.location.reload(), LOGIN_RELOAD_DELAY_MS);
  },
  onFullPageError(code: number, msg: string) {
    document.body.replaceChildren(
      h(
        'div',
        { class: 'lp-error', testid: 'error-view', attrs: { role: 'alert' } },
        h('p', null, msg),
        h('small', null, String(code)),
      ),
    );
  },
};
