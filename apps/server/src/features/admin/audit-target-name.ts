import { sql } from 'drizzle-orm';
import { consultants } from '../catalogue/catalogue-tables';
import { priceChangeRequests, psychicApplications } from '../onboarding/onboarding-tables';
import { paymentLogs } from '../payments/payment-tables';
import { chatOrders } from '../sessions/session-tables';
import { users } from '../users/users-tables';
import { adminAuditLog } from './admin-tables';

/** A user as the operator knows them: name, else e-mail, else phone, else `#id`. */
const personName = (alias: string) =>
  sql.raw(
    `coalesce(${alias}.name, ${alias}.email, '+' || ${alias}.country_code || ' ' || ${alias}.mobile, '#' || ${alias}.id)`,
  );

/**
 * The audited record's name as it is now (user, psychic, "user · psychic" for a chat, the payer
 * of a payment, the psychic of a price change, the applicant), read with the row so the log
 * needs no second round trip; null for kinds without one (settings, exports, batches).
 */
export const auditTargetName = sql<string | null>`case ${adminAuditLog.targetType}
  when 'user' then (
    select ${personName('u')} from ${users} u where u.id::text = ${adminAuditLog.targetId})
  when 'consultant' then (
    select c.display_name from ${consultants} c where c.id::text = ${adminAuditLog.targetId})
  when 'chat_order' then (
    select ${personName('u')} || ' · ' || c.display_name
    from ${chatOrders} o
    join ${users} u on u.id = o.user_id
    join ${consultants} c on c.id = o.consultant_id
    where o.id::text = ${adminAuditLog.targetId})
  when 'payment_log' then (
    select ${personName('u')}
    from ${paymentLogs} p join ${users} u on u.id = p.user_id
    where p.id::text = ${adminAuditLog.targetId})
  when 'price_change_request' then (
    select c.display_name
    from ${priceChangeRequests} r join ${consultants} c on c.id = r.consultant_id
    where r.id::text = ${adminAuditLog.targetId})
  when 'psychic_application' then (
    select a.display_name from ${psychicApplications} a where a.id::text = ${adminAuditLog.targetId})
  end`;
