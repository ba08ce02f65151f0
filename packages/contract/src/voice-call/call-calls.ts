import { z } from 'zod';
import { defineCall } from '../call';
import { booleanField, idField } from '../fields';

/** One entry of `RTCConfiguration.iceServers`. */
export const iceServerSchema = z.object({
  urls: z.array(z.string()),
  /** TURN only: coturn REST username `<expiry unix seconds>:<id>`. */
  username: z.string().optional(),
  /** TURN only: base64(HMAC-SHA1(TURN_SECRET, username)). */
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServerSchema>;

export const iceConfigSchema = z.object({
  /** STUN_URLS, and TURN_URLS with credentials for this call only; empty on a LAN/loopback. */
  iceServers: z.array(iceServerSchema),
  /** `relay` when the operator forces TURN (ICE_TRANSPORT_POLICY); `all` otherwise. */
  iceTransportPolicy: z.enum(['all', 'relay']),
  /** When the TURN credentials stop working (ISO); null without TURN. */
  expiresAt: z.string().nullable(),
});
export type IceConfig = z.infer<typeof iceConfigSchema>;

export const iceConfigInputSchema = z.object({ chatId: idField });

/**
 * `call/ice-config` (ours): the ICE servers for one call, with short-lived TURN credentials made
 * for this call. Only its two parties get them (403 for anyone else, 404 for an unknown call).
 */
export const iceConfigCall = defineCall({
  path: '/api/call/ice-config',
  methods: ['GET', 'POST'],
  summary: 'ICE servers and short-lived TURN credentials for one voice call',
  input: iceConfigInputSchema,
  output: iceConfigSchema,
  auth: 'user',
});

/** The psychic's own call settings as the console shows them. */
export const consoleCallSettingsSchema = z.object({
  /** Set by the operator; null: this psychic cannot be called, the switch is disabled. */
  callPricePerMinuteMinor: z.number().int().nullable(),
  /** The psychic's "available for calls" switch. */
  acceptsCalls: z.boolean(),
});
export type ConsoleCallSettings = z.infer<typeof consoleCallSettingsSchema>;

export const consoleCallSettingsCall = defineCall({
  path: '/api/console/calls/get',
  methods: ['GET', 'POST'],
  summary: "The psychic's call price and their available-for-calls switch",
  input: z.object({}),
  output: consoleCallSettingsSchema,
  auth: 'user',
});

export const setConsoleCallsInputSchema = z.object({ acceptsCalls: booleanField });

/** 409 when the operator set no call price; 403 for an account that is not a psychic. */
export const setConsoleCallsCall = defineCall({
  path: '/api/console/calls/set',
  methods: 'POST',
  summary: 'The psychic switches "available for calls" on or off',
  input: setConsoleCallsInputSchema,
  output: consoleCallSettingsSchema,
  auth: 'user',
});
