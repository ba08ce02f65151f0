import type {
  AdminApplication,
  adminApplicationDecideInputSchema,
  adminApplicationsInputSchema,
} from '@lumus/contract/onboarding/admin-onboarding-calls';
import { asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import { approveApplication } from './application-approval';
import { psychicApplications } from './onboarding-tables';
import {
  type JoinedApplication,
  selectApplications,
  toApplicationView,
} from './psychic-applications';
import { recordAudit } from '../admin/audit-log';

function toAdminView(row: JoinedApplication): AdminApplication {
  const phone =
    row.applicant.mobile === null
      ? null
      : `+${row.applicant.countryCode ?? ''} ${row.applicant.mobile}`;
  return {
    ...toApplicationView(row),
    userId: row.application.userId,
    applicantName: row.applicant.name,
    applicantPhone: phone,
    reviewerName: row.reviewerName,
  };
}

export async function findAdminApplication(db: Database, id: number): Promise<AdminApplication> {
  const [row] = await selectApplications(db).where(eq(psychicApplications.id, id));
  if (row === undefined) throw new CallFailure(404, `No application with id ${id}.`);
  return toAdminView(row);
}

/** Oldest first: the queue is worked through by age. */
export async function listAdminApplications(
  db: Database,
  input: z.output<typeof adminApplicationsInputSchema>,
): Promise<{ items: AdminApplication[]; total: number }> {
  const condition =
    input.status === 'all' ? undefined : eq(psychicApplications.status, input.status);
  const rows = await selectApplications(db)
    .where(condition)
    .orderBy(asc(psychicApplications.submittedAt), asc(psychicApplications.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const [counted] = await db.select({ total: count() }).from(psychicApplications).where(condition);
  return { items: rows.map(toAdminView), total: counted?.total ?? 0 };
}

export const REASON_OWN_APPLICATION = 'You cannot review your own application.';
export const REASON_ALREADY_DECIDED =
  'This application is not waiting for a review (it was decided, or changes were requested).';

const STATUS_OF = {
  approve: 'approved',
  reject: 'rejected',
  request_changes: 'changes_requested',
} as const;

/**
 * Approve, reject or ask for changes: only a submitted application, never one's own, under a row
 * lock so two operators deciding at once cannot both act (nor create two psychics). The audit row
 * commits with the decision.
 */
export async function decideApplication(
  db: Database,
  admin: { id: number },
  input: z.output<typeof adminApplicationDecideInputSchema>,
  now: Date,
): Promise<AdminApplication> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(psychicApplications)
      .where(eq(psychicApplications.id, input.id))
      .for('update');
    if (locked === undefined) throw new CallFailure(404, `No application with id ${input.id}.`);
    if (locked.userId === admin.id) throw new CallFailure(403, REASON_OWN_APPLICATION);
    if (locked.status !== 'submitted') throw new CallFailure(409, REASON_ALREADY_DECIDED);
    const before = await findAdminApplication(tx, input.id);
    const consultantId =
      input.decision === 'approve' ? await approveApplication(tx, locked, now) : null;
    await tx
      .update(psychicApplications)
      .set({
        status: STATUS_OF[input.decision],
        reviewNote: input.note === '' ? null : input.note,
        reviewedBy: admin.id,
        reviewedAt: now,
        consultantId,
      })
      .where(eq(psychicApplications.id, input.id));
    const after = await findAdminApplication(tx, input.id);
    await recordAudit(tx, {
      adminUserId: admin.id,
      action: `application.${input.decision}`,
      targetType: 'psychic_application',
      targetId: input.id,
      before,
      after,
    });
    return after;
  });
}
