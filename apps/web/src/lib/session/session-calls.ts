import { BUSINESS_ID } from '@lumus/contract/constants';
import { api } from '../api/api';
import { getAppId } from '../device/app-id';
import { readString, saveToStorage } from '../storage/storage';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { currentTimeZone } from './browser-time-zone';
import { readHardwareId } from './hardware-id';
import { guestLoginCall, logoutCall, notifyLoginCall } from '@lumus/contract/auth/auth-calls';

/** The login notification of spec §4, sent when a stored session is valid at start or is new. */
export async function notifyLogin(): Promise<void> {
  try {
    await api.call(notifyLoginCall, { hardwareId: readHardwareId() });
  } catch (error) {
    console.error('Login notification failed', error);
  }
}

/** Ends this session on the server so the token stops working even before it expires. */
export async function logoutOnServer(token: string, userId: string | null): Promise<void> {
  try {
    await api.call(
      logoutCall,
      {},
      { auth: false, headers: { authorization: `Bearer ${token}`, id: userId ?? '-1' } },
    );
  } catch (error) {
    console.error('Server logout failed', error);
  }
}

/** A device id of our own for the guest call, kept across visits. */
function deviceId(): string {
  const existing = readString(STORAGE_KEYS.deviceId);
  if (existing !== null) return existing;
  const id = crypto.randomUUID();
  saveToStorage(STORAGE_KEYS.deviceId, id);
  return id;
}

/**
 * The guest session of spec §4: the no-login call for this device; its login mode goes to
 * `user_login_mode`, the device flags to `deviceToken`, the guest id to `guestUserId`.
 */
export async function startGuestSession(): Promise<void> {
  try {
    const response = await api.call(guestLoginCall, {
      businessId: BUSINESS_ID,
      timezone: currentTimeZone(),
      appId: getAppId(),
      deviceId: deviceId(),
      hardwareId: readHardwareId(),
    });
    saveToStorage(STORAGE_KEYS.userLoginMode, response.userLoginModeV2);
    if (response.data !== undefined) {
      const { guestUserId, ...deviceData } = response.data;
      saveToStorage(STORAGE_KEYS.guestUserId, guestUserId);
      saveToStorage(STORAGE_KEYS.deviceToken, deviceData);
    }
  } catch (error) {
    console.error('Guest session failed', error);
  }
}
