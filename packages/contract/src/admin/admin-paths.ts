/**
 * The admin console's calls (issue 9; not in the spec, which shows no admin role). Every one of
 * them needs an admin session: signed out 401, any other role 403. The server registers exactly
 * these, and its tests walk this list, so a new admin call cannot skip the guard unnoticed.
 */
export const ADMIN_PATHS = {
  consultantsList: '/api/admin/consultants/list',
  consultantGet: '/api/admin/consultants/get',
  consultantCreate: '/api/admin/consultants/create',
  consultantUpdate: '/api/admin/consultants/update',
  consultantSuspend: '/api/admin/consultants/suspend',
  ordersList: '/api/admin/orders/list',
  orderGet: '/api/admin/orders/get',
  orderRefund: '/api/admin/orders/refund',
  paymentsList: '/api/admin/payments/list',
  paymentGet: '/api/admin/payments/get',
  paymentRecheck: '/api/admin/payments/recheck',
  usersList: '/api/admin/users/list',
  userGet: '/api/admin/users/get',
  userBlock: '/api/admin/users/block',
  settingsGet: '/api/admin/settings/get',
  staticValueSave: '/api/admin/settings/static-value',
  rechargePackSave: '/api/admin/settings/recharge-pack',
  currencyRateSave: '/api/admin/settings/currency-rate',
  freeChatMinutesSave: '/api/admin/settings/free-chat-minutes',
  experimentSave: '/api/admin/settings/experiment',
  experimentCreate: '/api/admin/experiments/create',
  experimentVariantAdd: '/api/admin/experiments/add-variant',
  groupsList: '/api/admin/groups/list',
  groupGet: '/api/admin/groups/get',
  groupSave: '/api/admin/groups/save',
  groupDelete: '/api/admin/groups/delete',
  groupMembersSet: '/api/admin/groups/members',
  galleryList: '/api/admin/gallery/list',
  galleryAdd: '/api/admin/gallery/add',
  galleryRemove: '/api/admin/gallery/remove',
  galleryReorder: '/api/admin/gallery/reorder',
  auditList: '/api/admin/audit/list',
} as const;

export type AdminPathKey = keyof typeof ADMIN_PATHS;

/** Reads are GET, changes are POST. */
export const ADMIN_CALL_METHODS: Readonly<Record<AdminPathKey, 'GET' | 'POST'>> = {
  consultantsList: 'GET',
  consultantGet: 'GET',
  consultantCreate: 'POST',
  consultantUpdate: 'POST',
  consultantSuspend: 'POST',
  ordersList: 'GET',
  orderGet: 'GET',
  orderRefund: 'POST',
  paymentsList: 'GET',
  paymentGet: 'GET',
  paymentRecheck: 'POST',
  usersList: 'GET',
  userGet: 'GET',
  userBlock: 'POST',
  settingsGet: 'GET',
  staticValueSave: 'POST',
  rechargePackSave: 'POST',
  currencyRateSave: 'POST',
  freeChatMinutesSave: 'POST',
  experimentSave: 'POST',
  experimentCreate: 'POST',
  experimentVariantAdd: 'POST',
  groupsList: 'GET',
  groupGet: 'GET',
  groupSave: 'POST',
  groupDelete: 'POST',
  groupMembersSet: 'POST',
  galleryList: 'GET',
  galleryAdd: 'POST',
  galleryRemove: 'POST',
  galleryReorder: 'POST',
  auditList: 'GET',
};

/** The 403 reason for a signed-in account that is not an admin. */
export const REASON_ADMINS_ONLY = 'Only Lumus administrators may do this.';
