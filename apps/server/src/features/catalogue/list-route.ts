import {
  consultantListCall,
  type ConsultantListQuery,
} from '@lumus/contract/catalogue/consultant-list';
import { failureSchema } from '@lumus/contract/envelope';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import { collectCallFields } from '../../lib/http/call-input';
import { successBody } from '../../lib/http/register-call';
import { describeIssues } from '../../lib/http/describe-issues';
import { onCatalogueChange } from './catalogue-changes';
import { listConsultants } from './consultant-list-query';
import { createListCache } from './list-cache';

const LIST_CACHE_TTL_MS = 1_000;

// Fields are checked in the handler after query and body are merged (as `defineCall` does).
const documentationOnly = () => (data: unknown) => ({ value: data });

async function answer(db: Database, query: ConsultantListQuery): Promise<Buffer> {
  const body = successBody(consultantListCall, await listConsultants(db, query));
  return Buffer.from(JSON.stringify(consultantListCall.response.parse(body)));
}

/**
 * `freeAPI/consultant/get-list/filter`. Same contract and 400 reasons as every `defineCall` call,
 * but a hit in the short-lived list cache is sent as the JSON text it was when first answered, so
 * the busiest call skips both the database and the response serializer.
 */
export function registerConsultantListRoute(
  app: FastifyInstance,
  deps: { db: Database; now?: () => number },
): void {
  const now = deps.now ?? Date.now;
  const cache = createListCache({ ttlMs: LIST_CACHE_TTL_MS, maxEntries: 500 });
  const inFlight = new Map<string, Promise<Buffer>>();
  const stopListening = onCatalogueChange(deps.db, cache.clear);
  app.addHook('onClose', (_instance, done) => {
    stopListening();
    done();
  });
  app.route({
    method: [...consultantListCall.methods],
    url: consultantListCall.path,
    schema: {
      summary: consultantListCall.summary,
      querystring: consultantListCall.input,
      response: { 200: consultantListCall.response, 400: failureSchema, 404: failureSchema },
    },
    validatorCompiler: documentationOnly,
    handler: async (request, reply) => {
      // A GET is answered by its URL alone: only URLs that passed validation are ever cached.
      const urlKey = request.method === 'GET' ? `url:${request.url}` : undefined;
      let json = urlKey === undefined ? undefined : cache.get(urlKey, now());
      if (json === undefined) {
        const parsed = await consultantListCall.input.safeParseAsync(collectCallFields(request));
        if (!parsed.success) throw new CallFailure(400, describeIssues(parsed.error.issues));
        const key = `input:${JSON.stringify(parsed.data)}`;
        json = cache.get(key, now());
        if (json === undefined) {
          // Concurrent misses for one query share a single database round trip.
          let pending = inFlight.get(key);
          if (pending === undefined) {
            pending = answer(deps.db, parsed.data).finally(() => inFlight.delete(key));
            inFlight.set(key, pending);
          }
          json = await pending;
          cache.set(key, json, now());
        }
        if (urlKey !== undefined) cache.set(urlKey, json, now());
      }
      return reply.type('application/json; charset=utf-8').send(json);
    },
  });
}
