import type { ConsultedConsultant } from '@lumus/contract/catalogue/consulted-list';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { consultants, consultations } from './catalogue-tables';
import { cardColumns, toCard } from './consultant-card';

/** Called by the chat feature when a chat order with a consultant ends. */
export async function recordConsultation(
  db: Database,
  entry: { userId: number; consultantId: number; at: Date },
): Promise<void> {
  await db
    .insert(consultations)
    .values({ userId: entry.userId, consultantId: entry.consultantId, lastConsultedAt: entry.at })
    .onConflictDoUpdate({
      target: [consultations.userId, consultations.consultantId],
      set: {
        consultationCount: sql`${consultations.consultationCount} + 1`,
        lastConsultedAt: sql`greatest(${consultations.lastConsultedAt}, excluded.last_consulted_at)`,
      },
    });
}

/** The consultants a user has talked to, most recent first. */
export async function listConsulted(db: Database, userId: number): Promise<ConsultedConsultant[]> {
  const rows = await db
    .select({
      ...cardColumns,
      lastConsultedAt: consultations.lastConsultedAt,
      consultationCount: consultations.consultationCount,
    })
    .from(consultations)
    .innerJoin(consultants, eq(consultants.id, consultations.consultantId))
    .where(eq(consultations.userId, userId))
    .orderBy(desc(consultations.lastConsultedAt), desc(consultants.id))
    .limit(200);
  return rows.map((row) => ({
    ...toCard(row),
    lastConsultedAt: row.lastConsultedAt.toISOString(),
    consultationCount: row.consultationCount,
  }));
}
