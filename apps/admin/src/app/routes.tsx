import { createBrowserRouter, Outlet } from 'react-router';
import { AuditPage } from '../pages/audit-page';
import { CampsPage } from '../pages/camps/camps-page';
import { ChannelsPage } from '../pages/channels/channels-page';
import { ClassesPage } from '../pages/classes-page';
import { ContestEditorPage } from '../pages/contests/contest-editor-page';
import { ContestEntriesPage } from '../pages/contests/contest-entries-page';
import { ContestResultsPage } from '../pages/contests/contest-results-page';
import { ContestsPage } from '../pages/contests/contests-page';
import { CourseEditorPage } from '../pages/courses/course-editor-page';
import { CoursesPage } from '../pages/courses/courses-page';
import { PackagesPage } from '../pages/courses/packages-page';
import { DashboardPage } from '../pages/dashboard/dashboard-page';
import { ComplaintsPage } from '../pages/inbox/complaints-page';
import { FeedbackPage } from '../pages/inbox/feedback-page';
import { ServiceMessagesPage } from '../pages/inbox/service-messages-page';
import { OrderDetailPage } from '../pages/orders/order-detail-page';
import { OrdersPage } from '../pages/orders/orders-page';
import { PasswordPage } from '../pages/password-page';
import { RefundsPage } from '../pages/refunds-page';
import { StaffPage } from '../pages/staff-page';
import { TemplateEditorPage } from '../pages/template-editor-page';
import { TemplatesPage } from '../pages/templates-page';
import { WithdrawalsPage } from '../pages/withdrawals/withdrawals-page';
import { ConsoleLayout, HomeRedirect } from './console-layout';
import { SessionGate } from './session';

/** The console's pages, under /admin (the server answers every /admin path with the console's index.html). */
export const router = createBrowserRouter(
  [
    {
      element: (
        <SessionGate>
          <Outlet />
        </SessionGate>
      ),
      children: [
        {
          element: <ConsoleLayout />,
          children: [
            { index: true, element: <HomeRedirect /> },
            // console-funnel
            { path: 'dashboard', element: <DashboardPage /> },
            { path: 'camps', element: <CampsPage /> },
            { path: 'channels', element: <ChannelsPage /> },
            { path: 'templates', element: <TemplatesPage /> },
            { path: 'templates/:templateId', element: <TemplateEditorPage /> },
            { path: 'classes', element: <ClassesPage /> },
            { path: 'refunds', element: <RefundsPage /> },
            // console-ops: inboxes, orders and money
            { path: 'feedback', element: <FeedbackPage /> },
            { path: 'complaints', element: <ComplaintsPage /> },
            { path: 'service-messages', element: <ServiceMessagesPage /> },
            { path: 'orders', element: <OrdersPage /> },
            { path: 'orders/:orderNo', element: <OrderDetailPage /> },
            { path: 'withdrawals', element: <WithdrawalsPage /> },
            // console-courses: courses, their outline and media, packages
            { path: 'courses', element: <CoursesPage /> },
            { path: 'courses/:courseId', element: <CourseEditorPage /> },
            { path: 'packages', element: <PackagesPage /> },
            // console-contests: set-up, moderation, results
            { path: 'contests', element: <ContestsPage /> },
            { path: 'contests/:contestId', element: <ContestEditorPage /> },
            { path: 'contests/:contestId/entries', element: <ContestEntriesPage /> },
            { path: 'contests/:contestId/results', element: <ContestResultsPage /> },
            { path: 'staff', element: <StaffPage /> },
            { path: 'audit', element: <AuditPage /> },
            { path: 'password', element: <PasswordPage /> },
            { path: '*', element: <HomeRedirect /> },
          ],
        },
      ],
    },
  ],
  { basename: '/admin' },
);
