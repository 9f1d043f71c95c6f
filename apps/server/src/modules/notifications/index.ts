/**
 * Notifications (issue 21, point 2; docs/support.md). What other modules use: notifyMember /
 * notifyPoysWon inside the transaction of the cause; the delivery loop does the rest after COMMIT.
 */
export { notifyMember, notifyPoysWon, type NotificationParams } from './notify.ts';
export { deliverNotifications, NOTIFICATION_EVENT, type DeliveryDeps } from './deliver.ts';
export { createPushSender, type PushOutcome, type PushSend } from './web-push-sender.ts';
export { notificationRoutes } from './routes.ts';
