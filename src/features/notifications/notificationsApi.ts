import type {
  Notification,
  NotificationInput,
  NotificationList,
  NotificationStatus,
  PublicNotificationList,
} from '../../../contracts/notifications';
import { timsApi } from '../../services/api/timsApi';

/** Every change refreshes both lists: what visitors see and what administrators manage. */
const EVERY_LIST = ['Notification', 'AdminNotification'] as const;

/**
 * Notifications (DESIGN.md §5): anyone reads the active ones; administrators list, write and
 * delete them. A failed change refreshes the lists too, so a notification someone else deleted
 * (404) leaves them.
 */
export const notificationsApi = timsApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /notifications`: those active now, newest first. */
    getNotifications: build.query<PublicNotificationList, void>({
      query: () => 'notifications',
      providesTags: ['Notification'],
    }),
    /** `GET /admin/notifications?status=`: all of them without a status. */
    getAdminNotifications: build.query<NotificationList, NotificationStatus | void>({
      query: (status) => (status ? `admin/notifications?status=${status}` : 'admin/notifications'),
      providesTags: ['AdminNotification'],
    }),
    createNotification: build.mutation<Notification, NotificationInput>({
      query: (body) => ({ url: 'admin/notifications', method: 'POST', body }),
      invalidatesTags: [...EVERY_LIST],
    }),
    updateNotification: build.mutation<Notification, { id: number; input: NotificationInput }>({
      query: ({ id, input }) => ({ url: `admin/notifications/${id}`, method: 'PUT', body: input }),
      invalidatesTags: [...EVERY_LIST],
    }),
    deleteNotification: build.mutation<void, number>({
      query: (id) => ({ url: `admin/notifications/${id}`, method: 'DELETE' }),
      invalidatesTags: [...EVERY_LIST],
    }),
  }),
});

export const {
  useGetNotificationsQuery,
  useGetAdminNotificationsQuery,
  useCreateNotificationMutation,
  useUpdateNotificationMutation,
  useDeleteNotificationMutation,
} = notificationsApi;
