import './ui/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { preloadToast, requestHandlers } from './app/request-handlers';
import { createAppRouter } from './app/router';
import { configureRequestHandlers } from './lib/request';

document.getElementById('app-loading')?.remove();

// toast: ui/toast sets up antd-mobile's React 19 renderer when it loads (on the first toast or when idle)
configureRequestHandlers(requestHandlers);
preloadToast();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={createAppRouter()} />
  </StrictMode>,
);
