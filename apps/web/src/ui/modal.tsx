import { Modal, type ModalAlertProps, type ModalConfirmProps } from 'antd-mobile';
import type { CSSProperties, ReactNode } from 'react';
import { setupAntdRenderer } from './antd-renderer';
import './theme.css';

setupAntdRenderer();

export const MODAL_CONFIRM_TEXT = '确定';
export const MODAL_CANCEL_TEXT = '取消';

/** Default width 350px, never wider than 80% of the screen (spec: business constants). */
export const modalSizeStyle = {
  '--min-width': 'min(350px, 80vw)',
  '--max-width': '80vw',
} as CSSProperties;

export type ShowModalOptions = {
  title?: ReactNode;
  content?: ReactNode;
  confirmText?: ReactNode;
  /** allow closing by tapping outside (default false) */
  closeOnMaskClick?: boolean;
  image?: string;
};

export type ConfirmModalOptions = ShowModalOptions & { cancelText?: ReactNode };

/** An alert with one 确定 button; resolves when it closes. */
export function showModal(opts: ShowModalOptions): Promise<void> {
  const props: ModalAlertProps = {
    title: opts.title,
    content: opts.content,
    image: opts.image,
    confirmText: opts.confirmText ?? MODAL_CONFIRM_TEXT,
    closeOnMaskClick: opts.closeOnMaskClick ?? false,
    style: modalSizeStyle,
    bodyClassName: 'app-modal',
  };
  return Modal.alert(props);
}

/** Whether a question of confirmModal is on screen (one at a time). */
let asking = false;

/**
 * A question with 确定 and 取消; resolves true for 确定, false for 取消 or a close. While one is open, another
 * (a double tap on the button that asks) resolves false at once and opens nothing: one question, one action.
 */
export function confirmModal(opts: ConfirmModalOptions): Promise<boolean> {
  if (asking) return Promise.resolve(false);
  asking = true;
  const props: ModalConfirmProps = {
    title: opts.title,
    content: opts.content,
    image: opts.image,
    confirmText: opts.confirmText ?? MODAL_CONFIRM_TEXT,
    cancelText: opts.cancelText ?? MODAL_CANCEL_TEXT,
    closeOnMaskClick: opts.closeOnMaskClick ?? false,
    style: modalSizeStyle,
    bodyClassName: 'app-modal',
  };
  return Modal.confirm(props).finally(() => {
    asking = false;
  });
}

/** Closes every open modal (e.g. on navigation). */
export function clearModals(): void {
  Modal.clear();
  asking = false;
}

/**
 * A modal whose body is our own markup (buttons with test ids, prices …): `render` gets `close`. Resolves
 * when the modal has closed. The body renders outside the router: pass it callbacks, not hooks.
 */
export function showContentModal(opts: {
  render: (close: () => void) => ReactNode;
  closeOnMaskClick?: boolean;
}): Promise<void> {
  return new Promise((resolve) => {
    const handler = Modal.show({
      content: opts.render(() => handler.close()),
      closeOnMaskClick: opts.closeOnMaskClick ?? true,
      style: modalSizeStyle,
      bodyClassName: 'app-modal',
      afterClose: resolve,
    });
  });
}
