import { randomBytes } from 'node:crypto';
import { PSYCHIC_AGREEMENT_VERSION } from '@lumus/contract/onboarding/psychic-application';
import type { SeedStep, SeedTransaction } from '../seed/seed-step';
import { users } from '../users/users-tables';
import { demoIdDocument, demoPhoto } from './demo-files';
import { applicationFiles, psychicApplications } from './onboarding-tables';

/** +91 98765 100NN for the n-th demo applicant: they can sign in and see their application. */
export function demoApplicantMobile(n: number): string {
  return `98765100${String(n).padStart(2, '0')}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const DEMO_APPLICANTS = [
  {
    name: 'Kavya Iyer',
    colour: [196, 120, 160],
    categories: ['tarot', 'love', 'relationships'],
    languages: ['en', 'ta'],
    experienceYears: 6,
    pricePerMinuteMinor: 1800,
    bio: 'Tarot reader from Chennai. I read for love and relationship questions with calm, honest spreads.',
    daysAgo: 5,
  },
  {
    name: 'Arjun Malhotra',
    colour: [90, 130, 200],
    categories: ['vedic', 'career', 'finance'],
    languages: ['en', 'hi', 'pa'],
    experienceYears: 14,
    pricePerMinuteMinor: 3200,
    bio: 'Vedic astrologer for fourteen years; career timing, business decisions and dasha periods explained simply.',
    daysAgo: 3,
  },
  {
    name: 'Lena Hoffmann',
    colour: [120, 170, 120],
    categories: ['numerology', 'spiritual_healing'],
    languages: ['de', 'en'],
    experienceYears: 9,
    pricePerMinuteMinor: 2500,
    bio: 'Numerologin und Energiearbeiterin aus Freiburg. Ich helfe bei Wendepunkten, Namenswahl und innerer Ruhe.',
    daysAgo: 1,
  },
] as const;

const SAMPLE_ANSWER =
  'Thank you for trusting me with this. The pattern you describe is a season of waiting rather than an ending: I would give it three months, keep the conversation open and gentle, and look again at what you need from the relationship yourself.';

async function storeFile(
  tx: SeedTransaction,
  userId: number,
  kind: 'id_document' | 'photo',
  content: Buffer,
): Promise<string> {
  const id = randomBytes(16).toString('hex');
  await tx.insert(applicationFiles).values({
    id,
    userId,
    kind,
    contentType: kind === 'photo' ? 'image/png' : 'application/pdf',
    sizeBytes: content.byteLength,
    content,
  });
  return id;
}

/** A few applications waiting in the operator's review queue, oldest first. */
export const applicationsDemoSeed: SeedStep = {
  id: 'onboarding/demo-applications@1',
  demo: true,
  run: async (tx) => {
    const now = Date.now();
    for (const [index, applicant] of DEMO_APPLICANTS.entries()) {
      const [user] = await tx
        .insert(users)
        .values({
          name: applicant.name,
          countryCode: '91',
          mobile: demoApplicantMobile(index + 1),
          timeZone: 'Asia/Kolkata',
          registeredAt: new Date(now - applicant.daysAgo * DAY_MS),
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (user === undefined) continue;
      const submittedAt = new Date(now - applicant.daysAgo * DAY_MS);
      await tx.insert(psychicApplications).values({
        userId: user.id,
        status: 'submitted',
        displayName: applicant.name,
        bio: applicant.bio,
        categories: [...applicant.categories],
        languages: [...applicant.languages],
        experienceYears: applicant.experienceYears,
        pricePerMinuteMinor: applicant.pricePerMinuteMinor,
        sampleAnswer: SAMPLE_ANSWER,
        idDocumentFileId: await storeFile(
          tx,
          user.id,
          'id_document',
          demoIdDocument(applicant.name),
        ),
        photoFileId: await storeFile(tx, user.id, 'photo', demoPhoto(applicant.colour)),
        agreementVersion: PSYCHIC_AGREEMENT_VERSION,
        agreementAcceptedAt: submittedAt,
        submittedAt,
      });
    }
  },
};
