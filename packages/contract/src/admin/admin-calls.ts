import { z } from 'zod';
import { defineCall } from '../call';
import { ADMIN_CALL_METHODS, ADMIN_PATHS, STAFF_PATH_KEYS, type AdminPathKey } from './admin-paths';
import { adminAuditDataSchema, adminAuditInputSchema } from './admin-audit';
import { adminExportInputSchema } from './admin-export';
import { downloadSchema } from '../earnings/earnings';
import { adminDashboardDataSchema, adminDashboardInputSchema } from './admin-dashboard';
import {
  adminConsultantCreateInputSchema,
  adminConsultantDataSchema,
  adminConsultantSuspendInputSchema,
  adminConsultantUpdateInputSchema,
  adminConsultantsDataSchema,
  adminConsultantsInputSchema,
  adminIdInputSchema,
} from './admin-consultants';
import {
  adminExperimentCreateInputSchema,
  adminExperimentVariantAddInputSchema,
} from './admin-experiments';
import {
  adminGalleryAddInputSchema,
  adminGalleryDataSchema,
  adminGalleryInputSchema,
  adminGalleryRemoveInputSchema,
  adminGalleryReorderInputSchema,
} from './admin-gallery';
import {
  adminGroupDataSchema,
  adminGroupDeleteDataSchema,
  adminGroupMembersInputSchema,
  adminGroupSaveInputSchema,
  adminGroupsDataSchema,
} from './admin-groups';
import { adminInvoicesDataSchema, adminInvoicesInputSchema } from './admin-invoices';
import {
  adminOrderDataSchema,
  adminOrdersDataSchema,
  adminOrdersInputSchema,
  adminRefundDataSchema,
  adminRefundInputSchema,
} from './admin-orders';
import {
  adminPaymentDataSchema,
  adminPaymentIdInputSchema,
  adminPaymentsDataSchema,
  adminPaymentsInputSchema,
  adminRecheckDataSchema,
} from './admin-payments';
import {
  adminCurrencyRateInputSchema,
  adminExperimentInputSchema,
  adminFreeChatMinutesInputSchema,
  adminRechargePackInputSchema,
  adminSettingsDataSchema,
  adminStaticValueInputSchema,
} from './admin-settings';
import {
  adminUserBlockInputSchema,
  adminUserDataSchema,
  adminUsersDataSchema,
  adminUsersInputSchema,
} from './admin-users';

/**
 * An admin call by its key in `ADMIN_PATHS`: path and method come from there and `auth` is
 * `admin`, or `staff` for the support agent's calls (`STAFF_PATH_KEYS`), so no admin call can be
 * declared without a guard.
 */
export function adminCall<Input extends z.ZodObject, Output extends z.ZodType>(
  key: AdminPathKey,
  spec: Readonly<{ summary: string; input: Input; output: Output; encoding?: 'multipart' }>,
) {
  return defineCall({
    ...spec,
    path: ADMIN_PATHS[key],
    methods: ADMIN_CALL_METHODS[key],
    auth: STAFF_PATH_KEYS.has(key) ? 'staff' : 'admin',
  });
}

export const adminDashboardCall = adminCall('dashboard', {
  summary: 'Admin: sales, take, refunds, sessions, new users and first payers per UTC day',
  input: adminDashboardInputSchema,
  output: adminDashboardDataSchema,
});

export const adminExportCall = adminCall('export', {
  summary: 'Admin: sessions, payments, payouts or invoices of a period as a CSV file',
  input: adminExportInputSchema,
  output: downloadSchema,
});

export const adminAuditListCall = adminCall('auditList', {
  summary: 'Admin: the audit log, newest first, by admin, action prefix, target and date',
  input: adminAuditInputSchema,
  output: adminAuditDataSchema,
});

export const adminConsultantsListCall = adminCall('consultantsList', {
  summary: 'Admin: psychics, active and suspended, searchable by name or phone',
  input: adminConsultantsInputSchema,
  output: adminConsultantsDataSchema,
});

export const adminConsultantGetCall = adminCall('consultantGet', {
  summary: 'Admin: one psychic with the console phone number',
  input: adminIdInputSchema,
  output: adminConsultantDataSchema,
});

export const adminConsultantCreateCall = adminCall('consultantCreate', {
  summary: 'Admin: adds a psychic; the phone number becomes their console sign-in',
  input: adminConsultantCreateInputSchema,
  output: adminConsultantDataSchema,
});

export const adminConsultantUpdateCall = adminCall('consultantUpdate', {
  summary: 'Admin: edits a psychic (profile, prices, share, console number)',
  input: adminConsultantUpdateInputSchema,
  output: adminConsultantDataSchema,
});

export const adminConsultantSuspendCall = adminCall('consultantSuspend', {
  summary: 'Admin: suspends a psychic (hidden from every list, no new chats) or lifts it',
  input: adminConsultantSuspendInputSchema,
  output: adminConsultantDataSchema,
});

export const adminExperimentCreateCall = adminCall('experimentCreate', {
  summary: 'Admin: creates an experiment with its variants and weights',
  input: adminExperimentCreateInputSchema,
  output: adminSettingsDataSchema,
});

export const adminExperimentVariantAddCall = adminCall('experimentVariantAdd', {
  summary: 'Admin: adds a variant to an experiment (it gets only subjects not yet assigned)',
  input: adminExperimentVariantAddInputSchema,
  output: adminSettingsDataSchema,
});

export const adminGalleryListCall = adminCall('galleryList', {
  summary: "Admin: a psychic's gallery images in their public order",
  input: adminGalleryInputSchema,
  output: adminGalleryDataSchema,
});

export const adminGalleryAddCall = adminCall('galleryAdd', {
  summary: "Admin: adds an uploaded image at the end of a psychic's gallery",
  input: adminGalleryAddInputSchema,
  output: adminGalleryDataSchema,
});

export const adminGalleryRemoveCall = adminCall('galleryRemove', {
  summary: "Admin: removes one image from a psychic's gallery",
  input: adminGalleryRemoveInputSchema,
  output: adminGalleryDataSchema,
});

export const adminGalleryReorderCall = adminCall('galleryReorder', {
  summary: "Admin: puts a psychic's gallery images in a new order",
  input: adminGalleryReorderInputSchema,
  output: adminGalleryDataSchema,
});

export const adminGroupsListCall = adminCall('groupsList', {
  summary: 'Admin: every psychic group with its member count',
  input: z.object({}),
  output: adminGroupsDataSchema,
});

export const adminGroupGetCall = adminCall('groupGet', {
  summary: 'Admin: one psychic group with its members',
  input: adminIdInputSchema,
  output: adminGroupDataSchema,
});

export const adminGroupSaveCall = adminCall('groupSave', {
  summary: 'Admin: creates a psychic group (no id) or edits one',
  input: adminGroupSaveInputSchema,
  output: adminGroupDataSchema,
});

export const adminGroupDeleteCall = adminCall('groupDelete', {
  summary: 'Admin: deletes a psychic group (the psychics stay)',
  input: adminIdInputSchema,
  output: adminGroupDeleteDataSchema,
});

export const adminGroupMembersSetCall = adminCall('groupMembersSet', {
  summary: 'Admin: replaces the psychics of a group',
  input: adminGroupMembersInputSchema,
  output: adminGroupDataSchema,
});

export const adminOrdersListCall = adminCall('ordersList', {
  summary: 'Admin: chat orders by user, psychic, status and date (UTC days), newest first',
  input: adminOrdersInputSchema,
  output: adminOrdersDataSchema,
});

export const adminOrderGetCall = adminCall('orderGet', {
  summary: 'Admin: one chat with transcript, billing, ledger entries and refunds',
  input: adminIdInputSchema,
  output: adminOrderDataSchema,
});

export const adminOrderRefundCall = adminCall('orderRefund', {
  summary: 'Admin: refunds all or part of an ended chat once, with a reason',
  input: adminRefundInputSchema,
  output: adminRefundDataSchema,
});

export const adminPaymentsListCall = adminCall('paymentsList', {
  summary: 'Admin: payment logs by user, status, method and date (UTC days), newest first',
  input: adminPaymentsInputSchema,
  output: adminPaymentsDataSchema,
});

export const adminPaymentGetCall = adminCall('paymentGet', {
  summary: 'Admin: one payment with the gateway result and its ledger entries',
  input: adminPaymentIdInputSchema,
  output: adminPaymentDataSchema,
});

export const adminPaymentRecheckCall = adminCall('paymentRecheck', {
  summary: 'Admin: asks the gateway again how a payment ended and settles it (credits once)',
  input: adminPaymentIdInputSchema,
  output: adminRecheckDataSchema,
});

export const adminInvoicesListCall = adminCall('invoicesList', {
  summary:
    'Admin: invoices by market, invoice date and number, newest first, with totals per currency',
  input: adminInvoicesInputSchema,
  output: adminInvoicesDataSchema,
});

export const adminSettingsGetCall = adminCall('settingsGet', {
  summary: 'Admin: static values, recharge packs, currency rates and free-chat minutes',
  input: z.object({}),
  output: adminSettingsDataSchema,
});

export const adminStaticValueSaveCall = adminCall('staticValueSave', {
  summary: 'Admin: sets a static value, checked by its id (507 login check, 508 link, 510 minutes)',
  input: adminStaticValueInputSchema,
  output: adminSettingsDataSchema,
});

export const adminRechargePackSaveCall = adminCall('rechargePackSave', {
  summary: 'Admin: adds a recharge pack (no id) or edits one; inactive packs are not offered',
  input: adminRechargePackInputSchema,
  output: adminSettingsDataSchema,
});

export const adminCurrencyRateSaveCall = adminCall('currencyRateSave', {
  summary: 'Admin: adds or edits a display currency (rate in paise per unit, countries)',
  input: adminCurrencyRateInputSchema,
  output: adminSettingsDataSchema,
});

export const adminFreeChatMinutesSaveCall = adminCall('freeChatMinutesSave', {
  summary: "Admin: free minutes of a new user's first chat (0 turns the offer off)",
  input: adminFreeChatMinutesInputSchema,
  output: adminSettingsDataSchema,
});

export const adminExperimentSaveCall = adminCall('experimentSave', {
  summary: "Admin: switches an experiment on or off and sets its variants' weights",
  input: adminExperimentInputSchema,
  output: adminSettingsDataSchema,
});

export const adminUsersListCall = adminCall('usersList', {
  summary: 'Admin: accounts by name, e-mail, number or #id, newest first, with balances',
  input: adminUsersInputSchema,
  output: adminUsersDataSchema,
});

export const adminUserGetCall = adminCall('userGet', {
  summary: 'Admin: one account with wallet ledger, payments and chats',
  input: adminIdInputSchema,
  output: adminUserDataSchema,
});

export const adminUserBlockCall = adminCall('userBlock', {
  summary: 'Admin: blocks an account (its tokens stop working at once) or unblocks it',
  input: adminUserBlockInputSchema,
  output: adminUserDataSchema,
});
