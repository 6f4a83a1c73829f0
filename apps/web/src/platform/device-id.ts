import { MESSENGER_VERSIONS, TIMINGS } from '@app/shared';
import { versionAtLeast } from './launch-params';

/**
 * Spec 5 and 9: the device id is read in the mini app only at messenger version 7.2 or later, and
 * the read gives up after 5 s. Below 7.2, on timeout, or when the messenger has none: undefined.
 * `ask` is the messenger call (adapters/messenger.ts asks web_app_biometry_get_info, whose answer carries the
 * messenger's device_id since 7.2); it is not made at all below 7.2.
 */
export async function readMessengerDeviceId(options: {
  version: string;
  ask: () => Promise<string | undefined>;
  timeoutMs?: number;
}): Promise<string | undefined> {
  if (!versionAtLeast(options.version, MESSENGER_VERSIONS.deviceId)) return undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), options.timeoutMs ?? TIMINGS.deviceIdTimeoutMs);
  });
  const answer = options.ask().then(
    (id) => (typeof id === 'string' && id.trim() !== '' ? id : undefined),
    () => undefined,
  );
  try {
    return await Promise.race([answer, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
