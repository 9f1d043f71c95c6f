import { useEffect, useState } from 'react';

/** Chromium's install prompt (not in the DOM typings). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

declare global {
  interface Window {
    /** Kept by public/sw-register.js: the event fires once, usually before this page loads. */
    __installPrompt?: InstallPromptEvent;
  }
}

export const isIos = (nav: Pick<Navigator, 'userAgent' | 'platform' | 'maxTouchPoints'> = navigator) =>
  /iPhone|iPad|iPod/.test(nav.userAgent) || (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1);

const isStandalone = () =>
  window.matchMedia('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

/** The pending install prompt (Android, desktop Chromium) and whether the app runs installed. */
export function useInstallPrompt() {
  const [prompt, setPrompt] = useState(() => window.__installPrompt);
  const [installed, setInstalled] = useState(isStandalone);
  useEffect(() => {
    const ready = () => setPrompt(window.__installPrompt);
    const done = () => {
      setInstalled(true);
      setPrompt(undefined);
    };
    window.addEventListener('installpromptready', ready);
    window.addEventListener('appinstalled', done);
    return () => {
      window.removeEventListener('installpromptready', ready);
      window.removeEventListener('appinstalled', done);
    };
  }, []);
  const install = async () => {
    if (!prompt) return;
    await prompt.prompt();
    const { outcome } = await prompt.userChoice;
    window.__installPrompt = undefined;
    setPrompt(undefined);
    if (outcome === 'accepted') setInstalled(true);
  };
  return { canPrompt: Boolean(prompt), installed, install };
}
