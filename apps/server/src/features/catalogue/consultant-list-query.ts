import { payoutProfiles } from '../earnings/earnings-tables';
import { DEFAULT_CONSULTANT_SORT } from '@lumus/contract/catalogue/catalogue-values';
import {
  DEFAULT_PAGE_SIZE,
  type ConsultantListData,
  type ConsultantListQuery,
  type ConsultantSort,
} from '@lumus/contract/catalogue/consultant-list';
import type { ConsultantGroup, ConsultantLanguage } from '@lumus/contract/catalogue/consultant';
import {
  and,
  arrayContains,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  like,
  lte,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import { consultantGroupMembers, consultantGroups, consultants } from './catalogue-tables';
import { toCard } from './consultant-card';
import { cardColumnsIn, chatPriceIn, servesCurrency } from './consultant-prices';
import type { MarketCurrency } from '@lumus/contract/markets/market-currency';
import { searchName } from './search-name';

/** online 0, busy 1, offline 2: who can answer now comes first. */
const statusRank = sql<number>`case ${consultants.status} when 'online' then 0 when 'busy' then 1 else 2 end`;

/**
 * "Recommended" score: the rating shrunk towards 4.0 while there are few reviews (a Bayesian
 * average with a weight of 5 reviews, so one 5-star review does not beat a hundred 4.8s), plus a
 * small bonus that grows with the log of completed orders (about +0.4 at 10,000 orders).
 */
const recommendedScore = sql<number>`(${consultants.rating} * ${consultants.reviewCount} + 4.0 * 5) / (${consultants.reviewCount} + 5) + log(1 + ${consultants.orderCount}) / 10`;

/** 0 for a psychic who speaks `language`, else 1; nothing to rank by without one. */
function speaksRank(language: ConsultantLanguage | undefined): SQL[] {
  if (language === undefined) return [];
  return [
    asc(sql`case when ${arrayContains(consultants.languages, [language])} then 0 else 1 end`),
  ];
}

function orderBy(
  sort: ConsultantSort,
  currency: MarketCurrency,
  speaks: ConsultantLanguage | undefined,
): SQL[] {
  const price = chatPriceIn(currency);
  const orders: Record<ConsultantSort, SQL[]> = {
    // Someone the viewer can talk to in their language before anyone else, then who can answer now.
    recommended: [...speaksRank(speaks), asc(statusRank), desc(recommendedScore)],
    rating: [desc(consultants.rating), desc(consultants.reviewCount)],
    price_asc: [asc(price)],
    price_desc: [desc(price)],
    experience: [desc(consultants.experienceYears)],
  };
  return orders[sort];
}

/** `%` and `_` in a search are literal characters, not wildcards. */
function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

async function findGroup(
  db: Database,
  query: ConsultantListQuery,
): Promise<ConsultantGroup | null> {
  if (query.groupId === undefined && (query.group === undefined || query.group === '')) return null;
  const where =
    query.groupId === undefined
      ? eq(consultantGroups.slug, query.group ?? '')
      : eq(consultantGroups.id, query.groupId);
  const [group] = await db
    .select({
      id: consultantGroups.id,
      slug: consultantGroups.slug,
      titleEn: consultantGroups.titleEn,
      titleDe: consultantGroups.titleDe,
    })
    .from(consultantGroups)
    .where(where);
  if (group === undefined) {
    const named = query.groupId === undefined ? `"${query.group ?? ''}"` : `id ${query.groupId}`;
    throw new CallFailure(404, `No group ${named}.`);
  }
  return group;
}

function filters(query: ConsultantListQuery, group: ConsultantGroup | null): SQL[] {
  // Suspended psychics are in no public list (admin console, issue 9).
  const currency = query.currency ?? 'INR';
  const price = chatPriceIn(currency);
  // Only psychics with a price in the viewer's currency (decision 045).
  const where: SQL[] = [isNull(consultants.suspendedAt), servesCurrency(currency)];
  if (group !== null) {
    where.push(inArray(consultants.id, sqlSelectMembers(group.id)));
  }
  if (query.category !== undefined)
    where.push(arrayContains(consultants.categories, [query.category]));
  if (query.language !== undefined)
    where.push(arrayContains(consultants.languages, [query.language]));
  if (query.minPrice !== undefined) where.push(gte(price, query.minPrice));
  if (query.maxPrice !== undefined) where.push(lte(price, query.maxPrice));
  if (query.onlineOnly === true) where.push(eq(consultants.status, 'online'));
  if (query.freeSessionsOnly === true) {
    where.push(
      inArray(
        consultants.id,
        sql`(select ${payoutProfiles.consultantId} from ${payoutProfiles} where ${payoutProfiles.acceptsFreeSessions})`,
      ),
    );
  }
  const term = query.search === undefined ? '' : searchName(query.search);
  if (term !== '') where.push(like(consultants.searchName, likePattern(term)));
  return where;
}

function sqlSelectMembers(groupId: number): SQL {
  return sql`(select ${consultantGroupMembers.consultantId} from ${consultantGroupMembers} where ${consultantGroupMembers.groupId} = ${groupId})`;
}

/** One page of the list with the total, in a stable order that ends with the id. */
export async function listConsultants(
  db: Database,
  query: ConsultantListQuery,
): Promise<ConsultantListData> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const group = await findGroup(db, query);
  const where = and(...filters(query, group));
  // The total rides along as a window count, saving a second round trip per page.
  const rows = await db
    .select({
      ...cardColumnsIn(query.currency ?? 'INR'),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(consultants)
    .where(where)
    .orderBy(
      ...orderBy(query.sort ?? DEFAULT_CONSULTANT_SORT, query.currency ?? 'INR', query.speaks),
      asc(consultants.id),
    )
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  let total = rows[0]?.total;
  if (total === undefined) {
    // Past the last page there is no row to carry the count.
    const [counted] = await db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(consultants)
      .where(where);
    total = counted?.total ?? 0;
  }
  return {
    items: rows.map(toCard),
    total,
    page,
    pageSize,
    hasMore: page * pageSize < total,
    group,
  };
}
