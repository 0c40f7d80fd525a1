/**
 * The admin's work queues (GET /api/dashboard/queues): shown by the dashboard menu, made
 * stale by every moderation, so the key is shared here rather than owned by one feature.
 */
export const WORK_QUEUES_QUERY_KEY = ['dashboard', 'queues'] as const;
