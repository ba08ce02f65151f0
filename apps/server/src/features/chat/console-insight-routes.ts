import { consoleSummaryCall, FIGURES_DAYS } from '@lumus/contract/console/console-figures';
import {
  CONSOLE_REVIEWS_PAGE_SIZE,
  consoleReviewsCall,
  reviewReplyCall,
} from '@lumus/contract/console/console-reviews';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CallFailure } from '../../lib/http/call-failure';
import { registerCall } from '../../lib/http/register-call';
import { consultants } from '../catalogue/catalogue-tables';
import { listReviews } from '../catalogue/consultant-profile-queries';
import { replyToReview } from '../catalogue/review-replies';
import { consultantFigures, earningsSince } from '../sessions/consultant-figures';
import type { SessionDeps } from '../sessions/session-deps';
import { consoleConsultantId } from './console-caller';

const DAY_MS = 86_400_000;
/** A day is at most 25 hours long (DST); an hour more allows for a device clock that is off. */
const DAY_START_WINDOW_MS = 26 * 3_600_000;
export const REASON_DAY_START =
  'dayStart must be the start of your day: within the last 26 hours, not in the future.';

/** What the console shows about the psychic's own work: today, the last 30 days, their reviews. */
export function registerConsoleInsightRoutes(app: FastifyInstance, deps: SessionDeps) {
  const { db } = deps;

  registerCall(app, consoleSummaryCall, async (input, { user }) => {
    const consultantId = await consoleConsultantId(db, user);
    const now = deps.clock();
    const dayStart = new Date(input.dayStart);
    const early = now.getTime() - dayStart.getTime();
    if (early < -5 * 60_000 || early > DAY_START_WINDOW_MS) {
      throw new CallFailure(400, REASON_DAY_START);
    }
    const [consultant] = await db
      .select({
        name: consultants.displayName,
        rating: consultants.rating,
        reviewCount: consultants.reviewCount,
      })
      .from(consultants)
      .where(eq(consultants.id, consultantId));
    const [today, figures] = await Promise.all([
      earningsSince(db, consultantId, dayStart),
      consultantFigures(db, consultantId, new Date(now.getTime() - FIGURES_DAYS * DAY_MS)),
    ]);
    return {
      consultantId,
      consultantName: consultant?.name ?? '',
      todayEarnings: today.earnings,
      todaySessions: today.sessions,
      figures,
      rating: consultant?.rating ?? 0,
      reviewCount: consultant?.reviewCount ?? 0,
    };
  });

  registerCall(app, consoleReviewsCall, async (input, { user }) => {
    const consultantId = await consoleConsultantId(db, user);
    return await listReviews(db, consultantId, {
      page: input.page,
      pageSize: CONSOLE_REVIEWS_PAGE_SIZE,
    });
  });

  registerCall(app, reviewReplyCall, async (input, { user }) => {
    const consultantId = await consoleConsultantId(db, user);
    return await replyToReview(db, {
      consultantId,
      reviewId: input.reviewId,
      reply: input.reply,
      at: deps.clock(),
    });
  });
}
