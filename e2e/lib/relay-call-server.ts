import { startCoturn, type Coturn } from './coturn';
import { startOwnServer, type OwnServer } from './own-server';

export interface RelayCallServer {
  readonly server: OwnServer;
  readonly coturn: Coturn;
  readonly stop: () => Promise<void>;
}

/**
 * A loopback coturn and a server of the file's own that hands out credentials for it and forces
 * every call through it (ICE_TRANSPORT_POLICY=relay): pausing coturn then cuts the call's media.
 * The app is loaded at 127.0.0.1, where a signalling drop (`context.setOffline`) shows.
 */
export async function startRelayCallServer(env: Record<string, string>): Promise<RelayCallServer> {
  const coturn = await startCoturn();
  try {
    const server = await startOwnServer({
      TURN_URLS: coturn.url,
      TURN_SECRET: coturn.secret,
      ICE_TRANSPORT_POLICY: 'relay',
      CHAT_MIN_MINUTES: '2',
      OTP_SENDS_PER_NUMBER_PER_HOUR: '30',
      ...env,
    });
    return {
      server,
      coturn,
      stop: async () => {
        await server.stop();
        await coturn.stop();
      },
    };
  } catch (error) {
    await coturn.stop();
    throw error;
  }
}
