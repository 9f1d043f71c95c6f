import { readCookie } from '../../lib/cookies.ts';
import { recordedUserAgent } from './user-agent.ts';

interface NavigatorExtras {
  deviceMemory?: number;
  connection?: { downlink?: number; effectiveType?: string; rtt?: number; saveData?: boolean };
  userAgentData?: { platform?: string; mobile?: boolean };
}

const clip = (value: string, max = 300): string => (value.length > max ? value.slice(0, max) : value);

/** Spec §3 'mobile' or 'pc', by a device name in the user-agent text. */
export const deviceKind = (userAgent: string): 'mobile' | 'pc' =>
  /android|iphone|ipad|ipod|mobile|blackberry|iemobile|opera mini|windows phone/i.test(userAgent)
    ? 'mobile'
    : 'pc';

/**
 * The part of the spec §3 fingerprint payload a browser can give without prompts or private data:
 * every string is clipped and lists are capped, so the body stays small (a few hundred bytes).
 */
export function collectDevicePayload(visitorId: string, uuid: string): Record<string, unknown> {
  const nav = navigator as Navigator & NavigatorExtras;
  const userAgent = recordedUserAgent() || nav.userAgent;
  const connection = nav.connection;
  return {
    visitorId,
    uuid: uuid || undefined,
    uid: readCookie('guest'),
    page: clip(location.pathname, 200),
    referUrl: clip(document.referrer, 300) || undefined,
    userAgent: clip(userAgent, 400),
    device: deviceKind(userAgent),
    platform: clip(nav.userAgentData?.platform ?? nav.platform ?? '', 50),
    languages: (nav.languages ?? []).slice(0, 5).map((l) => clip(l, 20)),
    cpuCores: nav.hardwareConcurrency,
    deviceMemory: nav.deviceMemory,
    touchSupport: { maxTouchPoints: nav.maxTouchPoints ?? 0, touchEvent: 'ontouchstart' in window },
    screen: {
      width: screen.width,
      height: screen.height,
      availWidth: screen.availWidth,
      availHeight: screen.availHeight,
      devicePixelRatio: window.devicePixelRatio,
    },
    pixelDepth: screen.pixelDepth,
    network: connection
      ? { downlink: connection.downlink, effectiveType: connection.effectiveType, rtt: connection.rtt }
      : undefined,
  };
}
