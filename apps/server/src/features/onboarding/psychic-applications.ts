import type {
  PsychicApplication,
  psychicApplicationInputSchema,
} from '@lumus/contract/onboarding/psychic-application';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import { isUniqueViolation } from '../../lib/db/unique-violation';
import { consultants } from '../catalogue/catalogue-tables';
import { users } from '../users/users-tables';
import { ownFile } from './application-files';
import { applicationFiles, psychicApplications } from './onboarding-tables';

export type ApplicationRow = typeof psychicApplications.$inferSelect;
type FileRow = { id: string; contentType: string; sizeBytes: number };

const idDocument = alias(applicationFiles, 'id_document');
const photo = alias(applicationFiles, 'photo');
const applicant = alias(users, 'applicant');
const reviewer = alias(users, 'reviewer');
const fileColumns = (table: typeof idDocument | typeof photo) => ({
  id: table.id,
  contentType: table.contentType,
  sizeBytes: table.sizeBytes,
});

/** The application with its two files, its applicant and reviewer, joined for a view. */
export function selectApplications(db: Database) {
  return db
    .select({
      application: psychicApplications,
      idDocument: fileColumns(idDocument),
      photo: fileColumns(photo),
      applicant: {
        name: applicant.name,
        countryCode: applicant.countryCode,
        mobile: applicant.mobile,
      },
      reviewerName: reviewer.name,
    })
    .from(psychicApplications)
    .innerJoin(idDocument, eq(idDocument.id, psychicApplications.idDocumentFileId))
    .innerJoin(photo, eq(photo.id, psychicApplications.photoFileId))
    .innerJoin(applicant, eq(applicant.id, psychicApplications.userId))
    .leftJoin(reviewer, eq(reviewer.id, psychicApplications.reviewedBy));
}

export type JoinedApplication = Awaited<ReturnType<typeof selectApplications>>[number];

const fileView = (file: FileRow) => ({
  id: file.id,
  contentType: file.contentType,
  size: file.sizeBytes,
});

export function toApplicationView(row: {
  application: ApplicationRow;
  idDocument: FileRow;
  photo: FileRow;
}): PsychicApplication {
  const a = row.application;
  return {
    id: a.id,
    status: a.status,
    displayName: a.displayName,
    bio: a.bio,
    categories: a.categories,
    languages: a.languages,
    experienceYears: a.experienceYears,
    pricePerMinuteMinor: a.pricePerMinuteMinor,
    currency: a.currency,
    sampleAnswer: a.sampleAnswer,
    idDocument: fileView(row.idDocument),
    photo: fileView(row.photo),
    agreementVersion: a.agreementVersion,
    agreementAcceptedAt: a.agreementAcceptedAt.toISOString(),
    reviewNote: a.reviewNote,
    submittedAt: a.submittedAt.toISOString(),
    reviewedAt: a.reviewedAt?.toISOString() ?? null,
    consultantId: a.consultantId,
  };
}

export async function findOwnApplication(
  db: Database,
  userId: number,
): Promise<PsychicApplication | null> {
  const [row] = await selectApplications(db).where(eq(psychicApplications.userId, userId));
  return row === undefined ? null : toApplicationView(row);
}

export const REASON_ALREADY_PSYCHIC = 'This account already signs in as a psychic.';
export const REASON_ADMIN_CANNOT_APPLY = 'An administrator account cannot apply as a psychic.';
const REASON_NOT_EDITABLE: Readonly<Record<ApplicationRow['status'], string>> = {
  submitted: 'Your application is being reviewed; it can be edited when changes are requested.',
  changes_requested: '',
  approved: 'Your application was approved; edit your profile in the console.',
  rejected: 'Your application was rejected and cannot be submitted again.',
};

type ApplicationFields = z.output<typeof psychicApplicationInputSchema>;

/**
 * A first submission, or a resubmission after the operator asked for changes. The row is locked,
 * so two submissions at once cannot both pass the status check.
 */
export async function submitApplication(
  db: Database,
  user: { id: number; role: string },
  fields: ApplicationFields,
  now: Date,
): Promise<PsychicApplication> {
  if (user.role === 'admin') throw new CallFailure(403, REASON_ADMIN_CANNOT_APPLY);
  return db.transaction(async (tx) => {
    const [psychic] = await tx
      .select({ id: consultants.id })
      .from(consultants)
      .where(eq(consultants.userId, user.id));
    if (psychic !== undefined) throw new CallFailure(409, REASON_ALREADY_PSYCHIC);
    await ownFile(tx, user.id, fields.idDocumentFileId, 'id_document', 'idDocumentFileId');
    await ownFile(tx, user.id, fields.photoFileId, 'photo', 'photoFileId');
    const values = {
      status: 'submitted' as const,
      displayName: fields.displayName,
      bio: fields.bio,
      categories: fields.categories,
      languages: fields.languages,
      experienceYears: fields.experienceYears,
      pricePerMinuteMinor: fields.pricePerMinuteMinor,
      currency: fields.currency,
      sampleAnswer: fields.sampleAnswer,
      idDocumentFileId: fields.idDocumentFileId,
      photoFileId: fields.photoFileId,
      agreementVersion: fields.agreementVersion,
      agreementAcceptedAt: now,
      submittedAt: now,
    };
    const [current] = await tx
      .select({ id: psychicApplications.id, status: psychicApplications.status })
      .from(psychicApplications)
      .where(eq(psychicApplications.userId, user.id))
      .for('update');
    if (current === undefined) {
      // The unique index on user_id turns a racing second first-submission into a conflict.
      await tx
        .insert(psychicApplications)
        .values({ userId: user.id, ...values })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw new CallFailure(409, REASON_NOT_EDITABLE.submitted);
          throw error;
        });
    } else {
      if (current.status !== 'changes_requested') {
        throw new CallFailure(409, REASON_NOT_EDITABLE[current.status]);
      }
      // The operator's note stays until the next decision, so the applicant can still read it.
      await tx
        .update(psychicApplications)
        .set(values)
        .where(eq(psychicApplications.id, current.id));
    }
    const [row] = await selectApplications(tx).where(eq(psychicApplications.userId, user.id));
    if (row === undefined) throw new Error('application vanished after its submission');
    return toApplicationView(row);
  });
}
