import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

type Container = (Element | DocumentFragment) & { __appReactRoot?: Root };

let installed = false;

/**
 * antd-mobile 5 renders its imperative APIs (Toast.show, Dialog.alert, Modal.show) with the legacy
 * `ReactDOM.render`, which React 19 no longer has: without this nothing shows and nothing is logged.
 * Idempotent; every ui/ module that uses an imperative API calls it when it loads.
 */
export function setupAntdRenderer(): void {
  if (installed) return;
  installed = true;
  unstableSetRender((node, container) => {
    const holder = container as Container;
    const root = holder.__appReactRoot ?? createRoot(container);
    holder.__appReactRoot = root;
    root.render(node);
    return async () => {
      // let React finish the current commit before tearing the root down
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      delete holder.__appReactRoot;
    };
  });
}
