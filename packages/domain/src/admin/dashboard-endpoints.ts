import { endpoint } from '../contract/endpoint.ts';
import { dashboardSummary } from './dashboard-schemas.ts';

export const adminDashboardSummaryEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/dashboard.summary',
  // Every role has a queue (deposits are the one all roles see), so every role sees the dashboard.
  auth: { staff: 'deposits.view' },
  response: dashboardSummary,
  summary:
    "Today's deposits, withdrawals, stakes, wins and GGR (Bangkok day, database clock), the open queues, and the last 14 days",
  tags: ['admin: dashboard'],
});
